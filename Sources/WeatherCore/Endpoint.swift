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

  /// Reads a base address such as `https://api.openweathermap.org` or `http://127.0.0.1:8080`.
  /// - Throws: `WeatherError.invalidBaseURL` unless it is an http or https URL with a host.
  public static func baseURL(from text: String) throws(WeatherError) -> URL {
    guard let components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      components.host?.isEmpty == false, components.query == nil, components.fragment == nil,
      let url = components.url
    else { throw .invalidBaseURL(text) }
    return url
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
    guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      components.host?.isEmpty == false
    else { throw .invalidBaseURL(base.absoluteString) }
    let prefix =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    components.percentEncodedPath = prefix + path
    components.percentEncodedQuery = (queryItems + [("appid", apiKey.rawValue)])
      .map { "\(Self.encode($0))=\(Self.encode($1))" }
      .joined(separator: "&")
    components.fragment = nil
    guard let url = components.url else { throw .invalidBaseURL(base.absoluteString) }
    return url
  }

  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  private static func encode(_ value: String) -> String {
    // Only fails for unpaired UTF-16 surrogates, which a Swift String cannot hold.
    value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }
}

private func coordinateItems(_ coordinate: Coordinate) -> [(String, String)] {
  [("lat", decimalText(coordinate.latitude)), ("lon", decimalText(coordinate.longitude))]
}

/// A coordinate as plain decimal text with up to 6 places: `37.5665`, `-33.8688`, `0`.
func decimalText(_ value: Double) -> String {
  var text = String(format: "%.6f", locale: Locale(identifier: "en_US_POSIX"), value)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text == "-0" ? "0" : text
}
