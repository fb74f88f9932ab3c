import Foundation

extension OpenMeteoProvider: PastRowSource {
  /// See `PastRowSource`.
  package func weather(
    _ query: WeatherQuery, rows: @escaping @Sendable (Weather) async -> Void
  ) async throws(WeatherError) -> Weather {
    guard let period = query.period else { return try await weather(query) }
    return try await pastWeather(
      query, period: period, today: DayPeriod.today(offset: 0), sink: rows)
  }

  /// The current weather and the rows of `period`: past days from the archive (only the
  /// variables it has: no chance of precipitation), recent days, today and the days ahead from
  /// the forecast with `past_days` (`OpenMeteoPastPlan`). Hourly rows are asked for when the
  /// query wants hours, daily ones when it wants days or no hours: hours alone ask for no daily
  /// variable, which would add to the weight Open-Meteo counts against the free calls and show
  /// nowhere (the sun's times are computed, not asked for); a block not asked for is not read.
  /// The archive's requests go a few at once (`inOrder`), their rows taken in order, while the
  /// forecast's is on the wire. With a `sink`, the archive's rows go there as they come, a week
  /// at a time with the current weather, and the answer holds the recent rows alone.
  /// - Throws: A `WeatherError`; `unreadableAnswer` when the rows are not exactly the
  ///   period's (a day outside it, missing, repeated or out of order).
  func pastWeather(
    _ query: WeatherQuery, period: DayPeriod, today: Int,
    sink: (@Sendable (Weather) async -> Void)? = nil
  ) async throws(WeatherError) -> Weather {
    let hourly = query.forecast.hours > 0
    let daily = query.forecast.days > 0 || !hourly
    let language = query.language ?? "en"
    let plan = OpenMeteoPastPlan(period, today: today, hourly: hourly)
    async let recentAnswer = WeatherError.catching { () async throws(WeatherError) in
      try await recent(query, plan: plan, hourly: hourly, daily: daily)
    }
    var rows: OpenMeteoPastRows?
    var offset: Int?
    // Streamed, the current weather comes first: each part's rows are handed on with it.
    let streamedCurrent = sink == nil ? nil : try await recentAnswer.get().1.current
    try await Self.inOrder(plan.archive) { (part) async throws(WeatherError) in
      let answer = try await fetchPast(
        .archive(query.coordinate, part, hourly: hourly, daily: daily),
        as: OpenMeteoArchiveResponse.self, query: query.coordinate.description)
      let partOffset = answer.utcOffsetSeconds ?? 0
      let found = try OpenMeteoPastRows(
        hourly: hourly ? answer.hourly : nil, hourlyUnits: answer.hourlyUnits,
        daily: daily ? answer.daily : nil, dailyUnits: answer.dailyUnits, offset: partOffset,
        in: part, othersAllowed: false, noChanceBefore: Int.max, language: language)
      guard found.cover(part, hourly: hourly, daily: daily) else { throw Self.notThePeriod }
      return (found, partOffset)
    } each: { (found, partOffset) async throws(WeatherError) in
      if let sink, let streamedCurrent {
        // Handed on a week of rows at a time, so that no more than a week's are written out
        // at once.
        let hours = found.hours.map(\.step)
        let days = query.forecast.days > 0 ? found.days.map(\.row) : []
        let pieces = max((hours.count + 167) / 168, (days.count + 6) / 7)
        for piece in 0..<pieces {
          let forecast = Forecast(
            hourly: Array(hours.dropFirst(piece * 168).prefix(168)),
            daily: Array(days.dropFirst(piece * 7).prefix(7)), utcOffset: partOffset)
          await sink(
            try Weather(
              current: streamedCurrent, forecast: forecast,
              period: AnsweredPeriod(days: period, source: plan.source)
            ).checked())
        }
      } else {
        rows = rows?.followed(by: found) ?? found
        offset = offset ?? partOffset
      }
    }
    let (response, current) = try await recentAnswer.get()
    let currentOffset = current.current.timezoneOffset ?? 0
    if let part = plan.recent {
      let found = try OpenMeteoPastRows(
        hourly: hourly ? response.hourly : nil, hourlyUnits: response.hourlyUnits,
        daily: daily ? response.daily : nil, dailyUnits: response.dailyUnits,
        offset: currentOffset, in: part, othersAllowed: true,
        noChanceBefore: DayPeriod.today(
          at: current.current.observedAt, offset: currentOffset),
        language: language)
      guard found.cover(part, hourly: hourly, daily: daily) else { throw Self.notThePeriod }
      rows = rows?.followed(by: found) ?? found
      offset = offset ?? currentOffset
    }
    let forecast = Forecast(
      hourly: rows?.hours.map(\.step) ?? [],
      daily: query.forecast.days > 0 ? rows?.days.map(\.row) ?? [] : [],
      utcOffset: offset ?? currentOffset)
    return try Weather(
      current: current.current, forecast: forecast,
      period: AnsweredPeriod(days: period, source: plan.source)
    ).checked()
  }

