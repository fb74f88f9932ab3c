import Foundation

/// The sun and the moon for an answer, computed here from its place and time: never a
/// request, never cached, and computed only when read, so a batch that shows neither pays
/// nothing for them.
extension Report {
  /// The place's offset from UTC in seconds: the source's, else the nautical zone of its
  /// longitude (15° an hour), which gives the right local date when no offset was sent.
  public var utcOffset: Int {
    observation.timezoneOffset ?? forecast?.utcOffset
      ?? Int((place.coordinate.longitude / 15).rounded()) * 3600
  }

  /// The sun on the local date of the observation.
  public var sun: SunTimes? {
    SunTimes(
      coordinate: place.coordinate, dayContaining: observation.observedAt, utcOffset: utcOffset)
  }

  /// The sun on a local date such as `2026-11-23`, a forecast day's; `nil` for no such date
  /// or no such day (the poles).
  public func sun(on date: String) -> SunTimes? {
    guard let day = CivilTime(date: date) else { return nil }
    return SunTimes(
      coordinate: place.coordinate, year: day.year, month: day.month, day: day.day,
      utcOffset: utcOffset)
  }

  /// The moon at the observation time.
  public var moon: MoonPhase? {
    MoonPhase(at: observation.observedAt)
  }
}
