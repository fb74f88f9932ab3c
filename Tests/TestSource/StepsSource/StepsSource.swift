import Foundation
import WeatherCore

/// A weather source with forecasts only: its "current" weather is the step for this hour.
struct StepsSource: WeatherSource {
  let base: URL
  let requester: APIRequester
  /// Decimals of the point it is sent, from its descriptor.
  let decimals: Int

  var name: String { SourceDescriptor.steps.name }

  func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
    components?.path = "/steps/v1/forecast"
    components?.queryItems = [
      URLQueryItem(
        name: "lat", value: NumberText.decimal(query.coordinate.latitude, places: decimals)),
      URLQueryItem(
        name: "lon", value: NumberText.decimal(query.coordinate.longitude, places: decimals)),
    ]
    guard let url = components?.url else { throw .requestRejected("no address") }
    let answer = try await requester.answer(
      url, as: StepsAnswer.self, query: nil)
    let steps = answer.body.steps.map { step in
      HourlyForecast(
        time: Date(timeIntervalSince1970: step.time), hours: step.hours,
        temperature: step.temperature + 273.15,
        condition: Condition(kind: Self.kind(step.symbol), description: step.symbol))
    }
    let now = Date()
    let upcoming = Array(steps.drop { $0.end <= now })
    guard let first = upcoming.first else { throw .unreadableAnswer(.malformed("no steps")) }
    let place = Place(name: "", country: nil, state: nil, coordinate: query.coordinate)
    let current = Observation(
      place: place, temperature: first.temperature, conditions: first.condition.map { [$0] } ?? [],
      observedAt: first.time, timezoneOffset: 0, kind: .forecast)
    let series = Forecast(hourly: upcoming, daily: [], utcOffset: 0)
    return try Weather(
      current: current,
      forecast: query.forecast.isEmpty
        ? nil
        : Forecast(
          hourly: series.steps(covering: query.forecast.hours),
          daily: Forecast.days(
            from: upcoming, current: current, offset: 0, limit: query.forecast.days),
          utcOffset: 0),
      freshness: answer.freshness
    ).checked()
  }

  /// Its symbols as our kinds.
  static func kind(_ symbol: String) -> ConditionKind {
    ["clear": .clear, "cloudy": .cloudy, "rain": .rain, "snow": .snow][symbol] ?? .unknown
  }
}
