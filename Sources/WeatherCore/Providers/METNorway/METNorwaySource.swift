import Foundation

/// MET Norway's Locationforecast 2.0 (`complete`): keyless, forecasts only. Its terms are
/// kept here and by the core: the User-Agent names the application and the user's contact
/// (the descriptor's `sendsContact`), a coordinate has at most 4 decimals (its
/// `coordinateDecimals`), and no request goes before an answer's `Expires`, then only a
/// conditional one (its `honoursExpires`).
struct METNorwaySource: WeatherSource {
  let base: URL
  let requester: APIRequester
  /// Decimals of the point it is sent, from its descriptor: at most 4, as MET asks.
  let decimals: Int

  /// `met-norway`.
  var name: String { SourceDescriptor.metNorway.name }

  /// See `WeatherSource`: one request; the current weather is the step for this hour.
  func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    let places = min(decimals, 4)
    var components = URLComponents(url: base, resolvingAgainstBaseURL: false)
    let path = components?.path ?? ""
    components?.path =
      (path.hasSuffix("/") ? String(path.dropLast()) : path)
      + "/weatherapi/locationforecast/2.0/complete"
    components?.queryItems = [
      URLQueryItem(
        name: "lat", value: NumberText.decimal(query.coordinate.latitude, places: places)),
      URLQueryItem(
        name: "lon", value: NumberText.decimal(query.coordinate.longitude, places: places)),
    ]
    guard let url = components?.url else {
      throw .requestRejected("cannot build a request from the configured address")
    }
    let answer = try await requester.answer(
      url, as: LocationforecastResponse.self, query: query.coordinate.description)
    let weather = try answer.body.weather(
      at: query.coordinate, forecast: query.forecast, language: query.language ?? "en")
    return try Weather(
      current: weather.current, forecast: weather.forecast, freshness: answer.freshness
    ).checked()
  }
}
