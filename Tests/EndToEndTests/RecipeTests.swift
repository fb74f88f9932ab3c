import Foundation
import TestSupport
import Testing

/// The recipes' cron line (Documentation/recipes.md) run as cron runs it: `/bin/sh -c`, a
/// bare environment, the binary where `make install` puts it for a user. The bars' recipes
/// are BarRecipeTests'.
@Suite("The recipes' cron line works as written")
struct RecipeTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
  }

  /// The lines of Documentation/recipes.md.
  static func recipes() throws -> [Substring] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try String(
      contentsOf: root.appendingPathComponent("Documentation/recipes.md"), encoding: .utf8
    ).split(separator: "\n")
  }

  /// Copies the built binary to `~/.local/bin/weather` in the test's home, where the recipes
  /// name it.
  func install() async throws {
    try await Self.install(into: weather)
  }

  /// Copies the built binary to `~/.local/bin/weather` in `weather`'s home.
  static func install(into weather: WeatherProcess) async throws {
    let bin = weather.home.appendingPathComponent(".local/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    // Copied by cp, not in this process: a copy open here for writing is inherited by the
    // processes other tests start meanwhile, and running it then fails with "Text file busy".
    let copy = try await WeatherProcess.launch(
      [try WeatherProcess.binary().path, bin.appendingPathComponent("weather").path],
      executable: "/bin/cp", environment: [:], stdin: nil)
    try #require(copy.status == 0, "\(copy.stderr)")
  }

  /// Writes `text` as `~/.config/weather/config`, where a bare environment finds it.
  func writeHomeConfig(_ text: String) throws {
    try weather.writeConfig(text)
    let configHome = weather.home.appendingPathComponent("config")
    try FileManager.default.createDirectory(
      at: weather.home.appendingPathComponent(".config"), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: configHome.appendingPathComponent("weather"),
      to: weather.home.appendingPathComponent(".config/weather"))
  }

  /// Runs `command` with `/bin/sh -c` in cron's (and a bare tmux server's) environment, with
  /// the test server in place of the real services (never the network) and, under
  /// Scripts/sanitize.sh, the sanitizers' options.
  func runBare(_ command: String) async throws -> RunResult {
    let sanitizers = WeatherProcess.sanitizerOptions.map { "\($0.key)=\($0.value)" }
    return try await WeatherProcess.launch(
      [
        "-i", "HOME=\(weather.home.path)", "LOGNAME=cron", "SHELL=/bin/sh", "PATH=/usr/bin:/bin",
        "OPENWEATHER_BASE_URL=\(weather.server.baseURL)",
        "OPEN_METEO_BASE_URL=\(weather.server.baseURL)",
      ] + sanitizers + ["/bin/sh", "-c", command],
      executable: "/usr/bin/env", environment: [:], stdin: nil)
  }

  @Test("the cron line works as written, in cron's bare environment")
  func cronLine() async throws {
    let line = try #require(
      try Self.recipes().first { $0.hasPrefix("*/10 * * * *") && $0.contains("temps.log") })
    // Cron runs what follows the five time fields with /bin/sh, `\%` read as `%`.
    let command = line.split(separator: " ", maxSplits: 5).last.map(String.init) ?? ""
    let shellCommand = command.replacingOccurrences(of: "\\%", with: "%")
    try await install()
    try writeHomeConfig("api_key = \(WeatherProcess.apiKey)\n")
    let result = try await runBare(shellCommand)
    #expect(result.status == 0, "\(result.stderr)")
    let log = try String(
      contentsOf: weather.home.appendingPathComponent("temps.log"), encoding: .utf8)
    // Read through a file handle: String(contentsOf:) leaks 4 KiB reading an empty file
    // (Foundation's path for files that report size 0), which LeakSanitizer reports.
    let errorLog = try FileHandle(
      forReadingFrom: weather.home.appendingPathComponent("temps.err"))
    let errors = String(decoding: try errorLog.readToEnd() ?? Data(), as: UTF8.self)
    #expect(log == "2022-08-30T14:43:12Z Darwin, AU +25°C\n")
    #expect(errors.isEmpty)
  }
}
