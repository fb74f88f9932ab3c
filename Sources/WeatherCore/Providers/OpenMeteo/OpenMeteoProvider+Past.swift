import Foundation

extension OpenMeteoProvider {
  /// The current weather and the rows of `period`: past days from the archive (only the
  /// variables it has: no chance of precipitation), recent days, today and the days ahead from
  /// the forecast with `past_days` (`OpenMeteoPastPlan`). The archive's requests go one after
  /// another, in order, while the forecast's is on the wire.
  /// - Throws: A `WeatherError`; `unreadableAnswer` when the rows are not exactly the
  ///   period's (a day outside it, missing, repeated or out of order).
  func pastWeather(_ query: WeatherQuery, period: DayPeriod, today: Int) async throws(WeatherError)
    -> Weather
  {
    let hourly = query.forecast.hours > 0
    let language = query.language ?? "en"
    let plan = OpenMeteoPastPlan(period, today: today, hourly: hourly)
    async let recentAnswer = WeatherError.catching { () async throws(WeatherError) in
      try await recent(query, plan: plan, hourly: hourly)
    }
    var rows: OpenMeteoPastRows?
    var offset: Int?
    for part in plan.archive {
      let answer = try await fetchPast(
        .archive(query.coordinate, part, hourly: hourly), as: OpenMeteoArchiveResponse.self,
        query: query.coordinate.description)
      let partOffset = answer.utcOffsetSeconds ?? 0
      let found = try OpenMeteoPastRows(
        hourly: answer.hourly, hourlyUnits: answer.hourlyUnits, daily: answer.daily,
        dailyUnits: answer.dailyUnits, offset: partOffset, in: part, othersAllowed: false,
        noChanceBefore: Int.max,
        language: language)
      guard found.cover(part, hourly: hourly) else { throw Self.notThePeriod }
      rows = rows?.followed(by: found) ?? found
      offset = offset ?? partOffset
    }
    let (response, current) = try await recentAnswer.get()
    let currentOffset = current.current.timezoneOffset ?? 0
    if let part = plan.recent {
      let found = try OpenMeteoPastRows(
        hourly: response.hourly, hourlyUnits: response.hourlyUnits, daily: response.daily,
        dailyUnits: response.dailyUnits, offset: currentOffset, in: part,
        othersAllowed: true,
        noChanceBefore: DayPeriod.today(
          at: current.current.observedAt, offset: currentOffset),
        language: language)
      guard found.cover(part, hourly: hourly) else { throw Self.notThePeriod }
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

  private static let notThePeriod = WeatherError.unreadableAnswer(
    .malformed("rows outside the days asked for, missing, repeated or out of order"))

  /// The forecast request of `plan`: the current weather, and its recent rows if it has any.
  private func recent(_ query: WeatherQuery, plan: OpenMeteoPastPlan, hourly: Bool)
    async throws(WeatherError) -> (OpenMeteoForecastResponse, Weather)
  {
    let response = try await fetchPast(
      .recent(
        query.coordinate, pastDays: plan.pastDays, forecastDays: plan.forecastDays,
        rows: plan.recent != nil, hourly: hourly),
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
