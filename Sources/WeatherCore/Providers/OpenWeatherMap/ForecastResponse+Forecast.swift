import Foundation

extension ForecastResponse {
  /// The forecast from the 3-hour steps: the first steps covering `request.hours`, and up to
  /// `request.days` local days, today first. Today counts from now (and `current`); a later day
  /// is kept only when the steps cover all of it, so no day's low or high is a guess.
  /// - Throws: `WeatherError.unreadableAnswer` for an offset beyond ±18 hours or a step
  ///   outside 1970 to 2200: the days cannot be told from such times.
  func forecast(_ request: ForecastRequest, current: Observation) throws(WeatherError)
    -> Forecast
  {
    let offset = city?.timezone ?? current.timezoneOffset ?? 0
    guard Plausible.offset.contains(offset) else {
      throw .unreadableAnswer(.malformed("impossible time zone offset"))
    }
    guard list.allSatisfy({ Plausible.time.contains(TimeInterval($0.dt)) }) else {
      throw .unreadableAnswer(.malformed("impossible forecast time"))
    }
    let steps = list.map(\.step)
    let hourly = Array(steps.prefix((request.hours + 2) / 3))
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
    let later = days.filter { $0.date > today && $0.steps.count == 8 }
    let daily =
      [Self.day(today, todaySteps, current: current)]
      + later.map { Self.day($0.date, $0.steps, current: nil) }
    return Forecast(
      hourlyInterval: 3, hourly: request.hours > 0 ? hourly : [],
      daily: Array(daily.prefix(request.days)), utcOffset: offset)
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
    let condition = readings.compactMap(\.condition).max {
      ConditionSeverity.rank($0.id) < ConditionSeverity.rank($1.id)
    }
    return DailyForecast(
      date: date, temperatureMin: temperatures.min(), temperatureMax: temperatures.max(),
      condition: condition.map {
        Condition(
          id: $0.id, main: $0.main, description: $0.description,
          icon: $0.icon.map { String($0.prefix(2)) + "d" })
      },
      precipitationProbability: steps.compactMap(\.precipitationProbability).max(),
      precipitation: steps.isEmpty ? nil : steps.map { $0.precipitation ?? 0 }.reduce(0, +),
      wind: Wind(
        speed: windiest?.wind.speed, direction: windiest?.wind.direction,
        gust: readings.compactMap(\.wind.gust).max()))
  }
}

extension ForecastResponse.Entry {
  /// The step in domain terms; `pop` (0 to 1) as a percentage; rain and snow added up.
  var step: HourlyForecast {
    let rainAndSnow = [rain?.threeHours, snow?.threeHours].compactMap { $0 }
    return HourlyForecast(
      time: Date(timeIntervalSince1970: TimeInterval(dt)), temperature: main.temp,
      feelsLike: main.feelsLike, humidity: main.humidity,
      precipitationProbability: pop.map { $0 * 100 },
      precipitation: rainAndSnow.isEmpty ? 0 : rainAndSnow.reduce(0, +),
      condition: weather?.first?.condition,
      wind: Wind(speed: wind?.speed, direction: wind?.deg, gust: wind?.gust))
  }
}

/// How much a condition matters, to pick a day's one condition from its steps: thunderstorm
/// over snow over rain over drizzle over fog and haze over clouds over clear sky.
enum ConditionSeverity {
  /// A rank for an OpenWeatherMap condition id; higher matters more.
  static func rank(_ id: Int) -> Int {
    let within = id % 100
    return switch id / 100 {
    case 2: 700 + within
    case 6: 600 + within
    case 5: 500 + within
    case 3: 400 + within
    case 7: 300 + within
    case 8: within
    default: -1
    }
  }
}
