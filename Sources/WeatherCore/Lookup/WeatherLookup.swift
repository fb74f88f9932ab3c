import Foundation

/// Looks up the weather for a location: the place first for a name, then the weather, each
/// from the cache when it can be.
public struct WeatherLookup: Sendable {
  private let provider: any WeatherProvider
  private let cache: LookupCache?
  private let maxAge: TimeInterval

  /// Creates a lookup.
  /// - Parameters:
  ///   - provider: The weather service.
  ///   - cache: Where resolved names are kept, and current weather when `maxAge` is set;
  ///     `nil` for none. Entries are kept per provider and language.
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
  /// - Parameter request: What to look up.
  /// - Returns: The place and its weather.
  /// - Throws: A `WeatherError`.
  public func report(for request: WeatherRequest) async throws(WeatherError) -> Report {
    let place: Place?
    let coordinate: Coordinate
    switch request.location {
    case .coordinate(let point):
      (place, coordinate) = (nil, point)
    case .name(let name):
      let found = try await self.place(named: name, language: request.language)
      (place, coordinate) = (found, found.coordinate)
    }
    let weather = try await weather(
      WeatherQuery(
        coordinate: coordinate, language: request.language, forecast: request.forecast))
    return Report(
      place: place ?? weather.current.place, observation: weather.current,
      forecast: weather.forecast, provider: provider.name)
  }

  /// The place a name stands for: the best match, from the cache when it can be.
  /// - Parameters:
  ///   - name: A place name, as `WeatherRequest` takes it.
  ///   - language: A language code for the place's name; `nil` for English.
  /// - Returns: The best match.
  /// - Throws: `WeatherError.notFound` when there is none, or what the request ran into.
  public func place(named name: String, language: String? = nil) async throws(WeatherError)
    -> Place
  {
    let key = cacheKey(language)
    if let cached = cache?.place(named: name, key: key) { return cached }
    guard let place = try await provider.places(PlaceQuery(name: name, language: language)).first
    else { throw .notFound(query: name) }
    cache?.store(place, named: name, key: key)
    return place
  }

  private func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    let forecast = query.forecast
    let parts = forecast.isEmpty ? "" : ":h\(forecast.hours)d\(forecast.days)"
    let key = cacheKey(query.language) + parts
    if let cached = cache?.weather(at: query.coordinate, key: key, maxAge: maxAge) {
      return cached
    }
    let weather = try await provider.weather(query)
    if maxAge > 0 { cache?.store(weather, at: query.coordinate, key: key) }
    return weather
  }

  /// Entries are kept apart per provider and per language: `openweathermap`, `open-meteo:ko`.
  private func cacheKey(_ language: String?) -> String {
    language.map { provider.name + ":" + $0 } ?? provider.name
  }
}
