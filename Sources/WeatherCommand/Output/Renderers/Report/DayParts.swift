import Foundation
import WeatherCore

/// The four parts of a day the report shows, as wttr.in has them: Morning 09:00, Noon 12:00,
/// Evening 18:00 and Night 21:00, the place's local time.
///
/// Each part is the forecast step nearest its hour on that local date, no further away than
/// half a step (30 minutes for Open-Meteo's hours, 90 for OpenWeatherMap's 3-hour steps), the
/// earlier of two as near. OpenWeatherMap's steps start at 00:00 UTC, so they fall on these
/// hours only where the offset is a whole multiple of 3 hours; elsewhere the part shows the
/// step it took at its own time (`Morning 08:00` at UTC+2, `Morning 08:30` at UTC+5:30). A
/// part the forecast does not reach (already past today, or beyond the last step) says so.
enum DayParts {
  /// The local hours of the parts.
  static let hours = [9, 12, 18, 21]

  /// A part of a day: its index in `hours`, and the step chosen for it, if any.
  struct Part: Sendable {
    let index: Int
    let step: HourlyForecast?
  }

  /// The parts of the local date `date` (`2026-11-23`) from `forecast`'s steps.
  static func parts(of date: String, in forecast: Forecast) -> [Part] {
    guard let day = CivilTime(date: date) else {
      return hours.indices.map { Part(index: $0, step: nil) }
    }
    let midnight = day.date(offset: forecast.utcOffset)
    return hours.enumerated().map { index, hour in
      let target = midnight.addingTimeInterval(TimeInterval(hour) * 3600)
      let nearest = forecast.hourly
        .filter {
          // A step stands for its part when the part's hour is within half its length.
          abs($0.time.timeIntervalSince(target)) <= TimeInterval($0.hours) * 1800
            && CivilTime($0.time, offset: forecast.utcOffset).dateText == date
        }
        .min { abs($0.time.timeIntervalSince(target)) < abs($1.time.timeIntervalSince(target)) }
      return Part(index: index, step: nearest)
    }
  }
}
