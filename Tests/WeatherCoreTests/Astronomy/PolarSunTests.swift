import Foundation
import Testing
import WeatherCore

@Suite("Polar day and polar night are values, on the right dates")
struct PolarSunTests {
  static let longyearbyen = (latitude: 78.2232, longitude: 15.6267)

  private func sun(_ date: String, latitude: Double, longitude: Double, offset: Int) throws
    -> SunTimes
  {
    let parts = date.split(separator: "-").compactMap { Int($0) }
    let coordinate = try Coordinate(latitude: latitude, longitude: longitude)
    return try #require(
      SunTimes(
        coordinate: coordinate, year: parts[0], month: parts[1], day: parts[2], utcOffset: offset))
  }

  /// Spitsbergen-svalbard.com, "Let there be light!" (2025-02-16): Longyearbyen's first sunrise
  /// of 2025 on 16 February, the first since 25 October 2024. On 15 February the sun's upper
  /// limb clears the horizon for an hour at this point by NOAA's equations and by PyEphem alike
  /// (the article names no exact point or horizon), so that day is left out as too close to call.
  @Test(
    "Longyearbyen's polar night begins and ends on the published dates",
    arguments: [
      ("2024-10-25", true), ("2024-10-26", false), ("2024-12-21", false), ("2025-02-14", false),
      ("2025-02-16", true),
    ])
  func polarNight(date: String, rises: Bool) throws {
    let (latitude, longitude) = Self.longyearbyen
    let sun = try sun(date, latitude: latitude, longitude: longitude, offset: 3600)
    if rises {
      #expect(sun.sunrise.date != nil)
      #expect(sun.sunset.date != nil)
    } else {
      #expect(sun.sunrise == .alwaysDown)
      #expect(sun.sunset == .alwaysDown)
    }
  }

  /// Postimees (2022-05): in Longyearbyen the sun stays up from 18 April to 23 August, and
  /// from 13 November to 29 January not even civil twilight comes.
  @Test("midnight sun and the darkest weeks at Longyearbyen")
  func midnightSun() throws {
    let (latitude, longitude) = Self.longyearbyen
    let summer = try sun("2025-06-21", latitude: latitude, longitude: longitude, offset: 7200)
    #expect(
      [summer.dawn, summer.sunrise, summer.sunset, summer.dusk].allSatisfy { $0 == .alwaysUp })
    let winter = try sun("2025-12-21", latitude: latitude, longitude: longitude, offset: 3600)
    #expect(
      [winter.dawn, winter.sunrise, winter.sunset, winter.dusk].allSatisfy { $0 == .alwaysDown })
    #expect(winter.sunrise.date == nil)
  }

  @Test("white nights: Reykjavik's sun sets at midsummer but civil dusk never comes")
  func whiteNights() throws {
    let sun = try sun("2025-06-21", latitude: 64.1466, longitude: -21.9426, offset: 0)
    #expect(sun.dawn == .alwaysUp)
    #expect(sun.dusk == .alwaysUp)
    #expect(sun.sunrise.date != nil)
    #expect(sun.sunset.date != nil)
  }

  @Test(
    "at the poles the sun is up or down all day, by season",
    arguments: [
      (90.0, "2025-06-21", SunEvent.alwaysUp), (90, "2025-12-21", .alwaysDown),
      (-90, "2025-06-21", .alwaysDown), (-90, "2025-12-21", .alwaysUp),
      (-77.8419, "2025-12-21", .alwaysUp),
    ])
  func poles(latitude: Double, date: String, expected: SunEvent) throws {
    let sun = try sun(date, latitude: latitude, longitude: 166.6863, offset: 46_800)
    #expect(sun.sunrise == expected)
    #expect(sun.sunset == expected)
  }
}
