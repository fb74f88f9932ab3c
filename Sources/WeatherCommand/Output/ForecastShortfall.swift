import WeatherCore

/// The note for a forecast shorter than asked: what the provider has, and where to get more.
enum ForecastShortfall {
  /// One line, or `nil` when the forecast covers what was asked.
  static func note(_ report: Report, asked: ForecastRequest) -> String? {
    guard let forecast = report.forecast else { return nil }
    let hours = forecast.hourly.count * forecast.hourlyInterval
    let shortOfDays = forecast.daily.count < asked.days
    let shortOfHours = asked.hours > 0 && hours < asked.hours
    guard shortOfDays || shortOfHours else { return nil }
    let shown = [
      shortOfDays ? count(forecast.daily.count, "day") : nil,
      shortOfHours ? count(hours, "hour") : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    let more =
      report.provider == ProviderChoice.openWeatherMap.rawValue
      ? "OpenWeatherMap's free forecast covers 5 days in 3-hour steps; "
        + "--provider open-meteo gives 16 days hour by hour" : "that is all the provider has"
    return "showing \(shown) of forecast: \(more)"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }
}
