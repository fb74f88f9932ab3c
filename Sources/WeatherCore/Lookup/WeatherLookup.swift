import Foundation

/// Looks up the weather for a location: the place first for a name, from its chain of
/// geocoders (the host's own, such as the built-in places, then for each service the cache,
/// then the service), then the weather from its source, from the cache when it can be.
public struct WeatherLookup: Sendable {
  let source: any WeatherSource
  /// The geocoders, asked in order: offline ones (the built-in places) first.
  let geocoders: [any Geocoder]
  let extras: ExtraSources
  let cache: LookupCache?
  let maxAge: TimeInterval
  let gazetteer: Gazetteer?

  /// Creates a lookup.
  /// - Parameters:
  ///   - sources: The weather source, the service geocoders and the extras
  ///     (`ProviderConfiguration.makeSources()`).
  ///   - gazetteer: Places known without a request, asked before any service and used for
  ///     "did you mean"; `nil` for none (the embedded one is `Gazetteer.embedded`, in the
  ///     `WeatherPlaces` module).
  ///   - cache: Where resolved names are kept, and current weather when `maxAge` is set;
  ///     `nil` for none. Places are kept per geocoder and language, weather per source.
  ///   - maxAge: How old, in seconds, a cached current-weather answer (and its extras) may
  ///     be to be used instead of a request; 0 for always fresh.
  public init(
    sources: LookupSources, gazetteer: Gazetteer? = nil, cache: LookupCache? = nil,
    maxAge: TimeInterval = 0
  ) {
    self.init(
      source: sources.weather, geocoders: sources.geocoders, gazetteer: gazetteer,
      extras: sources.extras, cache: cache, maxAge: maxAge)
  }

  /// Creates a lookup from its parts; see the other initializer.
  package init(
    source: any WeatherSource, geocoders: [any Geocoder], gazetteer: Gazetteer? = nil,
    extras: ExtraSources = .none, cache: LookupCache? = nil, maxAge: TimeInterval = 0
  ) {
    self.source = source
    self.geocoders = (gazetteer.map { [$0] } ?? []) + geocoders
    self.extras = extras
    self.cache = cache
    self.maxAge = maxAge
    self.gazetteer = gazetteer
  }

  /// The report for one location: for a name the gazetteer knows, and for a coordinate, one
  /// request; for another name, two the first time and one once its place is cached; none
  /// while a cached answer is within `maxAge`. Air quality and alerts, when asked for, are
  /// requested at the same time as the weather, so they add no round trip; each waits on its
  /// own budget (`PendingReport`), and their failure never fails the report
  /// (`Report.problems`).
  /// - Parameter request: What to look up.
  /// - Returns: The place and its weather.
  /// - Throws: A `WeatherError` for the weather.
  public func report(for request: WeatherRequest) async throws(WeatherError) -> Report {
    try await pendingReport(for: request).completed()
  }

  /// The report for one location as soon as its weather is in, its extras still on their
  /// way: see `report(for:)`. A caller that runs lookups side by side frees the place's turn
  /// here and waits for the extras with `PendingReport.completed()`.
  /// - Parameter request: What to look up.
  /// - Returns: The place and its weather, and the extras to come.
  /// - Throws: A `WeatherError` for the weather; the extras are then stopped.
  package func pendingReport(for request: WeatherRequest) async throws(WeatherError)
    -> PendingReport
  {
    let started = ContinuousClock.now
    let found: Resolved?
    switch request.location {
    case .coordinate: found = nil
    case .name(let name): found = try await resolve(.name(name), language: request.language)
    case .postalCode(let code, let country):
      found = try await resolve(.postalCode(code, country: country), language: request.language)
    }
    let candidates = found?.places ?? []
    let coordinate: Coordinate
    switch request.location {
    case .coordinate(let point): coordinate = point
    default: coordinate = candidates[0].coordinate
    }
    // The places are written to the cache while the weather request is on the wire.
    async let fetched = WeatherError.catching {
      () async throws(WeatherError) -> Weather in
      try await weather(
        WeatherQuery(
          coordinate: coordinate, language: request.language, forecast: request.forecast,
          period: request.period))
    }
    // A place an offline geocoder named is named in the language asked for by the service
    // geocoder, at the same time as the weather: no round trip more.
    let named: String? =
      if case .name(let name) = request.location, found?.offline == true { name } else { nil }
    async let localPlace = localized(candidates.first, named: named, language: request.language)
    // The extras outlive this call: they are awaited, on their own budget, by `completed()`.
    let air = request.extras.air ? Task { await self.air(at: coordinate) } : nil
    let country = candidates.first?.country
    let alerts =
      request.extras.alerts ? Task { await self.alerts(at: coordinate, country: country) } : nil
    found?.keep()
    let answer: Weather
    do {
      answer = try await fetched.get()
    } catch {
      air?.cancel()
      alerts?.cancel()
      throw error
    }
    let place = await localPlace
    let weatherIn = ContinuousClock.now
    var report = Report(
      place: place ?? candidates.first ?? answer.current.place, observation: answer.current,
      forecast: answer.forecast, provider: source.name, candidates: candidates,
      language: request.language ?? "en",
      problems: answer.freshness?.nonAuthoritative == true
        ? [.nonAuthoritative(source: source.name)] : [])
    report.period = answer.period
    return PendingReport(
      report: report, air: air, alerts: alerts,
      deadline: weatherIn + max(PendingReport.leastWait, weatherIn - started))
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
    let found = try await places(.name(name), language: language)
    guard let first = found.first else { throw .notFound(query: name) }
    return first
  }

