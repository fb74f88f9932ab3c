import Foundation

extension Forecast {
  /// Up to `limit` local days from a source's steps, today first, for a source that sends
  /// steps and no days of its own. Today counts from now (and `current`); a later day is kept
  /// only when its steps cover all 24 of its hours, whatever their lengths, so no day's low
  /// or high is a guess.
  /// - Parameters:
  ///   - steps: The steps, earliest first.
  ///   - current: The weather now, which today's low, high, condition and wind include.
  ///   - offset: The place's offset from UTC in seconds, by which its days are told.
  ///   - limit: How many days.
  /// - Returns: The days, today first.
  package static func days(
    from steps: [HourlyForecast], current: Observation, offset: Int, limit: Int
  ) -> [DailyForecast] {
    var days: [(date: String, steps: [HourlyForecast])] = []
    for step in steps {
      let date = CivilTime(step.time, offset: offset).dateText
      if days.last?.date == date {
        days[days.count - 1].steps.append(step)
      } else {
        days.append((date, [step]))
      }
    }
    // Today is always the first day, even in its last hours when no step is left in it: then
    // it holds the current observation alone, never tomorrow's steps.
    let today = CivilTime(current.observedAt, offset: offset).dateText
    let todaySteps = days.first { $0.date == today }?.steps ?? []
    let later = days.filter { $0.date > today && $0.steps.reduce(0) { $0 + $1.hours } >= 24 }
    let daily =
      [day(today, todaySteps, current: current)]
      + later.map { day($0.date, $0.steps, current: nil) }
    return Array(daily.prefix(limit))
  }

  /// One day from its steps, and for today the current observation too: lowest and highest,
  /// the most significant condition, the highest chance of precipitation, the sum of
  /// precipitation (unknown without steps), the strongest wind.
  private static func day(_ date: String, _ steps: [HourlyForecast], current: Observation?)
    -> DailyForecast
  {
    let now = current.map {
      HourlyForecast(
        time: $0.observedAt, temperature: $0.temperature, condition: $0.conditions.first,
        wind: Wind(speed: $0.windSpeed, direction: $0.windDirection, gust: $0.windGust))
    }
    let readings = steps + (now.map { [$0] } ?? [])
    let temperatures = readings.map(\.temperature)
    let windiest = readings.max { ($0.wind.speed ?? 0) < ($1.wind.speed ?? 0) }
    let condition = readings.compactMap(\.condition).max { $0.mattersLess(than: $1) }
    return DailyForecast(
      date: date, temperatureMin: temperatures.min(), temperatureMax: temperatures.max(),
      condition: condition?.byDay,
      precipitationProbability: steps.compactMap(\.precipitationProbability).max(),
      precipitation: steps.isEmpty ? nil : steps.map { $0.precipitation ?? 0 }.reduce(0, +),
      wind: Wind(
        speed: windiest?.wind.speed, direction: windiest?.wind.direction,
        gust: readings.compactMap(\.wind.gust).max()))
  }
}
