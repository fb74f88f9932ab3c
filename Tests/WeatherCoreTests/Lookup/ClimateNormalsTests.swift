import Foundation
import Testing

@testable import WeatherCore

@Suite("The 1991-2020 normals: each date the mean of its ±7 days over the thirty years")
struct ClimateNormalsTests {
  /// Thirty years of days whose low is `low(day of year)` and high 10 K above.
  private func rows(low: (Int) -> Double?) -> (dates: [String], lows: [Double?], highs: [Double?]) {
    var dates: [String] = []
    var lows: [Double?] = []
    var highs: [Double?] = []
    guard let first = DayPeriod.day("1991-01-01"), let last = DayPeriod.day("2020-12-31") else {
      return ([], [], [])
    }
    for day in first...last {
      let text = DayPeriod.text(day)
      let year = String(text.prefix(4))
      let start = DayPeriod.day(year + "-01-01") ?? day
      dates.append(text)
      lows.append(low(day - start))
      highs.append(low(day - start).map { $0 + 10 })
    }
    return (dates, lows, highs)
  }

  @Test("a date's normal is its window's mean; the window wraps from December into January")
  func window() throws {
    // 300 K on 1 January, 280 K every other day: the window of 31 December holds 1 January.
    let made = rows { $0 == 0 ? 300 : 280 }
    let normals = try ClimateNormals(dates: made.dates, lows: made.lows, highs: made.highs)
    let january = try #require(normals.normal(month: 1, day: 1))
    #expect(abs(january.low - (300 + 280 * 14) / 15) < 0.01)
    #expect(abs(january.high - january.low - 10) < 0.001)
    let december = try #require(normals.normal(month: 12, day: 31))
    #expect(december.low > 280)
    let july = try #require(normals.normal(month: 7, day: 1))
    #expect(july.low == 280)
    #expect(normals.normal(month: 2, day: 29) != nil)
    #expect(normals.normal(month: 2, day: 30) == nil)
    #expect(normals.normal(month: 13, day: 1) == nil)
  }

  @Test("rows out of order, repeated, outside 1991-2020 or too few make no normal")
  func refused() {
    let made = rows { _ in 280 }
    #expect(throws: WeatherError.self) {
      try ClimateNormals(
        dates: made.dates.reversed(), lows: made.lows, highs: made.highs)
    }
    #expect(throws: WeatherError.self) {
      try ClimateNormals(
        dates: ["1990-12-31"] + made.dates, lows: [280] + made.lows, highs: [290] + made.highs)
    }
    #expect(throws: WeatherError.self) {
      try ClimateNormals(
        dates: Array(made.dates.prefix(3000)), lows: Array(made.lows.prefix(3000)),
        highs: Array(made.highs.prefix(3000)))
    }
  }

  @Test("an absurd value is left out of the mean, not averaged in")
  func absurd() throws {
    let made = rows { $0 == 180 ? 9999 : 280 }
    let normals = try ClimateNormals(dates: made.dates, lows: made.lows, highs: made.highs)
    #expect(normals.normal(month: 6, day: 29)?.low == 280)
    #expect(normals.isPlausible)
  }
}
