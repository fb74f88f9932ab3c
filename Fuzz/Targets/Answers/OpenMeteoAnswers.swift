import Foundation
import WeatherCore

@testable import WeatherCommand

/// Open-Meteo's answers, each from the fuzzer in place of one recorded answer.
enum OpenMeteoAnswers {
  private static let forecast = Answers.fixture("om-forecast-full")

  /// The forecast for a coordinate, asked for the current weather alone and with 3 days and
  /// 12 hours; then the same body as a 400's error body.
  static func forecast(_ body: Data) throws(Violation) {
    for (status, wanted) in [
      (200, ForecastRequest.none), (200, ForecastRequest(hours: 12, days: 3)),
      (400, ForecastRequest.none),
    ] {
      let transport = Answers.transport(answering: "/v1/forecast", with: body, status: status)
      try Answers.check("52.52,13.41", provider: Answers.openMeteo(transport), forecast: wanted)
    }
  }

  /// The archive's answer for the 15 days of the recorded one (2025-09-22 to 2025-10-06), day
  /// by day and hour by hour, the current weather from the recorded forecast: a report is
  /// exactly the days asked for (`Answers.check`), or an error.
  static func archive(_ body: Data) throws(Violation) {
    guard let first = DayPeriod.day("2025-09-22"),
      let period = DayPeriod(first: first, last: first + 14)
    else { fatalError("the period is a good one") }
    for wanted in [ForecastRequest(days: 15), ForecastRequest(hours: 360)] {
      let transport = Answers.transport(
        answering: "/v1/archive", with: body, fixtures: ["/v1/forecast": forecast])
      try Answers.check(
        "52.52,13.41", provider: Answers.openMeteo(transport), forecast: wanted, period: period)
    }
  }

  /// The archive's answer for the 1991–2020 normals: every date's normal a temperature the
  /// Earth has known, its low no higher than its high can be apart (both are means of
  /// plausible values), or an error.
  static func normals(_ body: Data) throws(Violation) {
    guard let url = URL(string: Answers.address) else { fatalError("the stub's address is good") }
    let provider = OpenMeteoProvider(
      geocodingBase: url, forecastBase: url,
      transport: Answers.transport(answering: "/v1/archive", with: body))
    let found = Blocking.run { () async -> Result<ClimateNormals, WeatherError> in
      do throws(WeatherError) {
        return .success(
          try await provider.normals(at: Coordinate(latitude: 52.52, longitude: 13.41)))
      } catch {
        return .failure(error)
      }
    }
    guard case .success(let normals) = found else { return }
    try Violation.check(normals.isPlausible, "normals the rules refuse were given: \(normals)")
    for month in 1...12 {
      for day in 1...31 {
        guard let normal = normals.normal(month: month, day: day) else { continue }
        try Violation.check(
          normal.low.isFinite && normal.high.isFinite, "a normal that is no number: \(normal)")
      }
    }
  }

  /// A name's search (in German), a name with a region and country to filter by, and a
  /// postal code's, each followed by a recorded forecast.
  static func search(_ body: Data) throws(Violation) {
    for query in ["Berlin", "Springfield,MO,US", "10117,DE"] {
      let transport = Answers.transport(
        answering: "/v1/search", with: body, fixtures: ["/v1/forecast": forecast])
      try Answers.check(query, provider: Answers.openMeteo(transport), language: "de")
    }
  }
}
