import Foundation

/// The 1991–2020 normals of every date of the year at one place, from the daily lows and
/// highs of those thirty years: what a place keeps for good (a normal does not change).
package struct ClimateNormals: Sendable, Equatable, Codable {
  /// The mean low of each date, in kelvin, by its day of a leap year (0 for 1 January, 59
  /// for 29 February).
  package let lows: [Double]
  /// The mean high of each date, in kelvin, in the same order.
  package let highs: [Double]

  /// The days a normal's mean takes on either side of its date.
  static let window = 7
  /// The fewest days a date's mean may rest on: half of thirty years of its fifteen days.
  static let fewestDays = 225
  /// Days of a leap year before each month.
  private static let daysBefore = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335]

  /// The normals from daily rows: each date's mean over the rows within `window` days of it
  /// in any year. A row whose date is not in the normal's years, repeated or out of order is
  /// no row of a normal; a value beyond what the Earth has known is left out.
  /// - Parameters:
  ///   - dates: The rows' dates, `2020-07-01`.
  ///   - lows: Each row's low in kelvin, `nil` when missing.
  ///   - highs: Each row's high in kelvin, `nil` when missing.
  /// - Throws: `WeatherError.unreadableAnswer` for rows out of order, out of the years, of
  ///   unequal lengths, or too few for a date.
  package init(dates: [String], lows: [Double?], highs: [Double?]) throws(WeatherError) {
    guard dates.count == lows.count, dates.count == highs.count else {
      throw .unreadableAnswer(.malformed("daily columns of unequal lengths"))
    }
    let years = ClimateNormal.firstYear...ClimateNormal.lastYear
    var sums = [(low: Double, lows: Int, high: Double, highs: Int)](
      repeating: (0, 0, 0, 0), count: 366)
    var previous = Int.min
    for (index, text) in dates.enumerated() {
      guard let day = DayPeriod.day(text), day > previous,
        let year = Int(text.prefix(4)), years.contains(year),
        let slot = Self.slot(month: Int(text.dropFirst(5).prefix(2)), day: Int(text.suffix(2)))
      else { throw .unreadableAnswer(.malformed("daily.time[\(index)] is no day of the normal")) }
      previous = day
      if let low = lows[index], Plausible.temperature.contains(low) {
        sums[slot].low += low
        sums[slot].lows += 1
      }
      if let high = highs[index], Plausible.temperature.contains(high) {
        sums[slot].high += high
        sums[slot].highs += 1
      }
    }
    var lows: [Double] = []
    var highs: [Double] = []
    for slot in 0..<366 {
      var total = (low: 0.0, lows: 0, high: 0.0, highs: 0)
      for near in (slot - Self.window)...(slot + Self.window) {
        let sum = sums[(near + 366) % 366]
        total.low += sum.low
        total.lows += sum.lows
        total.high += sum.high
        total.highs += sum.highs
      }
      guard total.lows >= Self.fewestDays, total.highs >= Self.fewestDays else {
        throw .unreadableAnswer(.malformed("too few days for a normal"))
      }
      lows.append(total.low / Double(total.lows))
      highs.append(total.high / Double(total.highs))
    }
    self.lows = lows
    self.highs = highs
  }

  /// The normal of a date; `nil` for no date.
  package func normal(month: Int, day: Int) -> ClimateNormal? {
    guard let slot = Self.slot(month: month, day: day), lows.count == 366, highs.count == 366
    else { return nil }
    return ClimateNormal(month: month, day: day, low: lows[slot], high: highs[slot])
  }

  /// Normals read back from the cache are checked as new ones: 366 plausible values each.
  package var isPlausible: Bool {
    lows.count == 366 && highs.count == 366
      && (lows + highs).allSatisfy { Plausible.temperature.contains($0) }
  }

  private static func slot(month: Int?, day: Int?) -> Int? {
    guard let month, let day, (1...12).contains(month), day >= 1 else { return nil }
    let length = (month == 12 ? 366 : daysBefore[month]) - daysBefore[month - 1]
    return day <= length ? daysBefore[month - 1] + day - 1 : nil
  }
}
