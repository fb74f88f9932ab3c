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
}
