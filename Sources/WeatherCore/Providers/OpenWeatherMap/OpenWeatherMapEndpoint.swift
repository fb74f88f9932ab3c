import Foundation

/// Every OpenWeatherMap request the tool can make.
///
/// `url(base:apiKey:)` is the only place the API key is put into a request. Every value is
/// percent-encoded strictly (all but `A-Z a-z 0-9 - . _ ~`), so no input can add or change
/// a query parameter.
package enum OpenWeatherMapEndpoint: Sendable, Equatable {
  /// `/geo/1.0/direct`: places for a name such as `London,GB`; `limit` is 1 to 5.
  case directGeocoding(query: String, limit: Int)
  /// `/geo/1.0/zip`: the place for a zip or post code such as `E14,GB`.
  case zipGeocoding(zip: String)
  /// `/data/2.5/weather`: current weather at a coordinate, in standard units (Kelvin, m/s),
  /// which the tool converts itself.
  case currentWeather(Coordinate, language: String?)
  /// `/data/2.5/forecast`: the 5-day, 3-hour forecast, in standard units.
  case forecast(Coordinate, language: String?)
  /// `/data/2.5/air_pollution`: the air quality now (the Air Pollution API, free with a key).
  case airPollution(Coordinate)
  /// `/data/3.0/onecall` with everything but `alerts` excluded: government weather alerts
  /// (One Call API 3.0, a subscription of its own).
  case oneCallAlerts(Coordinate)

  /// The default base address of the API.
  package static let defaultBase = "https://api.openweathermap.org"

  var path: String {
    switch self {
    case .directGeocoding: "/geo/1.0/direct"
    case .zipGeocoding: "/geo/1.0/zip"
    case .currentWeather: "/data/2.5/weather"
    case .forecast: "/data/2.5/forecast"
    case .airPollution: "/data/2.5/air_pollution"
    case .oneCallAlerts: "/data/3.0/onecall"
    }
  }

  var queryItems: [(String, String)] {
    switch self {
    case .directGeocoding(let query, let limit):
      [("q", query), ("limit", String(min(max(limit, 1), 5)))]
    case .zipGeocoding(let zip):
      [("zip", zip)]
    case .currentWeather(let coordinate, let language), .forecast(let coordinate, let language):
      coordinateItems(coordinate) + [("units", UnitSystem.standard.rawValue)]
        + (language.map { [("lang", $0)] } ?? [])
    case .airPollution(let coordinate):
      coordinateItems(coordinate)
    case .oneCallAlerts(let coordinate):
      coordinateItems(coordinate) + [("exclude", "current,minutely,hourly,daily")]
    }
  }

  /// The full URL of this request.
  /// - Parameters:
  ///   - base: The API's address, such as `https://api.openweathermap.org`; a path in it
  ///     (a proxy's prefix) is kept.
  ///   - apiKey: Sent as `appid`.
  /// - Returns: The URL, every value percent-encoded; `nil` when `base` is not an http or
  ///   https URL with a host.
  package func url(base: URL, apiKey: APIKey) -> URL? {
    makeURL(base: base, path: path, query: queryItems + [("appid", apiKey.rawValue)])
  }
}

private func coordinateItems(_ coordinate: Coordinate) -> [(String, String)] {
  [
    ("lat", NumberText.decimal(coordinate.latitude, places: 6)),
    ("lon", NumberText.decimal(coordinate.longitude, places: 6)),
  ]
}
