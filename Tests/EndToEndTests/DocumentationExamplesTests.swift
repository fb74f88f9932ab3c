import Foundation
import TestSupport
import Testing

/// Every `$ weather …` example of README.md and Documentation/ runs against the test server,
/// and prints what it shows (Documentation/development.md, "Examples that cannot drift").
@Suite("The documentation's examples print what they show")
struct DocumentationExamplesTests {
  /// The test server with the recorded answers the examples show: Darwin's from Open-Meteo
  /// (no key), Zocca's from OpenWeatherMap (with a key), the NWS's alerts; MET Norway, whose
  /// recorded answer holds no step for the current hour, is down (503), so `--compare` shows
  /// a failed source's row.
  static func server(_ weather: WeatherProcess) throws {
    let server = weather.server
    server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
    server.route("/v1/search", try .fixture("om-search-none"))
    server.route("/v1/air-quality", try .fixture("om-air-quality-london"))
    server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    server.route("/data/2.5/air_pollution", try .fixture("owm-air-pollution"))
    server.route("/geo/1.0/direct", try .fixture("owm-geocoding-empty"))
    server.route("/alerts/active", try .fixture("nws-alerts-albuquerque"))
    server.route("/weatherapi/locationforecast/2.0/complete", .json("", status: 503))
  }

  /// The lines of `text`, spaces at their ends kept: a trailing space is a fault of its own.
  static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  @Test("every example is run, shows what weather prints", arguments: DocumentedExamples.all)
  func example(_ example: DocumentedExample) async throws {
    let weather = try WeatherProcess()
    try Self.server(weather)
    let bin = weather.home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("weather"), withDestinationURL: try WeatherProcess.binary())
    var environment = weather.environment(apiKey: nil)
    // The config file and the cache in their places under HOME, as a reader's are.
    environment["XDG_CONFIG_HOME"] = nil
    environment["XDG_CACHE_HOME"] = nil
    environment["PATH"] = bin.path + ":/usr/bin:/bin"
    environment["LANG"] = "C.UTF-8"
    environment["COLUMNS"] = "80"
    let result = try await WeatherProcess.launch(
      ["-c", example.command], executable: "/bin/sh", environment: environment, stdin: nil)
    // The test's home folder reads as the reader's, /home/you.
    let printed = (Self.lines(result.stdout) + Self.lines(result.stderr)).map {
      $0.replacingOccurrences(of: weather.home.path, with: "/home/you")
    }
    #expect(
      printed == example.shown,
      """
      \(example) shows
      \(example.shown.joined(separator: "\n"))
      but prints
      \(printed.joined(separator: "\n"))
      """)
  }

  @Test("no `$ weather` line stands outside a console block, where no test would run it")
  func noStrays() {
    #expect(DocumentedExamples.strays.isEmpty, "\(DocumentedExamples.strays)")
  }

  @Test("a block that is not run says why, and there are few")
  func fewNotRun() {
    let blocks = DocumentedExamples.notRun
    #expect(blocks.allSatisfy { !$0.reason.isEmpty })
    #expect(blocks.count <= 5, "\(blocks.map { "\($0.file):\($0.line)" })")
    #expect(DocumentedExamples.all.count >= 20)
  }

  @Test("the convention is read as written: commands, continuations, output, not run")
  func parsing() {
    let text = """
      ```console
      $ weather --json \\
          Darwin
      {"a":1}
      $ weather Darwin
      Darwin, AU  28°C  clear sky
      ```
      <!-- not run: needs the real network -->
      ```console
      $ weather Seoul
      ```
      ```sh
      $ weather Busan
      ```
      """
    let found = DocumentedExamples.parse(text, file: "X.md")
    #expect(found.run.map(\.command) == ["weather --json Darwin", "weather Darwin"])
    #expect(found.run.map(\.shown) == [[#"{"a":1}"#], ["Darwin, AU  28°C  clear sky"]])
    #expect(found.run.map(\.line) == [2, 5])
    #expect(found.notRun.map(\.reason) == ["needs the real network"])
    #expect(found.strays == ["X.md:13"])
  }
}
