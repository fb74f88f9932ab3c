import Foundation

/// Instants as the astronomical formulas want them: Julian days and Julian centuries since
/// J2000.0, from seconds since 1970. Only instants from 1900 to 2300 are taken: a margin around
/// the years a weather answer may carry (1970–2200) at any offset, inside the span the formulas
/// were fitted for, and small enough that no later arithmetic can overflow.
enum AstronomicalTime {
  /// Seconds since 1970 from 1900-01-01 to 2300-01-01, UTC.
  static let supported = -2_208_988_800.0...10_413_792_000.0

  /// The Julian day of 1970-01-01 00:00 UTC.
  private static let unixEpoch = 2_440_587.5

  /// The Julian day of J2000.0 (2000-01-01 12:00).
  private static let j2000 = 2_451_545.0

  /// `seconds` since 1970 when it is a supported instant, else `nil` (NaN and infinities too).
  static func checked(_ date: Date) -> Double? {
    let seconds = date.timeIntervalSince1970
    return supported.contains(seconds) ? seconds : nil
  }

  /// The Julian day of an instant given in seconds since 1970.
  static func julianDay(seconds: Double) -> Double {
    unixEpoch + seconds / 86_400
  }

  /// Seconds since 1970 of a Julian day.
  static func seconds(julianDay: Double) -> Double {
    (julianDay - unixEpoch) * 86_400
  }

  /// Julian centuries of 36,525 days since J2000.0.
  static func julianCenturies(seconds: Double) -> Double {
    (julianDay(seconds: seconds) - j2000) / 36_525
  }
}
