import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("A watch's redraws: the moments time alone changes what it shows")
struct WatchRedrawTests {
  let zocca: Report
  /// Zocca's sun on the fixture's day, 2022-08-30 (UTC+2).
  let sun: SunTimes

  init() async throws {
    let provider = try ProviderConfiguration(choice: "openweathermap", apiKey: APIKey("key"))
      .makeSources(transport: try StubTransport(fixture: "owm-current-zocca")).weather
    let observation = try await provider.weather(
      WeatherQuery(coordinate: Coordinate(latitude: 44.34, longitude: 10.99))
    ).current
    zocca = Report(place: observation.place, observation: observation, provider: "owm")
    sun = try #require(
      SunTimes(
        coordinate: zocca.place.coordinate, dayContaining: observation.observedAt,
        utcOffset: 7200))
  }

  @Test(
    "a stale age's text changes at its unit's next whole count",
    arguments: [
      (0.0, 1.0), (59.5, 0.5), (60, 60), (61, 59), (3599, 1), (3600, 3600), (86_399.5, 0.5),
      (86_400, 86_400), (-5, 1), (.infinity, 1),
    ])
  func staleAge(age: Double, until: Double) {
    #expect(StaleAge.untilChange(age) == until)
    #expect(StaleAge.text(age + until) != StaleAge.text(age) || !age.isFinite || age < 0)
  }

  @Test("a fresh answer by day: the sunset is next; after it, the place's midnight")
  func sunAndMidnight() throws {
    let sunset = try #require(sun.sunset.date)
    let answer = [(report: zocca, staleAge: Double?.none)]
    #expect(WatchRedraw.nextChange(after: sunset - 60, answers: answer) == sunset)
    // 2022-08-31 00:00 at UTC+2.
    let midnight = Date(timeIntervalSince1970: 1_661_896_800)
    #expect(WatchRedraw.nextChange(after: sunset + 1, answers: answer) == midnight)
  }

  @Test("a stale answer: the age's next unit comes before the sun's next event")
  func staleFirst() throws {
    let noon = sun.noon
    let answer = [(report: zocca, staleAge: Double?(125))]
    #expect(WatchRedraw.nextChange(after: noon, answers: answer) == noon + 55)
    #expect(WatchRedraw.nextChange(after: noon, answers: []) == nil)
  }
}
