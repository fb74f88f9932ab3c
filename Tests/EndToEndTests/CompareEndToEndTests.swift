import Foundation
import TestSupport
import Testing

/// `--compare`: every source that can be used asked at once, end to end over TCP: the test
/// source (`weather-test-source`'s `steps-test`), OpenWeatherMap (a key; rejected here, so its
/// row has its error), Open-Meteo and MET Norway (no route on the test server: its row has the
/// 404 as its error).
@Suite("--compare: every source side by side")
struct CompareEndToEndTests {
  let weather: WeatherProcess
  let binary: String

  init() throws {
    weather = try WeatherProcess()
    binary = try WeatherProcess.binary(named: "weather-test-source").path
    weather.routeUniformSteps()
    weather.server.route("/data/2.5/weather", try .fixture("owm-error-401", status: 401))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-error-401", status: 401))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
  }

  func run(_ arguments: [String]) async throws -> RunResult {
    var environment = weather.environment()
    environment["STEPS_TEST_BASE_URL"] = weather.server.baseURL
    return try await WeatherProcess.launch(
      ["--compare"] + arguments, executable: binary, environment: environment, stdin: nil)
  }

  @Test("for a person: a row per source, the failed one with its error, then the spread")
  func table() async throws {
    let result = try await run(["-12.46,130.84"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdoutLines
    #expect(lines.count == 6, "\(result.stdout)")
    let header = lines.first?.split(separator: " ", omittingEmptySubsequences: true) ?? []
    #expect(
      header.dropFirst().prefix(4) == ["now", "feels", "wind", "humidity"], "\(result.stdout)")
    #expect(lines.contains { $0.hasPrefix("Steps (test) ") && $0.contains("22°C") })
    #expect(
      lines.contains {
        $0.hasPrefix("OpenWeatherMap  error: the API key was rejected")
      }, "\(result.stdout)")
    #expect(lines.contains { $0.hasPrefix("Open-Meteo ") && $0.contains("°C") })
    #expect(lines.last?.hasPrefix("spread ") == true, "\(result.stdout)")
    #expect(lines.last?.hasSuffix("°C") == true, "\(result.stdout)")
  }

  @Test("--days 2: each source's lows and highs, a column a day")
  func days() async throws {
    let result = try await run(["--days", "2", "-12.46,130.84"])
    #expect(result.status == 0, "\(result.stderr)")
    let steps = try #require(result.stdoutLines.first { $0.hasPrefix("Steps (test)") })
    #expect(
      steps.split(separator: " ").suffix(2) == ["22°C/22°C", "22°C/22°C"], "\(steps)")
  }

  @Test("--json: one object per source, each with provider; the failed one with its error")
  func json() async throws {
    let result = try await run(["--json", "-12.46,130.84"])
    #expect(result.status == 0, "\(result.stderr)")
    let objects = try result.stdoutLines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(
      objects.compactMap { $0["provider"] as? String }
        == ["steps-test", "openweathermap", "open-meteo", "met-norway"])
    #expect((objects[1]["error"] as? String)?.hasPrefix("the API key was rejected") == true)
    #expect(objects[0]["temperature"] as? Double == 21.5)
    #expect(objects[2]["temperature"] is Double)
  }

  @Test("--csv: a header, then one row per source; the failed one with its error")
  func csv() async throws {
    let result = try await run(["--csv", "-12.46,130.84"])
    #expect(result.status == 0, "\(result.stderr)")
    let table = try CSVTable.parse(result.stdout)
    #expect(table.count == 5)
    let provider = try #require(table.first?.firstIndex(of: "provider"))
    let description = try #require(table.first?.firstIndex(of: "condition_description"))
    #expect(
      table.dropFirst().map { $0[provider] }
        == ["steps-test", "openweathermap", "open-meteo", "met-norway"])
    #expect(table[2][description].hasPrefix("the API key was rejected"))
    #expect(table.allSatisfy { $0.count == table[0].count })
  }

  @Test("every source failing is the first one's failure; --compare with --report is refused")
  func failures() async throws {
    weather.server.route("/steps/v1/forecast", try .fixture("owm-error-401", status: 401))
    weather.server.route("/v1/forecast", try .fixture("owm-error-401", status: 401))
    let none = try await run(["-12.46,130.84"])
    #expect(none.status == 77, "\(none.stderr)")
    #expect(none.stdout.isEmpty)
    let report = try await run(["--report", "-12.46,130.84"])
    #expect(report.status == 64)
    #expect(
      report.stderr
        == "weather: --compare gives a table, --json or --csv; not --report (see weather --help)\n")
  }
}
