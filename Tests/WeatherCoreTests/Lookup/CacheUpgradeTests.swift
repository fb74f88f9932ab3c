import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("The cache across an upgrade: entries written by main 723a769 still answer --stale")
struct CacheUpgradeTests {
  /// A cache holding `fixture` as the `last/` entry it was written as.
  func cache(with fixture: String, file: String) throws -> LookupCache {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cache-upgrade-\(UUID().uuidString)")
    let folder = directory.appendingPathComponent("last")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Fixtures.data(fixture).write(to: folder.appendingPathComponent(file))
    return LookupCache(directory: directory)
  }

  @Test("OpenWeatherMap's old entry: every step 3 hours long, conditions with their kinds")
  func openWeatherMap() throws {
    let saved = try cache(with: "cache-last-723a769-owm", file: "9bbe0710aca35457.json")
      .lastReport(for: "44.34,10.99", key: "openweathermap", maxAge: 100 * 365 * 86_400)
    let report = try #require(saved?.report, "the old entry no longer decodes")
    let forecast = try #require(report.forecast)
    #expect(forecast.hourly.count == 2)
    #expect(forecast.hourly.allSatisfy { $0.hours == 3 })
    #expect(forecast.hourlyInterval == 3)
    #expect(report.observation.conditions.first?.kind == .rain)
    #expect(report.observation.kind == .observation)
    #expect(forecast.hourly.first?.condition?.kind == .lightRain)
    #expect(forecast.daily.first?.condition?.id == 501)
  }

  @Test("Open-Meteo's old entry: hour-long steps, and the kind its id stands for")
  func openMeteo() throws {
    let saved = try cache(with: "cache-last-723a769-om", file: "49546efdb23f55fa.json")
      .lastReport(for: "-12.46,130.84", key: "open-meteo", maxAge: 100 * 365 * 86_400)
    let report = try #require(saved?.report, "the old entry no longer decodes")
    let forecast = try #require(report.forecast)
    #expect(forecast.hourly.count == 6)
    #expect(forecast.hourly.allSatisfy { $0.hours == 1 })
    #expect(forecast.daily.count == 2)
    #expect(report.observation.conditions.first?.kind == .clear)
  }

  @Test("an entry written now reads back with its steps' own lengths")
  func roundTrip() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("cache-upgrade-\(UUID().uuidString)")
    let cache = LookupCache(directory: directory)
    let start = Date(timeIntervalSince1970: 1_795_392_000)
    let place = Place(
      name: "Oslo", country: "NO", state: nil,
      coordinate: try Coordinate(latitude: 59.91, longitude: 10.75))
    let steps = [1, 1, 6].enumerated().map { index, hours in
      HourlyForecast(
        time: start.addingTimeInterval(Double(index) * 3600), hours: hours, temperature: 275)
    }
    let report = Report(
      place: place,
      observation: Observation(
        place: place, temperature: 275, observedAt: start, kind: .forecast),
      forecast: Forecast(hourly: steps, daily: [], utcOffset: 3600), provider: "test")
    cache.storeLast(report, for: "Oslo", key: "test", now: start)
    let read = try #require(
      cache.lastReport(for: "Oslo", key: "test", maxAge: 60, now: start)?.report)
    #expect(read.forecast?.hourly.map(\.hours) == [1, 1, 6])
    #expect(read.forecast?.hourlyInterval == nil)
    #expect(read.observation.kind == .forecast)
  }
}
