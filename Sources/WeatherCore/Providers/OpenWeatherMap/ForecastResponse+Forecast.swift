import Foundation

extension ForecastResponse {
  /// The forecast from the 3-hour steps: the first steps covering `request.hours`, and up to
  /// `request.days` local days, today first. Today counts from now (and `current`); a later day
  /// is kept only when the steps cover all of it, so no day's low or high is a guess.
  func forecast(_ request: ForecastRequest, current: Observation) -> Forecast {
    let offset = city?.timezone ?? current.timezoneOffset ?? 0
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
    let today = CivilTime(current.observedAt, offset: offset).dateText
    let daily = days.filter { $0.date >= today }
      .filter { $0.date == today || $0.steps.count == 8 }
      .prefix(request.days)
      .map { day in
        Self.day(day.date, day.steps, current: day.date == today ? current : nil)
      }
    return Forecast(
      hourlyInterval: 3, hourly: request.hours > 0 ? hourly : [], daily: daily, utcOffset: offset)
  }

  /// One day from its steps: lowest and highest, the most significant condition, the highest
  /// chance of precipitation, the sum of precipitation, the strongest wind.
  private static func day(_ date: String, _ steps: [HourlyForecast], current: Observation?)
    -> DailyForecast
  {
    let temperatures = steps.map(\.temperature) + (current.map { [$0.temperature] } ?? [])
    let windiest = steps.max { ($0.wind.speed ?? 0) < ($1.wind.speed ?? 0) }
    let condition = steps.compactMap(\.condition).max {
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
      precipitation: steps.map { $0.precipitation ?? 0 }.reduce(0, +),
      wind: Wind(
        speed: windiest?.wind.speed, direction: windiest?.wind.direction,
        gust: steps.compactMap(\.wind.gust).max()))
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
