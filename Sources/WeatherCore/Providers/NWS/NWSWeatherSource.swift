import Foundation

/// The US National Weather Service's forecasts and observations (api.weather.gov, no key),
/// for the US and its territories. `/points` maps a point to its forecast office's grid; the
/// grid's forecasts give the days (day and night periods) and hours, and the nearest
/// station's latest observation the weather now. Forecasts are asked in SI units
/// (`units=si`); observations come in units named per field, converted here.
///
/// A first lookup is sequential by the API's design: `/points`, then the station list beside
/// the forecasts, then the observation. The grid and its nearest station are kept in the
/// cache for 30 days, so a known place costs one round trip: the observation and the
/// forecasts at once. Every URL an answer gives must be on the configured NWS address.
package struct NWSWeatherSource: WeatherSource {
  private let base: URL
  private let requester: APIRequester
  private let decimals: Int
  private let cache: LookupCache?
  private let otherSources: [String]
  private let now: @Sendable () -> Date

  /// Creates the source.
  /// - Parameters:
  ///   - base: The API's address.
  ///   - transport: How requests are sent.
  ///   - headers: Header fields for its requests alone: the User-Agent with a contact.
  ///   - decimals: Decimals of the point it is sent (the API takes 4 at most).
  ///   - cache: Where grids are kept; `nil` for none.
  ///   - otherSources: The other weather sources, named to a person whose place it does not
  ///     cover.
  ///   - now: The time now.
  package init(
    base: URL, transport: any HTTPTransport, headers: [String: String] = [:], decimals: Int = 4,
    cache: LookupCache? = nil, otherSources: [String] = [],
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.base = base
    self.decimals = min(decimals, 4)
    self.cache = cache
    self.otherSources = otherSources
    self.now = now
    // A redirect (the 301 that moves a point to 4 decimals) is followed once, on its host.
    requester = APIRequester(
      transport: transport, service: SourceDescriptor.nws.title, redact: { $0 }, headers: headers,
      maximumRedirects: 1)
  }

  /// `nws`.
  package var name: String { SourceDescriptor.nws.name }

  /// `true`: a station may be hours late, and an observation older than 2 hours is shown
  /// with its age.
  package var observationsMayBeLate: Bool { true }

  /// See `WeatherSource`. A place it does not cover costs no request when its country is
  /// known, else the one `/points` request that says so.
  package func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    guard NWSCoverage.covers(country: query.country, coordinate: query.coordinate) else {
      throw outside
    }
    if let grid = cachedGrid(query.coordinate) {
      do {
        return try await weather(query, grid: grid) { () throws(WeatherError) in grid.station }
      } catch .unreadableAnswer(.notFoundAt) {
        // The office redrew its grids: the mapping is asked for again, once.
      }
    }
    let grid = try await point(query.coordinate)
    let stations = Locked<String??>(nil)
    let weather = try await weather(query, grid: grid) { () throws(WeatherError) in
      let station = try await requester.fetch(
        grid.observationStations, as: NWSStationsResponse.self, query: nil
      ).nearest
      stations.withLock { $0 = .some(station) }
      return station
    }
    // A grid is kept with its nearest station; one without any is asked for again next time.
    if let station = stations.withLock({ $0 }) ?? nil {
      cache?.storeExtra(grid.with(station: station), at: query.coordinate, key: Self.cacheKey)
    }
    return weather
  }

  private static let cacheKey = "nws-grid"

  private var outside: WeatherError {
    .outsideCoverage(
      source: SourceDescriptor.nws.title, coverage: SourceDescriptor.nws.coverage,
      others: otherSources)
  }

  private func cachedGrid(_ coordinate: Coordinate) -> NWSGrid? {
    cache?.extra(NWSGrid.self, at: coordinate, key: Self.cacheKey, maxAge: NWSGrid.lifetime)
      .flatMap { $0.isOn(base) && $0.station != nil ? $0 : nil }
  }

  /// `/points/{lat},{lon}`: a 404 is a point the NWS does not cover. (Any other 404, from a
  /// grid's URLs, is a wrong address: `AnswerProblem.notFoundAt`.)
  private func point(_ coordinate: Coordinate) async throws(WeatherError) -> NWSGrid {
    let point =
      NumberText.decimal(coordinate.latitude, places: decimals) + ","
      + NumberText.decimal(coordinate.longitude, places: decimals)
    guard let url = makeURL(base: base, path: "/points/" + point, query: []) else {
      throw .requestRejected("cannot build a request from the configured address")
    }
    do {
      return try await requester.fetch(url, as: NWSPointResponse.self, query: point).grid(
        origin: base)
    } catch .notFound {
      throw outside
    }
  }

  /// The weather from a grid: the observation (from the station `station` names) and the
  /// forecasts asked for, at once; the forecast's hour stands in for an observation that is
  /// missing, has no temperature or is too old.
  private func weather(
    _ query: WeatherQuery, grid: NWSGrid,
    station: @escaping @Sendable () async throws(WeatherError) -> String?
  ) async throws(WeatherError) -> Weather {
    let language = query.language ?? "en"
    let now = self.now()
    async let hourly = WeatherError.catching { () async throws(WeatherError) in
      query.forecast.hours > 0 ? try await forecast(grid.forecastHourly, language) : nil
    }
    async let daily = WeatherError.catching { () async throws(WeatherError) in
      query.forecast.days > 0 ? try await forecast(grid.forecast, language) : nil
    }
    async let observed = WeatherError.catching {
      () async throws(WeatherError) -> NWSObservationResponse? in
      guard let id = try await station() else { return nil }
      guard let url = makeURL(base: base, path: "/stations/\(id)/observations/latest", query: [])
      else { throw .requestRejected("cannot build a request from the configured address") }
      return try await requester.fetch(url, as: NWSObservationResponse.self, query: nil)
    }
    let (hours, days, observation) = await (hourly, daily, observed)
    let place = self.place(grid, query)
    var steps = try hours.get()
    let current: Observation
    if let found = try? observation.get()?.observation(
      place: place, timeZone: grid.timeZone, now: now, language: language)
    {
      current = found
    } else {
      // Whatever kept the observation (none, unusable, a station that failed), the forecast
      // answers for now.
      if case .failure(.cancelled) = observation { throw .cancelled }
      if steps == nil { steps = try await forecast(grid.forecastHourly, language) }
      current = try forecastHour(steps ?? [], now: now, place: place, timeZone: grid.timeZone)
    }
    let periods = try days.get()
    guard !query.forecast.isEmpty else { return try Weather(current: current).checked() }
    let kept = (steps ?? []).filter { $0.end > now }
    var covered = 0
    let hourSteps = kept.map(\.step).prefix { step in
      defer { covered += step.hours }
      return covered < query.forecast.hours
    }
    return try Weather(
      current: current,
      forecast: Forecast(
        hourly: Array(hourSteps),
        daily: periods?.days(from: now, limit: query.forecast.days) ?? [],
        utcOffset: kept.first?.offset ?? periods?.first?.offset ?? current.timezoneOffset ?? 0)
    ).checked()
  }

  /// A forecast's periods, asked in SI units.
  private func forecast(_ url: URL, _ language: String) async throws(WeatherError)
    -> [NWSForecastResponse.Step]
  {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw .unreadableAnswer(.malformed("invalid forecast URL"))
    }
    components.queryItems = [URLQueryItem(name: "units", value: "si")]
    guard let asked = components.url, NWSGrid.sameOrigin(asked, base) else {
      throw .unreadableAnswer(.malformed("invalid forecast URL"))
    }
    return try await requester.fetch(asked, as: NWSForecastResponse.self, query: nil)
      .steps(language: language)
  }

  /// The hourly forecast's step for now, as the weather now (`current_kind` `forecast`).
  private func forecastHour(
    _ steps: [NWSForecastResponse.Step], now: Date, place: Place, timeZone: String?
  ) throws(WeatherError) -> Observation {
    guard
      let hour = steps.first(where: { $0.start <= now && now < $0.end })
        ?? steps.first(where: { $0.end > now })
    else { throw .unreadableAnswer(.malformed("no observation and no forecast for this hour")) }
    return Observation(
      place: place, temperature: hour.temperature, humidity: hour.step.humidity,
      windSpeed: hour.step.wind.speed, windDirection: hour.step.wind.direction,
      windGust: hour.step.wind.gust, conditions: hour.step.condition.map { [$0] } ?? [],
      observedAt: hour.start, timezoneOffset: hour.offset, timeZone: timeZone, kind: .forecast)
  }

  /// The nearest place the NWS names; a territory's code is its country.
  private func place(_ grid: NWSGrid, _ query: WeatherQuery) -> Place {
    let territory = grid.state.flatMap { NWSCoverage.countries.contains($0) ? $0 : nil }
    return Place(
      name: grid.city ?? "", country: territory ?? "US", state: territory == nil ? grid.state : nil,
      coordinate: query.coordinate)
  }
}
