import WeatherCore

/// The note for a forecast shorter than asked: what the provider has, and where to get more,
/// or, for an old answer (`--stale`), that the old answer has no more.
enum ForecastShortfall {
  /// The note for `report`, when its forecast is shorter than `asked`.
  /// - Parameters:
  ///   - report: The answer.
  ///   - asked: The forecast asked for.
  ///   - limit: What the source's descriptor says of its forecast, if anything.
  ///   - stale: Whether `report` is an old answer shown because a fresh one failed.
  /// - Returns: One line, or `nil` when the forecast covers what was asked.
  static func note(_ report: Report, asked: ForecastRequest, limit: String?, stale: Bool)
    -> String?
  {
    guard !asked.isEmpty,
      let forecast = report.forecast
        ?? (stale ? Forecast(hourly: [], daily: [], utcOffset: 0) : nil)
    else { return nil }
    let hours = Int(forecast.hoursCovered)
    let shortOfDays = forecast.daily.count < asked.days
    let shortOfHours = asked.hours > 0 && hours < asked.hours
    guard shortOfDays || shortOfHours else { return nil }
    let shown = [
      shortOfDays ? count(forecast.daily.count, "day") : nil,
      shortOfHours ? count(hours, "hour") : nil,
    ].compactMap { $0 }.joined(separator: " and ")
    let why = stale ? "the old answer has no more" : limit ?? "that is all the provider has"
    return "showing \(shown) of forecast: \(why)"
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }
}
