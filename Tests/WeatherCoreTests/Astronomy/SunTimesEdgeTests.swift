import Foundation
import Testing
import WeatherCore

@Suite("Sun times on the place's own date, and on any input without a trap")
struct SunTimesEdgeTests {
  @Test(
    "either side of the date line the day is the one the place's clocks show",
    arguments: [
      // Kiritimati (+14 h): 2025-01-01 00:00 UTC is 14:00 on 1 January there.
      (1.8721, -157.4278, 50_400, 1_735_689_600, "2025-01-01"),
      // Pago Pago (−11 h): 2025-01-01 05:00 UTC is 18:00 on 31 December there.
      (-14.2756, -170.7020, -39_600, 1_735_707_600, "2024-12-31"),
    ])
  func dateLine(latitude: Double, longitude: Double, offset: Int, seconds: Int, date: String)
    throws
  {
    let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
    let instant = Date(timeIntervalSince1970: TimeInterval(seconds))
    let sun = try #require(
      SunTimes(coordinate: coordinate, dayContaining: instant, utcOffset: offset))
    let local = try #require(CivilTime(date: date))
    #expect(
      sun
        == SunTimes(
          coordinate: coordinate, year: local.year, month: local.month, day: local.day,
          utcOffset: offset))
    let events = [sun.dawn.date, sun.sunrise.date, sun.noon, sun.sunset.date, sun.dusk.date]
    for event in events {
      let event = try #require(event)
      #expect(CivilTime(event, offset: offset).dateText == date)
    }
  }

  @Test(
    "impossible dates and offsets are refused",
    arguments: [
      (2025, 1, 1, 64_801), (2025, 1, 1, -64_801), (2025, 1, 1, Int.max), (2025, 1, 1, Int.min),
      (1899, 12, 31, 0), (2300, 1, 1, 0), (Int.max, 1, 1, 0), (Int.min, 1, 1, 0),
      (2025, 13, 1, 0), (2025, 0, 1, 0), (2025, 2, 29, 0), (2025, 1, Int.min, 0),
    ])
  func refusedDates(year: Int, month: Int, day: Int, offset: Int) throws {
    let coordinate = try Coordinate(latitude: 0, longitude: 0)
    #expect(
      SunTimes(coordinate: coordinate, year: year, month: month, day: day, utcOffset: offset)
        == nil)
  }

  @Test(
    "instants that are not finite or far outside the years are refused",
    arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, -3e9, 1.1e10])
  func refusedInstants(seconds: Double) throws {
    let coordinate = try Coordinate(latitude: 0, longitude: 0)
    let instant = Date(timeIntervalSince1970: seconds)
    #expect(SunTimes(coordinate: coordinate, dayContaining: instant, utcOffset: 0) == nil)
  }

  @Test("every latitude, longitude and offset from 1970 to 2200 gives times in order")
  func sweep() throws {
    let latitudes = [-90, -89.9, -66.56, -45, 0, 45, 66.56, 89.9, 90]
    let longitudes = [-180.0, -90, 0, 90, 180]
    let offsets = [-64_800, -39_600, 0, 50_400, 64_800]
    for latitude in latitudes {
      for longitude in longitudes {
        let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
        for offset in offsets {
          for year in stride(from: 1970, through: 2200, by: 23) {
            for month in [1, 3, 6, 9, 12] {
              let sun = try #require(
                SunTimes(
                  coordinate: coordinate, year: year, month: month, day: 21, utcOffset: offset))
              try expectInOrder(sun, year: year, month: month, offset: offset)
            }
          }
        }
      }
    }
  }

  /// Noon within half a day (and the equation of time) of the local midday; dawn, sunrise,
  /// noon, sunset and dusk in order; no sunrise without a dawn.
  private func expectInOrder(_ sun: SunTimes, year: Int, month: Int, offset: Int) throws {
    let midnight = try #require(CivilTime(year: year, month: month, day: 21))
    let midday = midnight.date(offset: offset).addingTimeInterval(43_200)
    #expect(abs(sun.noon.timeIntervalSince(midday)) <= 12 * 3600 + 20 * 60)
    let times = [sun.dawn.date, sun.sunrise.date, sun.noon, sun.sunset.date, sun.dusk.date]
      .compactMap { $0 }
    #expect(times == times.sorted())
    #expect(times.allSatisfy { abs($0.timeIntervalSince(sun.noon)) <= 12 * 3600 + 60 })
    if sun.sunrise == .alwaysUp { #expect(sun.dawn == .alwaysUp) }
    if sun.dawn == .alwaysDown { #expect(sun.sunrise == .alwaysDown) }
  }
}
