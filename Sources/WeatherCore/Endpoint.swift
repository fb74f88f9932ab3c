import Foundation

/// Every OpenWeatherMap request the tool can make.
///
/// `url(base:apiKey:)` is the only place the API key is put into a request. Every value is
/// percent-encoded strictly (all but `A-Z a-z 0-9 - . _ ~`), so no input can add or change
/// a query parameter.
public enum Endpoint: Sendable, Equatable {
  /// `/geo/1.0/direct`: places for a name such as `London,GB`; `limit` is 1 to 5.
  case directGeocoding(query: String, limit: Int)
  /// `/geo/1.0/reverse`: places near a coordinate; `limit` is 1 to 5.
  case reverseGeocoding(Coordinate, limit: Int)
  /// `/geo/1.0/zip`: the place for a zip or post code such as `E14,GB`.
  case zipGeocoding(zip: String)
  /// `/data/2.5/weather`: current weather at a coordinate.
  case currentWeather(Coordinate, units: TemperatureUnit, language: String?)
  /// `/data/2.5/forecast`: the 5-day, 3-hour forecast; `count` limits the timestamps.
  case forecast(Coordinate, units: TemperatureUnit, count: Int?)

  /// The default base address of the API.
  public static let defaultBaseAddress = "https://api.openweathermap.org"

  /// Reads a base address; see `baseURL(from:)`.
  /// - Parameter text: The address.
  /// - Returns: The URL.
  /// - Throws: `WeatherError.invalidBaseURL` unless it is an http or https URL with a host.
  public static func baseURL(from text: String) throws(WeatherError) -> URL {
    try parseBaseURL(text)
  }

  var path: String {
    switch self {
    case .directGeocoding: "/geo/1.0/direct"
    case .reverseGeocoding: "/geo/1.0/reverse"
    case .zipGeocoding: "/geo/1.0/zip"
    case .currentWeather: "/data/2.5/weather"
    case .forecast: "/data/2.5/forecast"
    }
  }

  var queryItems: [(String, String)] {
    switch self {
    case .directGeocoding(let query, let limit):
      [("q", query), ("limit", String(min(max(limit, 1), 5)))]
    case .reverseGeocoding(let coordinate, let limit):
      coordinateItems(coordinate) + [("limit", String(min(max(limit, 1), 5)))]
    case .zipGeocoding(let zip):
      [("zip", zip)]
    case .currentWeather(let coordinate, let units, let language):
      coordinateItems(coordinate) + [("units", units.rawValue)]
        + (language.map { [("lang", $0)] } ?? [])
    case .forecast(let coordinate, let units, let count):
      coordinateItems(coordinate) + [("units", units.rawValue)]
        + (count.map { [("cnt", String($0))] } ?? [])
    }
  }

  /// The full URL of this request.
  /// - Parameters:
  ///   - base: The API's address, such as `https://api.openweathermap.org`; a path in it
  ///     (a proxy's prefix) is kept.
  ///   - apiKey: Sent as `appid`.
  /// - Returns: The URL, every value percent-encoded.
  /// - Throws: `WeatherError.invalidBaseURL` when `base` is not an http or https URL.
  public func url(base: URL, apiKey: APIKey) throws(WeatherError) -> URL {
    try makeURL(base: base, path: path, query: queryItems + [("appid", apiKey.rawValue)])
  }
}

private func coordinateItems(_ coordinate: Coordinate) -> [(String, String)] {
  [("lat", decimalText(coordinate.latitude)), ("lon", decimalText(coordinate.longitude))]
}
