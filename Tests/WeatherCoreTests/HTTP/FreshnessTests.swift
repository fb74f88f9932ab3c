import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("An answer's Expires and Last-Modified reach its source and stay with it in the cache")
struct FreshnessTests {
  @Test("Open-Meteo's answer keeps its headers' dates; the cache keeps them with the weather")
  func keptInTheCache() async throws {
    let body = try Fixtures.data("om-forecast-full")
    let transport = StubTransport { _ in
      HTTPResponse(
        status: 200,
        headers: [
          "Expires": "Thu, 26 Nov 2026 15:00:00 GMT",
          "Last-Modified": "Thu, 26 Nov 2026 14:30:00 GMT",
        ], body: body)
    }
    let source = try ProviderConfiguration(choice: "open-meteo")
      .makeSources(transport: transport).weather
    let point = try Coordinate(latitude: 1, longitude: 1)
    let weather = try await source.weather(WeatherQuery(coordinate: point))
    let expected = Freshness(
      expires: Date(timeIntervalSince1970: 1_795_705_200),
      lastModified: Date(timeIntervalSince1970: 1_795_703_400))
    #expect(weather.freshness == expected)
    let cache = LookupCache(
      directory: FileManager.default.temporaryDirectory
        .appendingPathComponent("freshness-\(UUID().uuidString)"))
    cache.store(weather, at: point, key: "open-meteo")
    #expect(cache.weather(at: point, key: "open-meteo", maxAge: 60)?.freshness == expected)
  }

  @Test("dates that are not HTTP dates are no freshness at all")
  func unreadableDates() async throws {
    let body = try Fixtures.data("om-forecast-full")
    let transport = StubTransport { _ in
      HTTPResponse(status: 200, headers: ["Expires": "0", "Last-Modified": "soon"], body: body)
    }
    let source = try ProviderConfiguration(choice: "open-meteo")
      .makeSources(transport: transport).weather
    let weather = try await source.weather(
      WeatherQuery(coordinate: try Coordinate(latitude: 1, longitude: 1)))
    #expect(weather.freshness == nil)
  }
}
