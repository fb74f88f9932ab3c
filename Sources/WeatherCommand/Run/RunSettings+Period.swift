import Foundation
import WeatherCore

extension RunSettings {
  /// The most days `--hours` shows with `--date` or `--from` when the rows are collected
  /// before they are written: a year of hours. Streamed rows (`Options.streamsRows`) have no
  /// such bound.
  static let hourlyPeriodLimit = 366

  /// The settings for the days of `--date` or `--from`, when today is `today`: their rows
  /// (daily, or hourly with `--hours`) in place of the forecast, from the sources chosen that
  /// have the past, in their order (the table's first that has it when none was named and
  /// none chosen has it); these settings when none is asked for.
  /// - Throws: `.usage` for days out of range, too many hours, or named sources without the
  ///   past; `.configuration` when only sources that allow commercial use may be used and none
  ///   of those has the past.
  func forPeriod(today: Int, configPath: String) throws(RunSettings.Failure) -> (
    RunSettings, DayPeriod?
  ) {
    guard let dates = options.dates else { return (self, nil) }
    let period: DayPeriod
    do { period = try dates.period(today: today) } catch { throw .usage(error) }
    var options = self.options
    let hourly = options.given.contains(.hours)
    if hourly, period.count > Self.hourlyPeriodLimit, !options.streamsRows {
      throw .usage(
        UsageError(
          "--hours shows at most \(Self.hourlyPeriodLimit) days of hours at a time but with "
            + "--csv for one location (streamed); this range has \(period.count): split it"))
    }
    options.forecast = ForecastRequest(
      hours: hourly ? period.count * 24 : 0, days: hourly ? 0 : period.count)
    var provider = self.provider
    let hasPast = { (source: SourceDescriptor) in source.offers.contains(.past) }
    let allowed = provider.sources.weatherSources.filter {
      hasPast($0) && (!provider.commercialOnly || $0.commercialUse)
    }
    guard !allowed.isEmpty else {
      throw .configuration(.noCommercialPast(configPath: configPath))
    }
    let chosen: [SourceDescriptor]
    do {
      chosen = try provider.chosenSources().filter(hasPast)
    } catch {
      // The choice itself is wrong: said when the sources are made.
      return (RunSettings(options: options, savedPlaces: savedPlaces, provider: provider), period)
    }
    if chosen.isEmpty {
      guard !options.given.contains(.provider) else {
        throw .usage(
          UsageError(
            "--provider \(SafeText.line(options.providers.joined(separator: ","), limit: 60)) has no past weather; "
              + "\(allowed.map(\.name).joined(separator: " or ")) has"))
      }
      provider.choices = [allowed[0].name]
    } else {
      provider.choices = chosen.map(\.name)
    }
    options.firstSource = provider.choices.first
    return (RunSettings(options: options, savedPlaces: savedPlaces, provider: provider), period)
  }
}
