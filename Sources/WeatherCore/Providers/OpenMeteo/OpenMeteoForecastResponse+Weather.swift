import Foundation

extension OpenMeteoForecastResponse {
  /// The domain answer, converted to Kelvin, metres per second and millimetres from the units
  /// the answer states (Open-Meteo's defaults where it states none); local times placed in UTC
  /// by `utc_offset_seconds`, or when it is missing by the offset of the time zone the answer
  /// names.
  /// - Parameters:
  ///   - requested: Stands in when the answer's coordinates are unusable.
  ///   - forecast: How many steps and days to keep.
  ///   - language: The language conditions are described in.
  /// - Returns: The current weather, and the forecast when one was asked for.
  /// - Throws: `WeatherError.unreadableAnswer` for a time that cannot be read, an offset no
  ///   place has (beyond ±18 hours), which would misplace every time in the answer, or no
  ///   offset at all (neither `utc_offset_seconds` nor a time zone this system knows).
  func weather(requested: Coordinate, forecast: ForecastRequest, language: String)
    throws(WeatherError) -> Weather
  {
    guard let offset = try offset() else {
      throw .unreadableAnswer(.malformed("missing field utc_offset_seconds"))
    }
    guard Plausible.offset.contains(offset) else {
      throw .unreadableAnswer(.malformed("impossible time zone offset"))
    }
    guard let now = CivilTime(parsing: current.time)?.date(offset: offset) else {
      throw .unreadableAnswer(.malformed("invalid value at current.time"))
    }
    let kelvin = try Self.kelvin(unit: currentUnits?.temperature2m, at: "current_units")
    let metresPerSecond = try Self.metresPerSecond(
      unit: currentUnits?.windSpeed10m, at: "current_units")
    let millimetres = try Self.millimetres(unit: currentUnits?.precipitation, at: "current_units")
    let coordinate = (try? Coordinate(latitude: latitude, longitude: longitude)) ?? requested
    let observation = Observation(
      place: Place(name: "", country: nil, state: nil, coordinate: coordinate),
      temperature: kelvin(current.temperature2m),
      feelsLike: current.apparentTemperature.map(kelvin),
      humidity: current.relativeHumidity2m, pressure: current.pressureMsl,
      windSpeed: current.windSpeed10m.map(metresPerSecond),
      windDirection: current.windDirection10m,
      windGust: current.windGusts10m.map(metresPerSecond),
      conditions: current.weatherCode.map {
        [WMOCode.condition($0, isDay: current.isDay != 0, language: language)]
      } ?? [],
      observedAt: now, timezoneOffset: offset,
      precipitation: current.precipitation.map(millimetres), uvIndex: current.uvIndex,
      timeZone: timezone)
    var weather = Weather(current: observation)
    if !forecast.isEmpty {
      weather = Weather(
        current: observation,
        forecast: Forecast(
          hourly: try hours(forecast.hours, from: now, offset: offset, language: language),
          daily: try days(forecast.days, offset: offset, language: language), utcOffset: offset))
    }
    weather.yesterday = try temperature(at: Self.hourStart(now).addingTimeInterval(-86_400))
    return weather
  }

