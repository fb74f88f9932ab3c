/// Looks up the current weather for a location: geocoding first for a name, then the weather.
public struct WeatherLookup: Sendable {
  private let geocoding: GeocodingClient
  private let weather: WeatherClient

  /// Creates a lookup over two clients (normally sharing one transport).
  public init(geocoding: GeocodingClient, weather: WeatherClient) {
    self.geocoding = geocoding
    self.weather = weather
  }

  /// The report for one location: two requests for a name, one for a coordinate.
  /// - Parameter location: What to look up.
  /// - Returns: The place and its current weather.
  /// - Throws: A `WeatherError`, or `CancellationError`.
  public func report(for location: Location) async throws -> Report {
    switch location {
    case .coordinate(let coordinate):
      let observation = try await weather.currentWeather(at: coordinate)
      return Report(place: observation.place, observation: observation)
    case .name(let name):
      guard let place = try await geocoding.places(named: name).first else {
        throw WeatherError.notFound(query: name)
      }
      let observation = try await weather.currentWeather(at: place.coordinate)
      return Report(place: place, observation: observation)
    }
  }
}
