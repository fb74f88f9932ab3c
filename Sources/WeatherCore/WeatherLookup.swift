import Foundation

/// Looks up the current weather for a location: geocoding first for a name, then the weather,
/// each from the cache when it can be.
public struct WeatherLookup: Sendable {
  private let provider: any WeatherProvider
  private let cache: LookupCache?
  private let maxAge: TimeInterval

  /// Creates a lookup.
  /// - Parameters:
  ///   - provider: The weather service.
  ///   - cache: Where resolved names are kept, and current weather when `maxAge` is set;
  ///     `nil` for none. Entries are kept per provider.
  ///   - maxAge: How old, in seconds, a cached current-weather answer may be to be used
  ///     instead of a request; 0 for always fresh.
  public init(
    provider: any WeatherProvider, cache: LookupCache? = nil, maxAge: TimeInterval = 0
  ) {
    self.provider = provider
    self.cache = cache
    self.maxAge = maxAge
  }

  /// The report for one location: for a name, two requests the first time and one once its
  /// place is cached; for a coordinate, one; none while a cached answer is within `maxAge`.
  /// - Parameter location: What to look up.
  /// - Returns: The place and its current weather.
  /// - Throws: A `WeatherError`, or `CancellationError`.
  public func report(for location: Location) async throws -> Report {
    switch location {
    case .coordinate(let coordinate):
      let observation = try await currentWeather(at: coordinate)
      return Report(place: observation.place, observation: observation)
    case .name(let name):
      let place = try await place(named: name)
      let observation = try await currentWeather(at: place.coordinate)
      return Report(place: place, observation: observation)
    }
  }

  private func place(named name: String) async throws -> Place {
    if let cached = cache?.place(named: name, provider: provider.name) { return cached }
    guard let place = try await provider.places(named: name).first else {
      throw WeatherError.notFound(query: name)
    }
    cache?.store(place, named: name, provider: provider.name)
    return place
  }

  private func currentWeather(at coordinate: Coordinate) async throws -> Observation {
    if let cached = cache?.observation(at: coordinate, provider: provider.name, maxAge: maxAge) {
      return cached
    }
    let observation = try await provider.currentWeather(at: coordinate)
    if maxAge > 0 { cache?.store(observation, at: coordinate, provider: provider.name) }
    return observation
  }
}