  /// The start of the hour that holds `time`.
  private static func hourStart(_ time: Date) -> Date {
    Date(timeIntervalSince1970: (time.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
  }

  /// The hourly temperature of the step that starts at `time`, in kelvin; `nil` when the
  /// answer has no such step (no `past_hours` was asked for) or no value there.
  private func temperature(at time: Date) throws(WeatherError) -> Double? {
    guard let hourly, let offset = try offset() else { return nil }
    let kelvin = try Self.kelvin(unit: hourlyUnits?.temperature2m, at: "hourly_units")
    for (index, text) in hourly.time.enumerated() {
      guard CivilTime(parsing: text)?.date(offset: offset) == time else { continue }
      return (hourly.temperature2m[safe: index] ?? nil).map(kelvin)
    }
    return nil
  }

  /// `utc_offset_seconds`; without it, the offset the named time zone has at `current.time`
  /// (never 0 for want of one: a missing value is missing); `nil` when neither is there.
  private func offset() throws(WeatherError) -> Int? {
    if let utcOffsetSeconds { return utcOffsetSeconds }
    guard let name = timezone, let zone = TimeZone(identifier: name) else { return nil }
    guard let wallClock = CivilTime(parsing: current.time)?.date(offset: 0) else {
      throw .unreadableAnswer(.malformed("invalid value at current.time"))
    }
    // The wall-clock time read as UTC is off by the offset; the zone's offset an offset
    // earlier is the one in force then (but within the hour a clock change repeats).
    let guess = zone.secondsFromGMT(for: wallClock)
    return zone.secondsFromGMT(for: wallClock.addingTimeInterval(-Double(guess)))
  }

  /// The hourly steps from the one that holds `now`, at most `count`.
  private func hours(_ count: Int, from now: Date, offset: Int, language: String)
    throws(WeatherError)
    -> [HourlyForecast]
  {
    guard count > 0, let hourly else { return [] }
    let kelvin = try Self.kelvin(unit: hourlyUnits?.temperature2m, at: "hourly_units")
    let metresPerSecond = try Self.metresPerSecond(
      unit: hourlyUnits?.windSpeed10m, at: "hourly_units")
    let millimetres = try Self.millimetres(unit: hourlyUnits?.precipitation, at: "hourly_units")
    var steps: [HourlyForecast] = []
    for (index, text) in hourly.time.enumerated() where steps.count < count {
      guard let time = CivilTime(parsing: text)?.date(offset: offset) else {
        throw .unreadableAnswer(.malformed("invalid value at hourly.time[\(index)]"))
      }
      guard time.addingTimeInterval(3600) > now,
        let temperature = hourly.temperature2m[safe: index] ?? nil
      else { continue }
      let code = hourly.weatherCode?[safe: index] ?? nil
      let isDay = (hourly.isDay?[safe: index] ?? nil) != 0
      steps.append(
        HourlyForecast(
          time: time, temperature: kelvin(temperature),
          feelsLike: (hourly.apparentTemperature?[safe: index] ?? nil).map(kelvin),
          humidity: hourly.relativeHumidity2m?[safe: index] ?? nil,
          precipitationProbability: hourly.precipitationProbability?[safe: index] ?? nil,
          precipitation: (hourly.precipitation?[safe: index] ?? nil).map(millimetres),
          condition: code.map { WMOCode.condition($0, isDay: isDay, language: language) },
          wind: Wind(
            speed: (hourly.windSpeed10m?[safe: index] ?? nil).map(metresPerSecond),
            direction: hourly.windDirection10m?[safe: index] ?? nil,
            gust: (hourly.windGusts10m?[safe: index] ?? nil).map(metresPerSecond))))
    }
    return steps
  }

  /// The first `count` days, today first.
  private func days(_ count: Int, offset: Int, language: String) throws(WeatherError)
    -> [DailyForecast]
  {
    guard count > 0, let daily else { return [] }
    let kelvin = try Self.kelvin(unit: dailyUnits?.temperature2mMax, at: "daily_units")
    let metresPerSecond = try Self.metresPerSecond(
      unit: dailyUnits?.windSpeed10mMax, at: "daily_units")
    let millimetres = try Self.millimetres(unit: dailyUnits?.precipitationSum, at: "daily_units")
    return try daily.time.prefix(count).enumerated().map { (index, text) throws(WeatherError) in
      guard let date = CivilTime(date: text) else {
        throw .unreadableAnswer(.malformed("invalid value at daily.time[\(index)]"))
      }
      return DailyForecast(
        date: date.dateText,
        temperatureMin: (daily.temperature2mMin?[safe: index] ?? nil).map(kelvin),
        temperatureMax: (daily.temperature2mMax?[safe: index] ?? nil).map(kelvin),
        condition: (daily.weatherCode?[safe: index] ?? nil).map {
          WMOCode.condition($0, language: language)
        },
        precipitationProbability: daily.precipitationProbabilityMax?[safe: index] ?? nil,
        precipitation: (daily.precipitationSum?[safe: index] ?? nil).map(millimetres),
        wind: Wind(
          speed: (daily.windSpeed10mMax?[safe: index] ?? nil).map(metresPerSecond),
          direction: daily.windDirection10mDominant?[safe: index] ?? nil,
          gust: (daily.windGusts10mMax?[safe: index] ?? nil).map(metresPerSecond)))
    }
  }

  // Each unit as the answer states it; none stated is Open-Meteo's default. A unit the tool
  // does not know makes the answer unreadable: a number in an unknown unit is no reading.

  static func kelvin(unit: String?, at block: String) throws(WeatherError)
    -> @Sendable (Double) -> Double
  {
    let known: UnitTemperature
    switch unit {
    case nil, "°C": known = .celsius
    case "°F": known = .fahrenheit
    default: throw .unreadableAnswer(.malformed("unknown unit at \(block).temperature_2m"))
    }
    return { UnitSystem.kelvin($0, from: known) }
  }

  static func metresPerSecond(unit: String?, at block: String) throws(WeatherError)
    -> @Sendable (Double) -> Double
  {
    let known: SpeedUnit
    switch unit {
    case "m/s": known = .metresPerSecond
    case nil, "km/h": known = .kilometresPerHour
    case "mp/h", "mph": known = .milesPerHour
    case "kn": known = .knots
    default: throw .unreadableAnswer(.malformed("unknown unit at \(block).wind_speed_10m"))
    }
    return { UnitSystem.metresPerSecond($0, from: known) }
  }

  static func millimetres(unit: String?, at block: String) throws(WeatherError)
    -> @Sendable (Double) -> Double
  {
    switch unit {
    case nil, "mm": return { $0 }
    case "inch": return { $0 * 25.4 }
    default: throw .unreadableAnswer(.malformed("unknown unit at \(block).precipitation"))
    }
  }
}