  /// Every place a search matches, best first: none for a name the gazetteer knows, else one
  /// request for all of them, and none once they are cached.
  /// - Parameters:
  ///   - search: A name or a postal code.
  ///   - language: A language code for the places' names; `nil` for English.
  /// - Returns: The places; never empty.
  /// - Throws: `WeatherError.notFound` when there is none, or what the request ran into.
  public func places(_ search: PlaceSearch, language: String? = nil) async throws(WeatherError)
    -> [Place]
  {
    let found = try await resolve(search, language: language)
    found.keep()
    return found.places
  }

  /// Places found, and how to keep them in the cache (nothing when they came from it).
  private struct Resolved {
    let places: [Place]
    var offline = false
    let keep: () -> Void
  }

  /// The first answer of the chain: each offline geocoder, then for each service its cached
  /// answer, then the service itself.
  private func resolve(_ search: PlaceSearch, language: String?) async throws(WeatherError)
    -> Resolved
  {
    let query = PlaceQuery(search, language: language)
    let text: String
    switch search {
    case .name(let name): text = name
    case .postalCode(let code, let country): text = "postal:\(code),\(country)"
    }
    var notFound: WeatherError = .notFound(
      query: text.hasPrefix("postal:") ? String(text.dropFirst(7)) : text)
    for geocoder in geocoders {
      if geocoder.isOffline {
        if let places = try? await geocoder.places(query), !places.isEmpty {
          return Resolved(places: places, offline: true, keep: {})
        }
        continue
      }
      let key = cacheKey(geocoder.name, language)
      if let cached = cache?.places(named: text, key: key), !cached.isEmpty {
        return Resolved(places: cached, keep: {})
      }
      let places: [Place]
      do {
        places = try await geocoder.places(query)
      } catch .notFound(let query) {
        notFound = .notFound(query: query)
        continue
      }
      guard !places.isEmpty else { continue }
      return Resolved(places: places) { [cache] in cache?.store(places, named: text, key: key) }
    }
    throw notFound
  }

  private func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    let forecast = query.forecast
    let days = query.period.map { ":p\($0.first)_\($0.last)" } ?? ""
    let parts = (forecast.isEmpty ? "" : ":h\(forecast.hours)d\(forecast.days)") + days
    let key = cacheKey(source.name, query.language) + parts
    if let cached = cache?.weather(at: query.coordinate, key: key, maxAge: maxAge) {
      return cached
    }
    let weather = try await source.weather(query)
    if maxAge > 0 { cache?.store(weather, at: query.coordinate, key: key) }
    return weather
  }

  /// Places whose names are near `name`, for "did you mean": up to three, in the script
  /// `name` is written in; none without a gazetteer. Never a request.
  public func suggestions(for name: String) -> [Place] {
    gazetteer?.suggestions(for: name) ?? []
  }

  /// The last answer saved for `query`, as `--stale` shows it, if it is no older than `maxAge`.
  /// - Returns: The answer and its age in seconds.
  package func lastReport(for query: String, language: String?, maxAge: TimeInterval)
    -> (report: Report, age: TimeInterval)?
  {
    cache?.lastReport(for: query, key: cacheKey(source.name, language), maxAge: maxAge).map {
      ($0.report, max(0, Date().timeIntervalSince($0.savedAt)))
    }
  }

  /// Keeps `report` as the last answer for `query` asked in `language`, for `--stale`.
  package func keepLast(_ report: Report, for query: String, language: String?) {
    cache?.storeLast(report, for: query, key: cacheKey(source.name, language))
  }

  /// Entries are kept apart per geocoder or source and per language: `openweathermap`,
  /// `open-meteo:ko`.
  func cacheKey(_ name: String, _ language: String?) -> String {
    language.map { name + ":" + $0 } ?? name
  }

  /// The first service geocoder, which names places in a language.
  var serviceGeocoder: (any Geocoder)? {
    geocoders.first { !$0.isOffline }
  }
}
