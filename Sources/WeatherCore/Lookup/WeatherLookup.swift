import Foundation

/// Looks up the weather for a location: the place first for a name, from its chain of
/// geocoders (the host's own, such as the built-in places, then for each service the cache,
/// then the service), then the weather from its sources in failover order, from the cache
/// when it can be.
public struct WeatherLookup: Sendable {
  /// The weather sources, in failover order.
  let order: FailoverOrder
  /// The geocoders, asked in order: offline ones (the built-in places) first.
  let geocoders: [any Geocoder]
  let extras: ExtraSources
  let cache: LookupCache?
  let maxAge: TimeInterval
  let gazetteer: Gazetteer?
  /// Where a period's older rows go as they are decoded, when its source can hand them on
  /// (`PastRowSource`), each part as a report of the place with the current weather; the
  /// answer then holds the recent rows alone, and none of it is kept in the cache. `nil` to
  /// collect every row into the answer.
  package var rowSink: (@Sendable (Report) async -> Void)?

  /// Creates a lookup.
  /// - Parameters:
  ///   - sources: The weather sources, the service geocoders and the extras
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
      order: sources.order, geocoders: sources.geocoders, gazetteer: gazetteer,
      extras: sources.extras, cache: cache, maxAge: maxAge)
  }

  /// Creates a lookup from its parts; see the first initializer.
  package init(
    source: any WeatherSource, geocoders: [any Geocoder], gazetteer: Gazetteer? = nil,
    extras: ExtraSources = .none, cache: LookupCache? = nil, maxAge: TimeInterval = 0
  ) {
    self.init(
      order: FailoverOrder(first: FailoverOrder.Entry(source: source)), geocoders: geocoders,
      gazetteer: gazetteer, extras: extras, cache: cache, maxAge: maxAge)
  }

  /// Creates a lookup from its parts; see the first initializer.
  public init(
    order: FailoverOrder, geocoders: [any Geocoder], gazetteer: Gazetteer? = nil,
    extras: ExtraSources = .none, cache: LookupCache? = nil, maxAge: TimeInterval = 0
  ) {
    self.order = order
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
    let (found, coordinate) = try await located(request)
    let candidates = found?.places ?? []
    var asked = WeatherQuery(
      coordinate: coordinate, language: request.language, forecast: request.forecast,
      period: request.period, country: candidates.first?.country)
    asked.yesterday = request.extras.yesterday
    let query = asked
    let sources = order.covering(country: candidates.first?.country, coordinate: coordinate)
    let stream = request.period == nil ? nil : rowSink
    // A place an offline geocoder named is named in the language asked for by the service
    // geocoder, at the same time as the weather: no round trip more.
    let named: String? =
      if case .name(let name) = request.location, found?.offline == true { name } else { nil }
    let localizing =
      named != nil && request.language.map({ $0 != "en" }) == true
      ? Task { await self.localized(candidates.first, named: named, language: request.language) }
      : nil
    // The extras outlive this call: they are awaited, on their own budget, by `completed()`.
    let air = request.extras.air ? Task { await self.air(at: coordinate) } : nil
    let country = candidates.first?.country
    let alerts =
      request.extras.alerts ? Task { await self.alerts(at: coordinate, country: country) } : nil
    // The places are written to the cache (a new name's) before the weather is asked for:
    // kept even when the weather fails.
    found?.keep()
    // The weather, in this task: what runs beside it (the local name, the extras) was started
    // above, so a lookup that needs neither, as one answered from the cache, starts no task.
    let (answer, provider): (Weather, String)
    do {
      (answer, provider) = try await order.answer(from: sources) { source throws(WeatherError) in
        guard let stream, let streaming = source as? any PastRowSource else {
          return try await weather(query, from: source)
        }
        // Streamed rows are handed on as reports of the place, never kept in the cache.
        let chunks: @Sendable (Weather) async -> Void = { chunk in
          var report = Report(
            place: candidates.first ?? chunk.current.place, observation: chunk.current,
            forecast: chunk.forecast, provider: source.name, candidates: candidates,
            language: request.language ?? "en")
          report.period = chunk.period
          await stream(report)
        }
        return try await streaming.weather(query, rows: chunks)
      }
    } catch {
      localizing?.cancel()
      air?.cancel()
      alerts?.cancel()
      throw error
    }
    let place = await withTaskCancellationHandler {
      await localizing?.value ?? nil
    } onCancel: {
      localizing?.cancel()
    }
    let weatherIn = ContinuousClock.now
    var report = Report(
      place: place ?? candidates.first ?? answer.current.place, observation: answer.current,
      forecast: answer.forecast, provider: provider, candidates: candidates,
      language: request.language ?? "en",
      problems: answer.freshness?.nonAuthoritative == true
        ? [.nonAuthoritative(source: provider)] : [])
    if sources.contains(where: { $0.name == provider && $0.observationsMayBeLate }) {
      report.observationAge = Report.age(of: answer.current, at: Date())
    }
    report.period = answer.period
    report.yesterday = answer.yesterday
    let observation = answer.current
    let normal =
      request.extras.normal ? Task { await self.normal(at: coordinate, on: observation) } : nil
    return PendingReport(
      report: report, air: air, alerts: alerts, normal: normal,
      deadline: weatherIn + max(PendingReport.leastWait, weatherIn - started))
  }

  /// The places found for a request's location (none for a coordinate), and its coordinate.
  private func located(_ request: WeatherRequest) async throws(WeatherError)
    -> (found: Resolved?, coordinate: Coordinate)
  {
    switch request.location {
    case .coordinate(let point): return (nil, point)
    case .name(let name):
      let found = try await resolve(.name(name), language: request.language)
      return (found, found.places[0].coordinate)
    case .postalCode(let code, let country):
      let found = try await resolve(
        .postalCode(code, country: country), language: request.language)
      return (found, found.places[0].coordinate)
    }
  }

  /// Every source that covers the place, asked at once (one round trip of wall time once the
  /// place is known), each answer a report of its own in the sources' order; no extras.
  /// - Parameter request: What to look up.
  /// - Returns: One answer per source: its report, or why it failed.
  /// - Throws: A `WeatherError` for the place.
  public func comparison(for request: WeatherRequest) async throws(WeatherError)
    -> [ComparedAnswer]
  {
    let (found, coordinate) = try await located(request)
    let candidates = found?.places ?? []
    found?.keep()
    let query = WeatherQuery(
      coordinate: coordinate, language: request.language, forecast: request.forecast,
      country: candidates.first?.country)
    let sources = order.entries.filter { $0.covers(candidates.first?.country, coordinate) }
      .map(\.source)
    // A source that hangs is told as timed out in its row once nine tenths of the time left
    // have passed, so that the others' answers are printed.
    let end = LookupDeadline.earlier(than: order.deadline).map {
      ContinuousClock.now + ($0 - ContinuousClock.now) * 0.9
    }
    let results = await withTaskGroup(of: (Int, Result<Weather, WeatherError>).self) { group in
      for (index, source) in sources.enumerated() {
        group.addTask {
          let ask = { @Sendable () async throws(WeatherError) -> Weather in
            try await weather(query, from: source)
          }
          guard let end else { return (index, await WeatherError.catching(ask)) }
          return (index, await FailoverOrder.within(end, ask))
        }
      }
      var results: [Int: Result<Weather, WeatherError>] = [:]
      for await (index, result) in group { results[index] = result }
      return results
    }
    return sources.enumerated().map { index, source in
      let result = results[index] ?? .failure(.cancelled)
      return ComparedAnswer(
        source: source.name,
        result: result.map { answer in
          var report = Report(
            place: candidates.first ?? answer.current.place, observation: answer.current,
            forecast: answer.forecast, provider: source.name, candidates: candidates,
            language: request.language ?? "en")
          if source.observationsMayBeLate {
            report.observationAge = Report.age(of: answer.current, at: Date())
          }
          return report
        })
    }
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

  private func weather(_ query: WeatherQuery, from source: any WeatherSource)
    async throws(WeatherError) -> Weather
  {
    let forecast = query.forecast
    let days = query.period.map { ":p\($0.first)_\($0.last)" } ?? ""
    let parts =
      (forecast.isEmpty ? "" : ":h\(forecast.hours)d\(forecast.days)") + days
      + (query.yesterday ? ":y" : "")
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
    cache?.lastReport(for: query, key: cacheKey(order.first.name, language), maxAge: maxAge).map {
      ($0.report, max(0, Date().timeIntervalSince($0.savedAt)))
    }
  }

  /// Keeps `report` as the last answer for `query` asked in `language`, for `--stale`.
  package func keepLast(_ report: Report, for query: String, language: String?) {
    cache?.storeLast(report, for: query, key: cacheKey(order.first.name, language))
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
