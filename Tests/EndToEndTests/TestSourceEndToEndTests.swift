import Foundation
import TestSupport
import Testing

/// A source added through the seam alone: `Tests/TestSource/StepsSource` (its folder) and one
/// entry in the table `weather-test-source` runs with. Forecast only, hourly steps then
/// 6-hourly ones, no observation.
@Suite("A test source through the seam: one folder and one table entry, end to end")
struct TestSourceEndToEndTests {
  let weather: WeatherProcess
  let binary: String

  init() throws {
    weather = try WeatherProcess()
    binary = try WeatherProcess.binary(named: "weather-test-source").path
    // Hour-long steps from this hour for 48 hours and to the next 00, 06, 12 or 18 UTC after,
    // then 6-hour steps to 5 days, as MET Norway sends them.
    weather.server.route("/steps/v1/forecast") { _, _ in
      let hour = (Date().timeIntervalSince1970 / 3600).rounded(.down) * 3600
      var time = ((hour + 48 * 3600) / 21_600).rounded(.up) * 21_600
      var steps: [(Double, Int, String)] = (0..<Int((time - hour) / 3600)).map {
        (hour + Double($0) * 3600, 1, $0 < 3 ? "rain" : "cloudy")
      }
      while time < hour + 5 * 86_400 {
        steps.append((time, 6, "snow"))
        time += 21_600
      }
      let rows = steps.enumerated().map { index, step in
        #"{"time":\#(Int(step.0)),"hours":\#(step.1),"temperature":\#(Double(index % 10)),"symbol":"\#(step.2)"}"#
      }
      return .json(#"{"steps":["# + rows.joined(separator: ",") + "]}")
    }
  }

  func run(_ arguments: [String]) async throws -> RunResult {
    var environment = weather.environment(apiKey: nil)
    environment["STEPS_TEST_BASE_URL"] = weather.server.baseURL
    let result = try await WeatherProcess.launch(
      ["--provider", "steps-test"] + arguments, executable: binary, environment: environment,
      stdin: nil)
    #expect(result.status == 0, "\(result.stderr)")
    return result
  }

  func object(_ line: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test("--json: the current weather is the forecast's step, rows carry their own lengths")
  func json() async throws {
    let result = try await run(["--json", "-d", "3", "-H", "60", "51.123456,-0.12"])
    let json = try object(result.stdout)
    #expect(json["provider"] as? String == "steps-test")
    #expect(json["current_kind"] as? String == "forecast")
    #expect((json["condition"] as? [String: Any])?["kind"] as? String == "rain")
    #expect((json["condition"] as? [String: Any])?["id"] as? Int == 501)
    let hourly = try #require(json["hourly"] as? [[String: Any]])
    let lengths = hourly.compactMap { $0["hours"] as? Int }
    #expect(lengths.count == hourly.count)
    #expect(lengths.prefix(48).allSatisfy { $0 == 1 })
    #expect(lengths.last == 6, "60 hours reach into the 6-hour steps")
    #expect(lengths.reduce(0, +) >= 60 && lengths.dropLast().reduce(0, +) < 60)
    #expect(json["hourly_interval_hours"] is NSNull, "a mixed series has no one interval")
    #expect((json["daily"] as? [Any])?.count == 3)
    let request = try #require(weather.server.requests.last)
    #expect(request.value("lat") == "51.1235", "the source's own precision: 4 decimals")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test("--json with hours inside the hourly steps: a uniform series of 1 hour")
  func uniform() async throws {
    let json = try object(try await run(["--json", "-H", "12", "51.5,-0.12"]).stdout)
    #expect(json["hourly_interval_hours"] as? Int == 1)
    #expect((json["hourly"] as? [Any])?.count == 12)
  }

  @Test("--days 3: three day rows from hourly and 6-hourly steps")
  func days() async throws {
    let result = try await run(["--days", "3", "51.5,-0.12"])
    #expect(result.stdoutLines.count == 4, "\(result.stdout)")
    #expect(result.stdoutLines[0].hasPrefix("51.5,-0.12  "))
  }

  @Test("--report: the sky now and three days, their parts from steps of either length")
  func report() async throws {
    let result = try await run(["--report", "-d", "3", "51.5,-0.12"])
    let days = result.stdoutLines.filter { $0.contains(" / ") && $0.contains("sunrise") }
    #expect(days.count == 3, "\(result.stdout)")
    #expect(result.stdoutLines.filter { $0.contains("Noon 12:00") }.count >= 2)
  }

  @Test("--provider names every weather source of the table, the test source among them")
  func unknownProvider() async throws {
    let result = try await WeatherProcess.launch(
      ["--provider", "no-such-source", "51.5,-0.12"], executable: binary,
      environment: weather.environment(apiKey: nil), stdin: nil)
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "weather: unknown provider \"no-such-source\"; use steps-test, nws, openweathermap, "
        + "open-meteo or met-norway, a list of them (a,b) or auto (see weather --help)\n")
    #expect(weather.server.requestCount() == 0)
  }
}
