import Foundation

/// A wall-clock time at a fixed offset from UTC: the place's own date and hour, computed with
/// integer arithmetic (proleptic Gregorian calendar), so no time zone database is needed.
package struct CivilTime: Sendable, Equatable {
  package let year: Int
  package let month: Int
  package let day: Int
  package let hour: Int
  package let minute: Int
  package let second: Int

  /// The wall-clock time of `date` at `offset` seconds east of UTC.
  /// Instants beyond ±30,000 years are held at that bound, so no arithmetic can overflow.
  package init(_ date: Date, offset: Int) {
    let bound = 1e12
    let instant = min(max(date.timeIntervalSince1970, -bound), bound)
    let seconds =
      Int(instant.isNaN ? 0 : instant.rounded(.down)) + Self.heldToADay(offset)
    let (days, secondOfDay) = Self.floorDivide(seconds, 86_400)
    (year, month, day) = Self.civil(fromDays: days)
    hour = secondOfDay / 3600
    minute = secondOfDay % 3600 / 60
    second = secondOfDay % 60
  }

  /// Reads a local time, `2026-11-23T14:00` or `2026-11-23T14:00:30`; `nil` for anything else,
  /// an impossible time included.
  package init?(parsing text: String) {
    self.init(text, parts: [5, 6])
  }

  /// Reads a local date, `2026-11-23`, as its midnight; `nil` for anything else.
  package init?(date text: String) {
    self.init(text, parts: [3])
  }

  private init?(_ text: String, parts counts: Set<Int>) {
    let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
    guard counts.contains(parts.count), text.count <= 19 else { return nil }
    let values = parts.compactMap { $0 }
    guard values.count == parts.count else { return nil }
    let (year, month, day) = (values[0], values[1], values[2])
    let hour = values.count > 3 ? values[3] : 0
    let minute = values.count > 4 ? values[4] : 0
    let second = values.count > 5 ? values[5] : 0
    self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
  }

  /// The midnight that starts a local date; `nil` for an impossible date or a year outside 1–9999.
  package init?(year: Int, month: Int, day: Int) {
    self.init(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
  }

  private init?(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day), (0...23).contains(hour),
      (0...59).contains(minute), (0...59).contains(second)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
    (self.hour, self.minute, self.second) = (hour, minute, second)
  }

  /// The instant this wall-clock time stands for at `offset` seconds east of UTC. An offset
  /// beyond a day is held at a day, as in `init(_:offset:)`, so no arithmetic can overflow:
  /// callers refuse impossible offsets (`Plausible.offset`) before they get here.
  package func date(offset: Int) -> Date {
    let days = Self.days(fromCivil: year, month, day)
    let seconds =
      days * 86_400 + hour * 3600 + minute * 60 + second - Self.heldToADay(offset)
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// The midnight that starts the day `days` after 1970-01-01.
  package init(dayNumber days: Int) {
    self.init(Date(timeIntervalSince1970: TimeInterval(days) * 86_400), offset: 0)
  }

  /// Days since 1970-01-01 of this time's date.
  package var dayNumber: Int { Self.days(fromCivil: year, month, day) }

  /// `2026-11-23`.
  package var dateText: String {
    Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
  }

  /// `14:00`.
  package var timeText: String {
    Self.padded(hour, 2) + ":" + Self.padded(minute, 2)
  }

  /// 0 for Sunday through 6 for Saturday.
  package var weekday: Int {
    let days = Self.days(fromCivil: year, month, day)
    return Self.floorDivide(days + 4, 7).1  // 1970-01-01 was a Thursday
  }

  private static func heldToADay(_ offset: Int) -> Int {
    min(max(offset, -86_400), 86_400)
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func floorDivide(_ value: Int, _ divisor: Int) -> (Int, Int) {
    let quotient = value >= 0 ? value / divisor : (value - divisor + 1) / divisor
    return (quotient, value - quotient * divisor)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
  private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = floorDivide(y, 400).0
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of a day count since 1970-01-01 (Howard Hinnant's civil_from_days).
  private static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = floorDivide(z, 146_097).0
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
