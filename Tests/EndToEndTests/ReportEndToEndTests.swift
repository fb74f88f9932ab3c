import Foundation
import TestSupport
import Testing

/// `--report` run as people run it: on a pseudo-terminal whose size `stty` sets, in a pipe,
/// from the config file's `view`, and for what it costs in requests.
@Suite("Report view, end to end")
struct ReportEndToEndTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
  }

  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  /// The lines `weather` prints on a pseudo-terminal `columns` wide, colour off.
  func onTerminal(columns: Int, _ arguments: [String], environment: [String: String] = [:])
    async throws -> [String]
  {
    let command =
      "stty cols \(columns) rows 50; exec \(try WeatherProcess.binary().path) --color never "
      + arguments.joined(separator: " ")
    let result = try await WeatherProcess.launch(
      ["-q", "-e", "-c", command, "/dev/null"], executable: "/usr/bin/script",
      environment: weather.environment().merging(environment) { $1 }, stdin: nil)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
      .map(String.init)
  }

  /// The widest line of the report, in columns (each character here is one column wide but
  /// emoji); stderr's notes, which share the terminal, are left out.
  func widest(_ lines: [String]) -> Int {
    lines.filter { !$0.hasPrefix("weather: ") }.map {
      $0.unicodeScalars.filter { $0.properties.isEmojiPresentation == false }.count
    }
    .max() ?? 0
  }

  @Test(
    "on a terminal the report reads the window's width (TIOCGWINSZ), not COLUMNS",
    .enabled(if: hasScript))
  func windowWidth() async throws {
    let unicode = ["LANG": "C.UTF-8", "COLUMNS": "40"]
    let wide = try await onTerminal(columns: 130, ["-r", "44.34,10.99"], environment: unicode)
    let top = try #require(wide.first { $0.hasPrefix("┌") })
    #expect(top.count == 129)
    #expect(wide.contains { $0.contains("Morning 09:00") && $0.contains("Night 20:00") })
    let middle = try await onTerminal(columns: 70, ["-r", "44.34,10.99"], environment: unicode)
    #expect(middle.first { $0.hasPrefix("┌") }?.count == 69)
    #expect(middle.contains { $0.contains("Evening 17:00") && $0.contains("Night 20:00") })
    #expect(widest(middle) <= 70)
    let narrow = try await onTerminal(columns: 45, ["-r", "44.34,10.99"], environment: unicode)
    #expect(!narrow.contains { $0.contains("│") })
    #expect(widest(narrow) <= 45)
  }

  @Test("in a pipe the report takes COLUMNS, else 80; ASCII without a UTF-8 locale")
  func pipe() async throws {
    let environment = weather.environment().merging(["COLUMNS": "100", "LANG": "C.UTF-8"]) { $1 }
    let wide = try await weather.run(["-r", "44.34,10.99"], environment: environment)
    #expect(wide.status == 0)
    #expect(wide.stdoutLines.first { $0.hasPrefix("┌") }?.count == 91)
    #expect(!wide.stdout.contains("\u{1B}["), "no colour in a pipe")
    let plain = try await weather.run(
      ["-r", "44.34,10.99"], environment: weather.environment().merging(["LANG": "C"]) { $1 })
    #expect(plain.stdoutLines.first { $0.hasPrefix("+") }?.count == 79)
    #expect(plain.stdout.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("reports of several places stand apart by one blank line, with none after the last")
  func several() async throws {
    let result = try await weather.run(["-r", "44.34,10.99", "44.34,10.99"])
    let reports = result.stdout.components(separatedBy: "\n\n")
    #expect(reports.count == 2)
    #expect(reports[0] + "\n" == reports[1])
    #expect(!result.stdout.hasSuffix("\n\n"))
  }

  @Test("--air and --alerts: the AQI beside the weather now, each alert under the place")
  func extras() async throws {
    weather.server.route("/data/2.5/air_pollution", try .fixture("owm-air-pollution"))
    let alert =
      #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"#
      + #""properties":{"event":"Winter Storm Warning","severity":"Severe","status":"Actual","#
      + #""messageType":"Alert","onset":"2026-01-01T00:00:00Z","ends":"2099-01-07T06:00:00-05:00","#
      + #""senderName":"NWS Miami FL","headline":"h","description":"Snow."}}]}"#
    weather.server.route("/alerts/active", .json(alert))
    let environment = weather.environment().merging(["LANG": "C.UTF-8"]) { $1 }
    let result = try await weather.run(
      ["-r", "--air", "--alerts", "25.77,-80.19"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines[0].hasPrefix("Zocca, IT  Tue 30 Aug 16:43"))
    #expect(result.stdoutLines[1].hasPrefix("⚠ Severe: Winter Storm Warning until "))
    #expect(result.stdoutLines.contains { $0.contains("  AQI ") })
    #expect(widest(result.stdoutLines) <= 80)
  }

  @Test("a report costs the requests of --days 3: two with OpenWeatherMap, one with Open-Meteo")
  func requests() async throws {
    _ = try await weather.run(["--no-cache", "-d", "3", "44.34,10.99"])
    let days = weather.server.requestCount()
    _ = try await weather.run(["--no-cache", "-r", "44.34,10.99"])
    #expect(weather.server.requestCount() - days == days)
    #expect(days == 2)
    let before = weather.server.requestCount()
    let meteo = try await weather.run(
      ["--no-cache", "-r", "--provider", "open-meteo", "-12.46,130.84"])
    #expect(meteo.status == 0)
    #expect(weather.server.requestCount() - before == 1)
    let request = try #require(weather.server.requests.last)
    #expect(request.value("forecast_days") == "3")
    #expect(request.value("forecast_hours") == "72")
  }

  @Test(
    "view = report in the config: the report on a terminal; in a pipe and with --json, not",
    .enabled(if: hasScript))
  func configView() async throws {
    try weather.writeConfig("view = report\n")
    let terminal = try await onTerminal(
      columns: 100, ["44.34,10.99"], environment: ["LANG": "C.UTF-8"])
    #expect(terminal.contains { $0.hasPrefix("┌") })
    let json = try await onTerminal(columns: 100, ["--json", "44.34,10.99"])
    #expect(json.count == 1 && json[0].hasPrefix("{"))
    let pipe = try await weather.run(["44.34,10.99"])
    #expect(pipe.stdoutLines == ["Zocca, IT  25°C  moderate rain"])
  }

  @Test(
    "one line each, on a terminal: places named in the arguments share columns; in a pipe not",
    .enabled(if: hasScript))
  func alignedLines() async throws {
    let zocca = try TestResponse.fixture("owm-current-zocca")
    let moscow = try TestResponse.fixture("owm-current-moscow-snow")
    weather.server.route("/data/2.5/weather") { request, _ in
      request.value("lat")?.hasPrefix("55") == true ? moscow : zocca
    }
    let lines = try await onTerminal(columns: 100, ["44.34,10.99", "55.75,37.62"])
    #expect(
      lines == [
        "Zocca, IT   25°C  moderate rain",
        "Moscow, RU  -7°C  light intensity drizzle, mist, light snow",
      ])
    let pipe = try await weather.run(["44.34,10.99", "55.75,37.62"])
    #expect(pipe.stdoutLines[0] == "Zocca, IT  25°C  moderate rain")
  }

  @Test("--report goes with neither another form nor --hours")
  func refused() async throws {
    let json = try await weather.run(["-r", "--json", "44.34,10.99"])
    #expect(json.status == 64)
    #expect(json.stderr.contains("-r and --json cannot be used together"))
    let hours = try await weather.run(["-r", "-H", "6", "44.34,10.99"])
    #expect(hours.status == 64)
    #expect(hours.stderr.contains("-d N"))
  }
}
