import Foundation

extension LocationforecastResponse {
  /// The most steps read, in the order sent: MET Norway sends about 90 (hourly for about two
  /// and a half days, then 6-hourly to ten); an answer with more is read this far.
  static let maximumSteps = 500

  /// A step as read, with what the current weather takes from its start and a step does not
  /// carry.
  struct Reading {
    let step: HourlyForecast
    let pressure: Double?
    let uvIndex: Double?
  }

  /// The weather at `coordinate`: the current weather is the step for the current hour (MET
  /// has no observations), and the forecast as much as `forecast` asks.
  /// - Parameters:
  ///   - coordinate: Where it was asked for.
  ///   - forecast: The forecast wanted.
  ///   - language: The language of the conditions' words.
  ///   - now: The time the current hour is told by.
  /// - Returns: The current weather, and the forecast when one was asked for.
  /// - Throws: `WeatherError.unreadableAnswer` when no step reaches past `now`.
  func weather(
    at coordinate: Coordinate, forecast: ForecastRequest, language: String, now: Date = Date()
  ) throws(WeatherError) -> Weather {
    let upcoming = readings(language: language).drop { $0.step.end <= now }
    guard let first = upcoming.first else {
      throw .unreadableAnswer(.malformed("no forecast step for the current hour"))
    }
    // MET sends no time zone: the place's hours are told by its longitude, 15° an hour.
    let offset = Int((coordinate.longitude / 15).rounded()) * 3600
    let now = first.step
    let current = Observation(
      place: Place(name: "", country: nil, state: nil, coordinate: coordinate),
      temperature: now.temperature, humidity: now.humidity, pressure: first.pressure,
      windSpeed: now.wind.speed, windDirection: now.wind.direction, windGust: now.wind.gust,
      conditions: now.condition.map { [$0] } ?? [], observedAt: now.time,
      timezoneOffset: offset, precipitation: now.hours == 1 ? now.precipitation : nil,
      uvIndex: first.uvIndex, kind: .forecast)
    guard !forecast.isEmpty else { return Weather(current: current) }
    let steps = upcoming.map(\.step)
    let series = Forecast(hourly: steps, daily: [], utcOffset: offset)
    return Weather(
      current: current,
      forecast: Forecast(
        hourly: series.steps(covering: forecast.hours),
        daily: Forecast.days(from: steps, current: current, offset: offset, limit: forecast.days),
        utcOffset: offset))
  }

  /// The steps that have a time and a temperature, earliest first, one for each start (the
  /// first sent of a duplicate), each as long as its own period (1, 6 or 12 hours) but never
  /// past the next step's start; the last, with no period, as long as the gap before it.
  func readings(language: String) -> [Reading] {
    let parser = ISO8601DateFormatter()
    var byTime: [Date: StepData] = [:]
    for step in properties.timeseries.prefix(Self.maximumSteps) {
      // MET's steps start on whole hours; one that does not is no step of its series (its
      // length in hours would overlap the next).
      guard let time = parser.date(from: step.time), byTime[time] == nil,
        time.timeIntervalSince1970.truncatingRemainder(dividingBy: 3600) == 0,
        step.data.instant?.details?.airTemperature?.isFinite == true
      else { continue }
      byTime[time] = step.data
    }
    let times = byTime.keys.sorted()
    return times.indices.compactMap { index in
      let time = times[index]
      guard let data = byTime[time], let details = data.instant?.details,
        let celsius = details.airTemperature
      else { return nil }
      let gap = index + 1 < times.count ? Int(times[index + 1].timeIntervalSince(time) / 3600) : nil
      let before = index > 0 ? Int(time.timeIntervalSince(times[index - 1]) / 3600) : nil
      let (length, period) = Self.period(of: data)
      let hours = max(1, min(length ?? gap ?? before ?? 1, gap ?? Int.max))
      let symbol = [period, data.nextHour, data.nextSixHours, data.nextTwelveHours]
        .lazy.compactMap { $0?.summary?.symbolCode }.first
      return Reading(
        step: HourlyForecast(
          time: time, hours: hours, temperature: celsius + 273.15,
          humidity: details.relativeHumidity,
          precipitationProbability: period?.details?.probabilityOfPrecipitation,
          precipitation: period?.details?.precipitationAmount,
          condition: symbol.map { METSymbol.condition($0, language: language) },
          wind: Wind(
            speed: details.windSpeed, direction: details.windFromDirection,
            gust: details.windSpeedOfGust)),
        pressure: details.airPressureAtSeaLevel, uvIndex: details.ultravioletIndexClearSky)
    }
  }

  /// The step's shortest period and its length in hours: what the step stands for.
  private static func period(of data: StepData) -> (hours: Int?, period: Period?) {
    if let hour = data.nextHour { return (1, hour) }
    if let six = data.nextSixHours { return (6, six) }
    if let twelve = data.nextTwelveHours { return (12, twelve) }
    return (nil, nil)
  }
}
