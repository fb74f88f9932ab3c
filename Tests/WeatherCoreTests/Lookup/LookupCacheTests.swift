import Foundation
import Testing
import WeatherCore

@Suite("The lookup cache")
struct LookupCacheTests {
  let cache: LookupCache
  let place: Place
  let observation: Weather

  init() throws {
    cache = LookupCache(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent(
        "cache-\(UUID().uuidString)"))
    place = Place(
      name: "Seoul", country: "KR", state: nil,
      coordinate: try Coordinate(latitude: 37.5, longitude: 127))
    observation = Weather(
      current: Observation(
        place: place, temperature: 280, observedAt: Date(timeIntervalSince1970: 1_700_000_000)))
  }

  @Test("names are matched without regard to case and spacing")
  func normalisedNames() {
    cache.store([place], named: "Seoul", key: "owm")
    #expect(cache.places(named: "  seoul ", key: "owm") == [place])
    #expect(cache.places(named: "SEOUL", key: "owm") == [place])
    #expect(cache.places(named: "Busan", key: "owm") == nil)
  }

  @Test("a name written composed (NFC) or decomposed (NFD) is one entry")
  func unicodeForms() {
    cache.store([place], named: "Sa\u{303}o Paulo", key: "owm")
    #expect(cache.places(named: "S\u{E3}o Paulo", key: "owm") == [place])
    cache.store([place], named: "Gen\u{E8}ve", key: "owm")
    #expect(cache.places(named: "Gene\u{300}ve", key: "owm") == [place])
  }

  @Test("each provider has its own entries")
  func perProvider() {
    cache.store([place], named: "Seoul", key: "owm")
    #expect(cache.places(named: "Seoul", key: "open-meteo") == nil)
    cache.store(observation, at: place.coordinate, key: "owm")
    #expect(cache.weather(at: place.coordinate, key: "open-meteo", maxAge: 60) == nil)
    #expect(cache.weather(at: place.coordinate, key: "owm", maxAge: 60) == observation)
  }

  @Test("observations are used only within their age")
  func ages() throws {
    let saved = Date(timeIntervalSince1970: 1_000_000)
    cache.store(observation, at: place.coordinate, key: "owm", now: saved)
    #expect(
      cache.weather(
        at: place.coordinate, key: "owm", maxAge: 60, now: saved.addingTimeInterval(59))
        == observation)
    #expect(
      cache.weather(
        at: place.coordinate, key: "owm", maxAge: 60, now: saved.addingTimeInterval(61)) == nil
    )
    #expect(cache.weather(at: place.coordinate, key: "owm", maxAge: 0, now: saved) == nil)
    #expect(
      cache.weather(
        at: place.coordinate, key: "owm", maxAge: 60, now: saved.addingTimeInterval(-5)) == nil
    )
    let elsewhere = try Coordinate(latitude: 37.51, longitude: 127)
    #expect(cache.weather(at: elsewhere, key: "owm", maxAge: 60, now: saved) == nil)
  }

  @Test("a missing folder, a corrupt file and an unwritable folder are misses, never errors")
  func failures() throws {
    #expect(cache.places(named: "Seoul", key: "owm") == nil)
    cache.store([place], named: "Seoul", key: "owm")
    let files = try FileManager.default.subpathsOfDirectory(atPath: cache.directory.path)
      .filter { $0.hasSuffix(".json") }
    #expect(files.count == 1)
    for file in files {
      try Data([0xFF, 0x00]).write(to: cache.directory.appendingPathComponent(file))
    }
    #expect(cache.places(named: "Seoul", key: "owm") == nil)
    let blocked = LookupCache(directory: URL(fileURLWithPath: "/dev/null/weather"))
    blocked.store([place], named: "Seoul", key: "owm")
    #expect(blocked.places(named: "Seoul", key: "owm") == nil)
  }

  @Test("a last answer is shown as checked: impossible values in the entry are dropped")
  func lastAnswerChecked() throws {
    let saved = Date(timeIntervalSince1970: 1_700_000_000)
    let planted = Report(
      place: place,
      observation: Observation(
        place: place, temperature: 280, observedAt: saved, timezoneOffset: Int.min,
        uvIndex: 1e308, timeZone: "Evil\u{1B}]0;title\u{7}"),
      provider: "owm")
    cache.storeLast(planted, for: "Seoul", key: "owm", now: saved)
    let last = try #require(cache.lastReport(for: "Seoul", key: "owm", maxAge: 60, now: saved))
    #expect(last.report.observation.timezoneOffset == nil)
    #expect(last.report.observation.uvIndex == nil)
    #expect(last.report.observation.timeZone == nil)
    #expect(last.report.observation.temperature == 280)
    #expect(last.report.place == place)
  }
  @Test("a last answer keeps its air and the alerts still in force, for --stale --air --alerts")
  func lastAnswerKeepsExtras() throws {
    let saved = Date(timeIntervalSince1970: 1_700_000_000)
    let later = saved.addingTimeInterval(3_600)
    let storm = Alert(
      event: "Winter Storm Warning", severity: .severe, expires: later.addingTimeInterval(60),
      source: "nws")
    let fog = Alert(
      event: "Dense Fog Advisory", severity: .minor, expires: later.addingTimeInterval(-60),
      source: "nws")
    var planted = Report(place: place, observation: observation.current, provider: "owm")
    planted.air = AirQuality(
      pm2_5: 12, pm10: -5, ozone: nil, nitrogenDioxide: nil, sulphurDioxide: nil,
      carbonMonoxide: nil)
    planted.alerts = [fog, storm]
    cache.storeLast(planted, for: "Seoul", key: "owm", now: saved)
    let last = try #require(cache.lastReport(for: "Seoul", key: "owm", maxAge: 7_200, now: later))
    #expect(last.report.air?.pm2_5 == 12)
    #expect(last.report.air?.pm10 == nil)
    #expect(last.report.alerts == [storm])
  }
}
