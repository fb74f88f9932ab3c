import Foundation

/// Open-Meteo: free for non-commercial use, no key. Geocoding and forecast are two hosts.
public struct OpenMeteoProvider: WeatherProvider {
  private let geocodingBase: URL
  private let forecastBase: URL
  private let requester: APIRequester

  /// Creates the provider.
  /// - Parameters:
  ///   - geocodingBase: The geocoding host's address.
  ///   - forecastBase: The forecast host's address.
  ///   - transport: How requests are sent.
  ///   - timeout: Seconds to wait for an answer without progress.
  public init(
    geocodingBase: URL, forecastBase: URL, transport: any HTTPTransport = URLSessionTransport(),
    timeout: TimeInterval = 10
  ) {
    self.geocodingBase = geocodingBase
    self.forecastBase = forecastBase
    requester = APIRequester(transport: transport, timeout: timeout, redact: { $0 })
  }

  /// `open-meteo`.
  public var name: String { "open-meteo" }

  /// See `WeatherProvider`.
  public func places(named name: String) async throws -> [Place] {
    let query = try GeocodingClient.validated(name)
    let url = try OpenMeteoEndpoint.search(name: query, count: 1, language: "en")
      .url(geocodingBase: geocodingBase, forecastBase: forecastBase)
    let response = try await requester.fetch(url, as: OpenMeteoSearchResponse.self, query: query)
    let places = try (response.results ?? []).map { result in
      Place(
        name: result.name, country: result.countryCode, state: result.admin1,
        coordinate: try Self.coordinate(result.latitude, result.longitude))
    }
    guard !places.isEmpty else { throw WeatherError.notFound(query: query) }
    return places
  }

  /// See `WeatherProvider`. The answer names no place, so the place's name is empty.
  public func currentWeather(at coordinate: Coordinate) async throws -> Observation {
    let url = try OpenMeteoEndpoint.current(coordinate)
      .url(geocodingBase: geocodingBase, forecastBase: forecastBase)
    let query = "\(decimalText(coordinate.latitude)),\(decimalText(coordinate.longitude))"
    let response = try await requester.fetch(url, as: OpenMeteoForecastResponse.self, query: query)
    return try response.observation(requested: coordinate)
  }

  private static func coordinate(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
    do {
      return try Coordinate(latitude: latitude, longitude: longitude)
    } catch {
      throw WeatherError.unreadableResponse("coordinates out of range")
    }
  }
}
