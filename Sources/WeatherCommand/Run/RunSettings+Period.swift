import Foundation
import WeatherCore

extension RunSettings {
  /// The most days `--hours` shows with `--date` or `--from`: a year of hours.
  static let hourlyPeriodLimit = 366

  /// The settings for the days of `--date` or `--from`, when today is `today`: their rows
  /// (daily, or hourly with `--hours`) in place of the forecast, from a source that has the
  /// past (the first in the table when none was named); these settings when none is asked for.
  /// - Throws: A `UsageError` for days out of range, too many hours, or a named source
  ///   without the past.
  func forPeriod(today: Int) throws(UsageError) -> (RunSettings, DayPeriod?) {
    guard let dates = options.dates else { return (self, nil) }
    let period = try dates.period(today: today)
    var options = self.options
    let hourly = options.given.contains(.hours)
    if hourly, period.count > Self.hourlyPeriodLimit {
      throw UsageError(
        "--hours shows at most \(Self.hourlyPeriodLimit) days of hours at a time; "
          + "this range has \(period.count): split it")
    }
    options.forecast = ForecastRequest(
      hours: hourly ? period.count * 24 : 0, days: hourly ? 0 : period.count)
    var provider = self.provider
    let chosen = try? provider.chosenSource()
    if chosen?.offers.contains(.past) != true {
      let past = provider.sources.descriptors.first { $0.offers.contains(.past) }
      guard let past, !options.given.contains(.provider) else {
        let names = provider.sources.descriptors.filter { $0.offers.contains(.past) }.map(\.name)
        throw UsageError(
          "--provider \(chosen?.name ?? "") has no past weather; "
            + "\(names.joined(separator: " or ")) has")
      }
      provider.choice = past.name
    }
    return (RunSettings(options: options, savedPlaces: savedPlaces, provider: provider), period)
  }
}
