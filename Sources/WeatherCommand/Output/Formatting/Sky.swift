import Foundation
import WeatherCore

/// The sun and the moon for a report as the output forms write them, at the observation's
/// time or, in a watch, at the moment the answer is shown; the core computes them when they
/// are read, so output that shows neither pays nothing.
struct Sky: Sendable {
  let report: Report
  /// The moment whose day the sun is of, and whose moon: the observation's time unless
  /// another is given.
  let moment: Date

  /// The sky of `report` at `moment`, or at its observation's time.
  init(report: Report, at moment: Date? = nil) {
    self.report = report
    self.moment = moment ?? report.observation.observedAt
  }

  /// The place's offset from UTC in seconds (`Report.utcOffset`).
  var utcOffset: Int { report.utcOffset }

  /// The sun on the local date of the moment.
  var sun: SunTimes? {
    SunTimes(coordinate: report.place.coordinate, dayContaining: moment, utcOffset: utcOffset)
  }

  /// The sun on a local date such as `2026-11-23`, a forecast day's.
  func sun(on date: String) -> SunTimes? { report.sun(on: date) }

  /// The moon at the moment.
  var moon: MoonPhase? { MoonPhase(at: moment) }

  /// `06:12:09`: the place's wall-clock time of `date`, with seconds, as wttr.in writes times.
  func clock(_ date: Date) -> String {
    let local = CivilTime(date, offset: utcOffset)
    return local.timeText + ":" + (local.second < 10 ? "0" : "") + String(local.second)
  }

  /// `+0900`, `-0330`: the offset as wttr.in's `%T` ends (strftime's `%z`).
  var compactOffset: String {
    Self.offset(utcOffset, separator: "")
  }

  /// `+09:00`, `-03:30`: the offset as ISO 8601 writes it.
  var offset: String {
    Self.offset(utcOffset, separator: ":")
  }

  private static func offset(_ seconds: Int, separator: String) -> String {
    let minutes = abs(seconds) / 60
    let two = { (value: Int) in (value < 10 ? "0" : "") + String(value) }
    return (seconds < 0 ? "-" : "+") + two(minutes / 60) + separator + two(minutes % 60)
  }
}
