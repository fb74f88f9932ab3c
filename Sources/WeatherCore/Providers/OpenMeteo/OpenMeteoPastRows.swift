import Foundation

/// A period's rows read from one answer, each with the local time it was given at, so the
/// series they join can be checked: one row an hour (or a day), in order, none missing.
struct OpenMeteoPastRows: Sendable {
  /// Hourly rows and their local time in minutes since 1970-01-01 00:00.
  var hours: [(minute: Int, step: HourlyForecast)] = []
  /// Daily rows and their day since 1970-01-01.
  var days: [(day: Int, row: DailyForecast)] = []

  /// The rows of `hourly` and `daily` whose local day lies in `period`, in standard units.
  /// - Parameters:
  ///   - hourly: The answer's hourly block, if any.
  ///   - hourlyUnits: Its units.
  ///   - daily: The answer's daily block, if any.
  ///   - dailyUnits: Its units.
  ///   - offset: The answer's `utc_offset_seconds`, which places its local times.
  ///   - period: The days asked for.
  ///   - othersAllowed: Whether rows of other days are dropped rather than refused (the
  ///     forecast's answer holds days besides those asked for; the archive's must not).
  ///   - before: Days before this one keep no chance of precipitation: past weather has none.
  ///   - language: The language conditions are described in.
  /// - Throws: `WeatherError.unreadableAnswer` for a time that cannot be read, a row of
  ///   another day when none is allowed, an hour without a temperature, an unknown unit or an
  ///   impossible offset.
  init(
    hourly: OpenMeteoForecastResponse.Hourly?, hourlyUnits: OpenMeteoForecastResponse.Units?,
    daily: OpenMeteoForecastResponse.Daily?, dailyUnits: OpenMeteoForecastResponse.Units?,
    offset: Int, in period: DayPeriod, othersAllowed: Bool, noChanceBefore before: Int,
    language: String
  ) throws(WeatherError) {
    guard Plausible.offset.contains(offset) else {
      throw .unreadableAnswer(.malformed("impossible time zone offset"))
    }
    if let hourly {
      let kelvin = try OpenMeteoForecastResponse.kelvin(
        unit: hourlyUnits?.temperature2m, at: "hourly_units")
      let speed = try OpenMeteoForecastResponse.metresPerSecond(
        unit: hourlyUnits?.windSpeed10m, at: "hourly_units")
      let millimetres = try OpenMeteoForecastResponse.millimetres(
        unit: hourlyUnits?.precipitation, at: "hourly_units")
      for (index, text) in hourly.time.enumerated() {
        guard let civil = CivilTime(parsing: text) else {
          throw .unreadableAnswer(.malformed("invalid value at hourly.time[\(index)]"))
        }
        guard period.contains(civil.dayNumber) else {
          if othersAllowed { continue }
          throw Self.anotherDay
        }
        guard let temperature = hourly.temperature2m[safe: index] ?? nil else {
          throw .unreadableAnswer(.malformed("no value at hourly.temperature_2m[\(index)]"))
        }
        let code = hourly.weatherCode?[safe: index] ?? nil
        let isDay = (hourly.isDay?[safe: index] ?? nil) != 0
        let step = HourlyForecast(
          time: civil.date(offset: offset), temperature: kelvin(temperature),
          feelsLike: (hourly.apparentTemperature?[safe: index] ?? nil).map(kelvin),
          humidity: hourly.relativeHumidity2m?[safe: index] ?? nil,
          precipitationProbability: civil.dayNumber < before
            ? nil : hourly.precipitationProbability?[safe: index] ?? nil,
          precipitation: (hourly.precipitation?[safe: index] ?? nil).map(millimetres),
          condition: code.map { WMOCode.condition($0, isDay: isDay, language: language) },
          wind: Wind(
            speed: (hourly.windSpeed10m?[safe: index] ?? nil).map(speed),
            direction: hourly.windDirection10m?[safe: index] ?? nil,
            gust: (hourly.windGusts10m?[safe: index] ?? nil).map(speed)))
        hours.append((civil.dayNumber * 1440 + civil.hour * 60 + civil.minute, step))
      }
    }
    guard let daily else { return }
    let kelvin = try OpenMeteoForecastResponse.kelvin(
      unit: dailyUnits?.temperature2mMax, at: "daily_units")
    let speed = try OpenMeteoForecastResponse.metresPerSecond(
      unit: dailyUnits?.windSpeed10mMax, at: "daily_units")
    let millimetres = try OpenMeteoForecastResponse.millimetres(
      unit: dailyUnits?.precipitationSum, at: "daily_units")
    for (index, text) in daily.time.enumerated() {
      guard let day = DayPeriod.day(text) else {
        throw .unreadableAnswer(.malformed("invalid value at daily.time[\(index)]"))
      }
      guard period.contains(day) else {
        if othersAllowed { continue }
        throw Self.anotherDay
      }
      let row = DailyForecast(
        date: DayPeriod.text(day),
        temperatureMin: (daily.temperature2mMin?[safe: index] ?? nil).map(kelvin),
        temperatureMax: (daily.temperature2mMax?[safe: index] ?? nil).map(kelvin),
        condition: (daily.weatherCode?[safe: index] ?? nil).map {
          WMOCode.condition($0, language: language)
        },
        precipitationProbability: day < before
          ? nil : daily.precipitationProbabilityMax?[safe: index] ?? nil,
        precipitation: (daily.precipitationSum?[safe: index] ?? nil).map(millimetres),
        wind: Wind(
          speed: (daily.windSpeed10mMax?[safe: index] ?? nil).map(speed),
          direction: daily.windDirection10mDominant?[safe: index] ?? nil,
          gust: (daily.windGusts10mMax?[safe: index] ?? nil).map(speed)))
      days.append((day, row))
    }
  }

  private static let anotherDay = WeatherError.unreadableAnswer(
    .malformed("rows of days that were not asked for"))

  /// Whether the rows are exactly the period's: with `daily` every day once, in order, and
  /// with `hourly` every hour of every day once, in order.
  func cover(_ period: DayPeriod, hourly: Bool, daily: Bool) -> Bool {
    if daily, days.map(\.day) != Array(period.first...period.last) { return false }
    guard hourly else { return true }
    let minutes = hours.map(\.minute)
    return minutes.count == period.count * 24
      && minutes.enumerated().allSatisfy { $0.element == period.first * 1440 + $0.offset * 60 }
  }

  /// These rows followed by `later`'s.
  func followed(by later: OpenMeteoPastRows) -> OpenMeteoPastRows {
    OpenMeteoPastRows(hours: hours + later.hours, days: days + later.days)
  }

  private init(hours: [(minute: Int, step: HourlyForecast)], days: [(day: Int, row: DailyForecast)])
  {
    self.hours = hours
    self.days = days
  }
}
