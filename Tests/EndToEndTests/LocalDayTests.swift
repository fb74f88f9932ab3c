import Foundation
import TestSupport
import Testing

/// The forecast late in a place's local day: today stays today, and the hours asked for are
/// the hours given.
@Suite("weather late in a place's local day, end to end", .serialized)
struct LocalDayTests {
  let weather: WeatherProcess
  let keyless: [String: String]

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
  }

  /// Zocca's answer observed at 23:59 local time (UTC+2), 2022-08-30.
  static func lateCurrent() throws -> TestResponse {
    .json(
      try Fixtures.text("owm-current-zocca").replacingOccurrences(
        of: #""dt": 1661870592"#, with: #""dt": 1661896740"#))
  }

  /// A forecast whose first step is 02:00 the next local day: eight steps covering 2022-08-31
  /// in full, at 280 K rising by 1 K a step.
  static func nextDaySteps() throws -> TestResponse {
    let steps = (0..<8).map { index in
      [
        "dt": 1_661_904_000 + index * 10_800, "main": ["temp": 280.0 + Double(index)],
        "weather": [["id": 800, "main": "Clear", "description": "clear sky", "icon": "01d"]],
      ] as [String: Any]
    }
    let body: [String: Any] = ["list": steps, "city": ["timezone": 7200]]
    return .json(String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self))
  }

  @Test(
    "OpenWeatherMap at 23:59 with no step left today: today is the current reading, not tomorrow")
  func openWeatherMapLastHours() async throws {
    weather.server.route("/data/2.5/weather", try Self.lateCurrent())
    weather.server.route("/data/2.5/forecast", try Self.nextDaySteps())
    let template = try await weather.run(
      ["-f", "%{low}..%{high} %{low+1}..%{high+1}", "44.34,10.99"])
    #expect(template.status == 0, "\(template.stderr)")
    #expect(template.stdout == "+25°C..+25°C +7°C..+14°C\n")
    let json = try await weather.run(["--json", "-d", "2", "44.34,10.99"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let days = try #require(object["daily"] as? [[String: Any]])
    #expect(days.compactMap { $0["date"] as? String } == ["2022-08-30", "2022-08-31"])
  }

  @Test(
    "Open-Meteo: --hours 384 asks for 384 hours from the current hour; a shortfall is said once")
  func openMeteoHours() async throws {
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
    let result = try await weather.run(
      ["-H", "384", "-12.4,130.86", "-12.5,130.86"], environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    for request in weather.server.requests {
      #expect(request.value("forecast_hours") == "384")
      #expect(request.value("forecast_days") == nil)
    }
    #expect(
      result.stderrLines == ["weather: showing 7 hours of forecast: that is all the provider has"])
  }
}
