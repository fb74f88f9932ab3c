/// A weather service: finds places for a name, and the current weather at a coordinate.
public protocol WeatherProvider: Sendable {
  /// The provider's name in output, such as `openweathermap`.
  var name: String { get }

  /// Places matching a name such as `Seoul` or `London,GB`, best match first.
  /// - Parameter name: The name as the person wrote it.
  /// - Returns: The places; never empty.
  /// - Throws: `WeatherError.notFound` when none match, or the request's errors.
  func places(named name: String) async throws -> [Place]

  /// The current weather at a coordinate, in standard units (Kelvin, m/s, hPa).
  /// - Parameter coordinate: Where.
  /// - Returns: The observation; its place is named when the answer names it.
  /// - Throws: A `WeatherError`, or `CancellationError`.
  func currentWeather(at coordinate: Coordinate) async throws -> Observation
}

/// OpenWeatherMap, through its geocoding and current-weather clients.
public struct OpenWeatherMapProvider: WeatherProvider {
  private let geocoding: GeocodingClient
  private let weather: WeatherClient

  /// Creates the provider over its two clients (normally sharing one transport).
  public init(geocoding: GeocodingClient, weather: WeatherClient) {
    self.geocoding = geocoding
    self.weather = weather
  }

  /// `openweathermap`.
  public var name: String { "openweathermap" }

  /// See `WeatherProvider`.
  public func places(named name: String) async throws -> [Place] {
    try await geocoding.places(named: name)
  }

  /// See `WeatherProvider`.
  public func currentWeather(at coordinate: Coordinate) async throws -> Observation {
    try await weather.currentWeather(at: coordinate)
  }
}