  /// The most archive requests on the wire at once: a few, so a long backfill neither waits
  /// on each round trip nor holds more than a few answers in memory.
  static let archiveRequestsAtOnce = 3

  /// `fetch` of each part, up to `archiveRequestsAtOnce` at once, each result handed to `each`
  /// in the parts' order as soon as it and those before it are in; the first error stops the
  /// rest.
  static func inOrder<Part: Sendable, Result: Sendable>(
    _ parts: [Part], fetch: @escaping @Sendable (Part) async throws(WeatherError) -> Result,
    each: (Result) async throws(WeatherError) -> Void
  ) async throws(WeatherError) {
    let outcome = await withTaskGroup(of: (Int, Swift.Result<Result, WeatherError>).self) {
      group -> WeatherError? in
      var next = 0
      var done: [Int: Swift.Result<Result, WeatherError>] = [:]
      var handed = 0
      while handed < parts.count {
        while next < parts.count, next < handed + archiveRequestsAtOnce {
          let index = next
          let part = parts[index]
          group.addTask {
            (
              index,
              await WeatherError.catching { () async throws(WeatherError) in try await fetch(part) }
            )
          }
          next += 1
        }
        guard let (index, result) = await group.next() else { break }
        done[index] = result
        while let ready = done.removeValue(forKey: handed) {
          switch ready {
          case .success(let value):
            do throws(WeatherError) { try await each(value) } catch {
              group.cancelAll()
              return error
            }
          case .failure(let error):
            group.cancelAll()
            return error
          }
          handed += 1
        }
      }
      return nil
    }
    if let outcome { throw outcome }
  }

  private static let notThePeriod = WeatherError.unreadableAnswer(
    .malformed("rows outside the days asked for, missing, repeated or out of order"))

  /// The forecast request of `plan`: the current weather, and its recent rows if it has any.
  private func recent(
    _ query: WeatherQuery, plan: OpenMeteoPastPlan, hourly: Bool, daily: Bool
  ) async throws(WeatherError) -> (OpenMeteoForecastResponse, Weather) {
    let response = try await fetchPast(
      .recent(
        query.coordinate, pastDays: plan.pastDays, forecastDays: plan.forecastDays,
        rows: plan.recent != nil, hourly: hourly, daily: daily),
      as: OpenMeteoForecastResponse.self, query: query.coordinate.description)
    let current = try response.weather(
      requested: query.coordinate, forecast: .none, language: query.language ?? "en")
    return (response, current)
  }

  private func fetchPast<Body: Decodable>(
    _ endpoint: OpenMeteoPastEndpoint, as type: Body.Type, query: String
  ) async throws(WeatherError) -> Body {
    guard let url = endpoint.url(archiveBase: archiveBase, forecastBase: forecastBase) else {
      throw .requestRejected("cannot build a request from the configured address")
    }
    return try await requester.fetch(url, as: type, query: query)
  }
}
