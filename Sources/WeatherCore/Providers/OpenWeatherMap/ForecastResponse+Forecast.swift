import Foundation

extension ForecastResponse {
  /// The forecast from the 3-hour steps: the first steps covering `request.hours`, and up to
  /// `request.days` local days (`Forecast.days`).
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
    return Forecast(
      hourly: request.hours > 0
        ? Forecast(hourly: steps, daily: [], utcOffset: offset)
          .steps(covering: request.hours) : [],
      daily: Forecast.days(from: steps, current: current, offset: offset, limit: request.days),
      utcOffset: offset)
  }
}

extension ForecastResponse.Entry {
  /// The step in domain terms; `pop` (0 to 1) as a percentage; rain and snow added up.
  var step: HourlyForecast {
    let rainAndSnow = [rain?.threeHours, snow?.threeHours].compactMap { $0 }
    return HourlyForecast(
      time: Date(timeIntervalSince1970: TimeInterval(dt)), hours: 3, temperature: main.temp,
      feelsLike: main.feelsLike, humidity: main.humidity,
      precipitationProbability: pop.map { $0 * 100 },
      precipitation: rainAndSnow.isEmpty ? 0 : rainAndSnow.reduce(0, +),
      condition: weather?.first?.condition,
      wind: Wind(speed: wind?.speed, direction: wind?.deg, gust: wind?.gust))
  }
}
