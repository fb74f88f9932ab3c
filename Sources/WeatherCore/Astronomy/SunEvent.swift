import Foundation

/// When the sun crosses an altitude on a day (rising or setting), or why it does not.
public enum SunEvent: Sendable, Hashable {
  /// The sun crosses the altitude at this instant.
  case at(Date)
  /// The sun stays above the altitude all day: polar day for sunrise and sunset, white nights
  /// for dawn and dusk.
  case alwaysUp
  /// The sun stays below the altitude all day: polar night.
  case alwaysDown

  /// The instant, or `nil` when the sun does not cross the altitude that day (print `--`,
  /// write `null`).
  public var date: Date? {
    if case .at(let date) = self { date } else { nil }
  }
}
