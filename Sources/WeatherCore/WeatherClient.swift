import Foundation

/// Fetches weather at a coordinate from OpenWeatherMap, in standard units (Kelvin, m/s).
public struct WeatherClient: Sendable {
  private let requester: OpenWeatherMapRequester

  /// Creates a client.
  /// - Parameters:
  ///   - baseURL: The API's address.
  ///   - apiKey: The key sent with each request.
  ///   - transport: How requests are sent; URLSession unless a test gives another.
  ///   - timeout: Seconds to wait for an answer without progress.
  public init(
    baseURL: URL, apiKey: APIKey, transport: any HTTPTransport = URLSessionTransport(),
    timeout: TimeInterval = 10
  ) {
    requester = OpenWeatherMapRequester(
      baseURL: baseURL, apiKey: apiKey, transport: transport, timeout: timeout)
  }

  /// The current weather at a coordinate.
  /// - Parameters:
  ///   - coordinate: Where.
  ///   - language: A language code for condition descriptions, such as `de`.
  /// - Returns: The observation, its place named as the answer names it.
  /// - Throws: A `WeatherError`, or `CancellationError`.
  public func currentWeather(at coordinate: Coordinate, language: String? = nil) async throws
    -> Observation
  {
    let response = try await requester.fetch(
      .currentWeather(coordinate, units: .standard, language: language),
      as: CurrentWeatherResponse.self, query: Self.text(coordinate))
    return response.observation(requested: coordinate)
  }

  /// The 5-day forecast at a coordinate in 3-hour steps.
  /// - Parameters:
  ///   - coordinate: Where.
  ///   - count: How many steps to return; all (40) when `nil`.
  /// - Returns: One observation per step, earliest first.
  /// - Throws: A `WeatherError`, or `CancellationError`.
  public func forecast(at coordinate: Coordinate, count: Int? = nil) async throws
    -> [Observation]
  {
    let response = try await requester.fetch(
      .forecast(coordinate, units: .standard, count: count),
      as: ForecastResponse.self, query: Self.text(coordinate))
    return response.observations(requested: coordinate)
  }

  private static func text(_ coordinate: Coordinate) -> String {
    "\(decimalText(coordinate.latitude)),\(decimalText(coordinate.longitude))"
  }
}
