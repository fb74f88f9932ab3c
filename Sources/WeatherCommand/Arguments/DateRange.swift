import WeatherCore

/// The days asked for with `--date`, or `--from` and `--to`, as written.
struct DateRange: Sendable, Equatable {
  /// The first day.
  let from: DateWord
  /// The last day; today when `--from` is given alone.
  let to: DateWord

  /// The days, when today is `today`: from 1940-01-01 to 15 days ahead.
  /// - Throws: A `UsageError` naming the days that can be answered, for a day outside them
  ///   or a range that ends before it starts.
  func period(today: Int) throws(UsageError) -> DayPeriod {
    let first = from.day(today: today)
    let last = to.day(today: today)
    let latest = today + DayPeriod.daysAhead
    let answerable =
      "the days that can be answered are \(DayPeriod.text(DayPeriod.earliest)) to \(DayPeriod.text(latest))"
    for day in [first, last] where day < DayPeriod.earliest || day > latest {
      throw UsageError("\(Self.text(day)) is out of range; \(answerable)")
    }
    guard let period = DayPeriod(first: first, last: last) else {
      throw UsageError(
        "--to \(DayPeriod.text(last)) is before --from \(DayPeriod.text(first)); "
          + "give the earlier day first")
    }
    return period
  }

  /// A day far outside the calendar's years is named by its distance, not by a date.
  private static func text(_ day: Int) -> String {
    (-700_000...2_900_000).contains(day) ? DayPeriod.text(day) : "the day asked for"
  }
}
