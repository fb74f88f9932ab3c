import Foundation

/// Every Open-Meteo request the tool can make. Open-Meteo needs no key.
public enum OpenMeteoEndpoint: Sendable, Equatable {
  /// `/v1/search` on the geocoding host: places for a name.
  case search(name: String, count: Int, language: String)
  /// `/v1/forecast` on the forecast host: the current weather at a coordinate.
  case current(Coordinate)

  /// The geocoding host.
  public static let defaultGeocoding = "https://geocoding-api.open-meteo.com"
  /// The forecast host.
  public static let defaultForecast = "https://api.open-meteo.com"

  /// The variables asked for; the decoder reads each one as optional.
  static let currentVariables = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m", "pressure_msl",
    "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "weather_code",
  ]

  /// The full URL of this request.
  /// - Parameters:
  ///   - geocodingBase: The geocoding host's address.
  ///   - forecastBase: The forecast host's address.
  /// - Returns: The URL, every value percent-encoded; `nil` when the address is not an http
  ///   or https URL with a host.
  public func url(geocodingBase: URL, forecastBase: URL) -> URL? {
    switch self {
    case .search(let name, let count, let language):
      makeURL(
        base: geocodingBase, path: "/v1/search",
        query: [
          ("name", name), ("count", String(min(max(count, 1), 100))), ("language", language),
          ("format", "json"),
        ])
    case .current(let coordinate):
      makeURL(
        base: forecastBase, path: "/v1/forecast",
        query: [
          ("latitude", NumberText.decimal(coordinate.latitude, places: 6)),
          ("longitude", NumberText.decimal(coordinate.longitude, places: 6)),
          ("current", Self.currentVariables.joined(separator: ",")),
          ("temperature_unit", "celsius"), ("wind_speed_unit", "ms"), ("timezone", "auto"),
        ])
    }
  }
}
