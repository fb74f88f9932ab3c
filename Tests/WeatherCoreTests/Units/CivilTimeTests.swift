import Foundation
import Testing
import WeatherCore

@Suite("Wall-clock time at an offset, without a time zone database")
struct CivilTimeTests {
  @Test(
    "instants read as the place's date, time and weekday",
    arguments: [
      (0, 0, "1970-01-01", "00:00", 4), (1_785_574_800, 28_800, "2026-08-01", "17:00", 6),
      (1_785_574_800, -14_400, "2026-08-01", "05:00", 6),
      (1_661_882_400, 7200, "2022-08-30", "20:00", 2),
      (951_782_400, 0, "2000-02-29", "00:00", 2), (-1, 0, "1969-12-31", "23:59", 3),
      (1_790_000_000, 34_200, "2026-09-21", "23:43", 1),
    ])
  func instants(seconds: Int, offset: Int, date: String, time: String, weekday: Int) {
    let civil = CivilTime(Date(timeIntervalSince1970: TimeInterval(seconds)), offset: offset)
    #expect(civil.dateText == date)
    #expect(civil.timeText == time)
    #expect(civil.weekday == weekday)
  }

  @Test("a local time and its offset give back the instant")
  func roundTrip() throws {
    let civil = try #require(CivilTime(parsing: "2026-09-21T17:00"))
    #expect(civil.date(offset: 34_200).ISO8601Format() == "2026-09-21T07:30:00Z")
    #expect(try #require(CivilTime(date: "2026-11-23")).weekday == 1)
  }

  @Test(
    "impossible or malformed times are refused",
    arguments: [
      "", "2025-02-30T10:00", "2025-02-05", "2025-02-05T25:00", "2025-13-01T00:00", "yesterday",
      "2025-02-05T10:00:61", "2023-02-29T00:00", "99999-01-01T00:00",
    ])
  func refused(text: String) {
    #expect(CivilTime(parsing: text) == nil)
  }

  @Test("absurd instants are held at a bound instead of overflowing")
  func absurd() {
    let far = CivilTime(Date(timeIntervalSince1970: 9.2e18), offset: 86_400)
    #expect(far.year > 30_000)
    #expect(CivilTime(Date(timeIntervalSince1970: .nan), offset: 0).year == 1970)
  }

  @Test(
    "a local time placed at an absurd offset never overflows",
    arguments: [Int.min, Int.min + 1, Int.max, 1_000_000_000, -1_000_000_000])
  func absurdOffset(offset: Int) throws {
    for text in ["0001-01-01T00:00", "9999-12-31T23:59:59", "2026-09-21T17:00"] {
      let civil = try #require(CivilTime(parsing: text))
      let instant = civil.date(offset: offset).timeIntervalSince1970
      #expect(instant.isFinite)
      #expect(CivilTime(civil.date(offset: offset), offset: offset).year == civil.year)
    }
    #expect(CivilTime(Date(timeIntervalSince1970: 0), offset: offset).year != 0)
  }

  @Test("instants are written in ISO 8601 exactly as Foundation writes them")
  func iso8601AsFoundation() {
    // Years 1 to 9999 (Julian before 1582, for Foundation), whole and fractional seconds,
    // before and after 1970, and the edges.
    let bound = 253_402_300_799.0
    // 20,000 instants spread over the years, each at another time of day.
    let random = (0..<20_000).map { -62_135_596_800 + Double($0) * 15_776_944.987 }
    let edges: [Double] = [
      0, -0.5, 0.999, -1, 951_782_400, 1_785_574_800.75, -62_135_596_800, bound, bound + 1,
      -62_135_596_801, 1e15, -1e15, -11_676_096_000, -11_676_096_001, -12_219_292_800,
    ]
    for seconds in random + random.map({ $0.rounded() }) + edges {
      let date = Date(timeIntervalSince1970: seconds)
      #expect(CivilTime.iso8601(date) == date.ISO8601Format(), "\(seconds)")
    }
  }
}
