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

  /// The lines of README.md's section `title`, up to the next heading of its level (a `#`
  /// inside a code block is a comment, not a heading).
  static func section(_ title: String) throws -> [Substring] {
    let lines = try readme().split(separator: "\n", omittingEmptySubsequences: false)
    var inCode = false
    let levels = lines.map { line -> Int? in
      if line.hasPrefix("```") { inCode.toggle() }
      let hashes = line.prefix { $0 == "#" }.count
      return !inCode && hashes > 0 && line.dropFirst(hashes).hasPrefix(" ") ? hashes : nil
    }
    let start = try #require(
      lines.indices.first { levels[$0] != nil && lines[$0].hasSuffix(" " + title) })
    let level = levels[start] ?? 0
    let end =
      lines.indices.first { $0 > start && (levels[$0] ?? .max) <= level } ?? lines.endIndex
    return Array(lines[(start + 1)..<end])
  }

  /// The `swift build` line of a section, with its continuation lines joined.
  static func buildCommand(in lines: [Substring]) throws -> String {
    let start = try #require(lines.firstIndex { $0.contains("swift build") })
    var command = ""
    for line in lines[start...] {
      let text = line.replacingOccurrences(of: "$ ", with: "")
      command += text.hasSuffix("\\") ? String(text.dropLast()) : text
      if !text.hasSuffix("\\") { break }
    }
    return command.split(separator: " ").joined(separator: " ")
  }

  @Test("Quick start and Install build the same binary with the same command")
  func oneBuildCommand() throws {
    let quick = try Self.buildCommand(in: Self.section("Quick start"))
    let install = try Self.buildCommand(in: Self.section("Install"))
    #expect(quick == install)
  }

  @Test("Install says what a newcomer trips on: PATH, root, mandb, libcurl, the mktemp warning")
  func newcomerNotes() throws {
    let quick = try Self.section("Quick start").joined(separator: "\n")
    let install = try Self.section("Install").joined(separator: "\n")
    #expect(quick.contains(#"export PATH="$HOME/.local/bin:$PATH""#))
    #expect(quick.contains("command not found"))
    #expect(!install.contains("sudo "), "the reader may be root already: say \"as root\"")
    #expect(install.contains("as root"))
    #expect(install.contains("mandb --user-db"))
    #expect(install.contains("libcurl4"))
    #expect(install.contains("mktemp"))
  }

  @Test("every status-bar recipe names a location, and the section says why")
  func statusBarRecipes() throws {
    let lines = try Self.section("Status bars")
    let calls = lines.filter {
      $0.contains("weather --bar") || $0.contains("weather --watch")
        || $0.contains(#"Run Com "weather""#)
    }
    #expect(calls.count >= 12)
    for call in calls {
      #expect(call.contains("@home") || call.contains("Seoul"), "\(call)")
    }
    #expect(lines.joined(separator: " ").contains("`location`"))
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
    // Copied by cp, not in this process: a copy open here for writing is inherited by the
    // processes other tests start meanwhile, and running it then fails with "Text file busy".
    let copy = try await WeatherProcess.launch(
      [try WeatherProcess.binary().path, bin.appendingPathComponent("weather").path],
      executable: "/bin/cp", environment: [:], stdin: nil)
    try #require(copy.status == 0, "\(copy.stderr)")
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
    #expect(log == "2022-08-30T14:43:12Z Seoul, KR +25°C\n")
    #expect(errors.isEmpty)
  }
}
