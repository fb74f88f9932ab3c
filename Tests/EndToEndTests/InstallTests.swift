import Foundation
import TestSupport
import Testing

@Suite("weather installed as README says, run as cron runs it")
struct InstallTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// README.md at the package's root.
  static func readme() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test("README's cron line works as written, in cron's bare environment")
  func cronLine() async throws {
    let line = try #require(
      try Self.readme().split(separator: "\n").first {
        $0.hasPrefix("*/10 * * * *") && $0.contains("temps.log")
      })
    // Cron runs what follows the five time fields with /bin/sh, `\%` read as `%`.
    let command = line.split(separator: " ", maxSplits: 5).last.map(String.init) ?? ""
    let shellCommand = command.replacingOccurrences(of: "\\%", with: "%")
    let bin = weather.home.appendingPathComponent(".local/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: try WeatherProcess.binary(), to: bin.appendingPathComponent("weather"))
    try weather.writeConfig("api_key = \(WeatherProcess.apiKey)\n")
    let configHome = weather.home.appendingPathComponent("config")
    try FileManager.default.createDirectory(
      at: weather.home.appendingPathComponent(".config"), withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: configHome.appendingPathComponent("weather"),
      to: weather.home.appendingPathComponent(".config/weather"))
    // cron's environment, and the test server in place of the real API (never the network);
    // under Scripts/sanitize.sh, the sanitizers' options too.
    let sanitizers = WeatherProcess.sanitizerOptions.map { "\($0.key)=\($0.value)" }
    let result = try await WeatherProcess.launch(
      [
        "-i", "HOME=\(weather.home.path)", "LOGNAME=cron", "SHELL=/bin/sh", "PATH=/usr/bin:/bin",
        "OPENWEATHER_BASE_URL=\(weather.server.baseURL)",
      ] + sanitizers + ["/bin/sh", "-c", shellCommand],
      executable: "/usr/bin/env", environment: [:], stdin: nil)
    #expect(result.status == 0, "\(result.stderr)")
    let log = try String(
      contentsOf: weather.home.appendingPathComponent("temps.log"), encoding: .utf8)
    // Read through a file handle: String(contentsOf:) leaks 4 KiB reading an empty file
    // (Foundation's path for files that report size 0), which LeakSanitizer reports.
    let errorLog = try FileHandle(
      forReadingFrom: weather.home.appendingPathComponent("temps.err"))
    let errors = String(decoding: try errorLog.readToEnd() ?? Data(), as: UTF8.self)
    #expect(log == "2022-08-30T14:43:12Z London, GB 25°C\n")
    #expect(errors.isEmpty)
  }
}
