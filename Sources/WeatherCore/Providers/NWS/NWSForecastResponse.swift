import Foundation

/// The answer for a grid's `forecast` (12-hour day and night periods) or `forecastHourly`
/// (hour-long periods), asked with `units=si`: temperatures in °C and winds in km/h, though
/// each period states its own (`temperatureUnit`, the unit in `windSpeed`'s text), and both
/// are read as stated.
struct NWSForecastResponse: Decodable {
  struct Properties: Decodable {
    let periods: [Period]
  }
  struct Period: Decodable {
    let startTime: String?
    let endTime: String?
    let isDaytime: Bool?
    let temperature: Double?
    let temperatureUnit: String?
    let probabilityOfPrecipitation: NWSQuantity?
    let relativeHumidity: NWSQuantity?
    let windSpeed: String?
    let windGust: String?
    let windDirection: String?
    let icon: String?
    let shortForecast: String?
  }
  let properties: Properties

  /// One period read: its time, length, offset and weather, in standard units.
  struct Step {
    let start: Date
    let end: Date
    let offset: Int
    let isDaytime: Bool
    let temperature: Double
    let step: HourlyForecast
  }

  /// The periods that can be read, in order; a period without a time or a temperature is
  /// skipped.
  /// - Throws: `WeatherError.unreadableAnswer` for a temperature in a unit not known here.
  func steps(language: String) throws(WeatherError) -> [Step] {
    var steps: [Step] = []
    for period in properties.periods {
      guard let start = period.startTime.flatMap(NWSTime.parse),
        let end = period.endTime.flatMap(NWSTime.parse)?.date, end > start.date,
        let value = period.temperature, value.isFinite
      else { continue }
      let kelvin: Double
      switch period.temperatureUnit {
      case "C", nil: kelvin = UnitSystem.kelvin(value, from: .celsius)
      case "F": kelvin = UnitSystem.kelvin(value, from: .fahrenheit)
      default: throw .unreadableAnswer(.malformed("unknown unit at periods.temperatureUnit"))
      }
      let hours = Int((end.timeIntervalSince(start.date) / 3600).rounded())
      steps.append(
        Step(
          start: start.date, end: end, offset: start.offset,
          isDaytime: period.isDaytime ?? true, temperature: kelvin,
          step: HourlyForecast(
            time: start.date, hours: max(hours, 1), temperature: kelvin,
            humidity: period.relativeHumidity?.plain("percent"),
            precipitationProbability: period.probabilityOfPrecipitation?.plain("percent"),
            condition: NWSIcon.condition(
              icon: period.icon, text: period.shortForecast, language: language),
            wind: Wind(
              speed: period.windSpeed.flatMap(NWSWind.metresPerSecond),
              direction: period.windDirection.flatMap(NWSWind.degrees),
              gust: period.windGust.flatMap(NWSWind.metresPerSecond)))))
    }
    return steps
  }
}

extension [NWSForecastResponse.Step] {
  /// Days from day and night periods, today (at `now`, in the periods' own offset) first: a
  /// day's high is its daytime period's temperature, its low the night's that starts on it,
  /// as the NWS pairs them ("Thursday", "Thursday Night"); its condition the daytime's (the
  /// night's when the day has passed), its chance and wind the larger of the two.
  func days(from now: Date, limit: Int) -> [DailyForecast] {
    var days: [(date: String, periods: [NWSForecastResponse.Step])] = []
    for period in self where period.end > now {
      let date = CivilTime(period.start, offset: period.offset).dateText
      if days.last?.date == date {
        days[days.count - 1].periods.append(period)
      } else {
        days.append((date, [period]))
      }
    }
    return days.prefix(limit).map { date, periods in
      let day = periods.first(where: \.isDaytime)
      let night = periods.first { !$0.isDaytime }
      let windiest = periods.max { ($0.step.wind.speed ?? 0) < ($1.step.wind.speed ?? 0) }
      return DailyForecast(
        date: date, temperatureMin: night?.temperature, temperatureMax: day?.temperature,
        condition: (day ?? night)?.step.condition?.byDay,
        precipitationProbability: periods.compactMap(\.step.precipitationProbability).max(),
        wind: Wind(
          speed: windiest?.step.wind.speed, direction: windiest?.step.wind.direction,
          gust: periods.compactMap(\.step.wind.gust).max()))
    }
  }
}
