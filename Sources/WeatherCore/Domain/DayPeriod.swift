import Foundation

/// Local days, the first and the last included: the days whose weather is asked for, in the
/// past, the future, or both.
public struct DayPeriod: Sendable, Hashable, Codable {
  /// The first day, counted in days since 1970-01-01.
  public let first: Int
  /// The last day, counted in days since 1970-01-01; never before `first`.
  public let last: Int

  /// The earliest day there is weather for: Open-Meteo's archive begins on 1940-01-01.
  public static let earliest = -10_958
  /// The most days after today there is a forecast for (today + 15: 16 days in all).
  public static let daysAhead = 15

  /// Creates a period; `nil` when `last` is before `first`.
  public init?(first: Int, last: Int) {
    guard first <= last else { return nil }
    self.first = first
    self.last = last
  }

  /// How many days the period holds.
  public var count: Int { last - first + 1 }

  /// Whether `day` lies in the period.
  public func contains(_ day: Int) -> Bool { (first...last).contains(day) }

  /// The day an ISO date (`2024-07-01`) stands for; `nil` for any other text or an impossible
  /// date (`2024-02-30`).
  public static func day(_ text: String) -> Int? {
    guard text.utf8.count == 10 else { return nil }
    return CivilTime(date: text)?.dayNumber
  }

  /// The ISO date of `day`: `2024-07-01`.
  public static func text(_ day: Int) -> String { CivilTime(dayNumber: day).dateText }

  /// Today's day number at `offset` seconds east of UTC.
  public static func today(at date: Date = Date(), offset: Int) -> Int {
    CivilTime(date, offset: offset).dayNumber
  }
}

/// What a period's answer covered and where it came from, as JSON's `period` says it.
public struct AnsweredPeriod: Sendable, Hashable, Codable {
  /// The days asked for and answered.
  public let days: DayPeriod
  /// Where the rows came from: `archive`, `forecast`, or `archive+forecast`.
  public let source: String

  /// Creates one.
  public init(days: DayPeriod, source: String) {
    self.days = days
    self.source = source
  }
}
