import Foundation
import TestSupport
import Testing

@testable import WeatherCore

@Suite("air quality answers decoded into one meaning per field")
struct AirQualityDecodingTests {
  @Test("OpenWeatherMap's example: its own index kept as provider_index, US and EU computed")
  func openWeatherMap() async throws {
    let transport = StubTransport(status: 200, body: try Fixtures.text("owm-air-pollution"))
    let source = OpenWeatherMapAirSource(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), apiKey: try testKey(),
      transport: transport)
    let air = try await source.air(at: try Coordinate(latitude: 50, longitude: 50))
    #expect(air.providerIndex == ProviderIndex(scale: "openweathermap", value: 1))
    #expect(air.pm2_5 == 0.5)
    #expect(air.usIndex == 31)  // ozone: 68.66 µg/m³ is 34 ppb
    #expect(air.europeanIndex == 27.5)  // ozone in the fair band
    #expect(air.pollen == nil)
    let url = try #require(transport.urls.first)
    #expect(url.path == "/data/2.5/air_pollution")
    #expect(url.query?.contains("appid=") == true)
  }

  @Test("Open-Meteo's answer: its European index kept, the US one computed, pollen read")
  func openMeteo() async throws {
    let transport = StubTransport(status: 200, body: try Fixtures.text("om-air-quality-london"))
    let source = OpenMeteoAirSource(
      base: try #require(URL(string: "http://127.0.0.1:9")), transport: transport)
    let air = try await source.air(at: try Coordinate(latitude: 51.5, longitude: -0.1))
    #expect(air.europeanIndex == 19)
    #expect(air.usIndex == 27)
    #expect(air.carbonMonoxide == 199)
    #expect(air.pollen?.grass == 0.1)
    #expect(air.providerIndex == nil)
    let url = try #require(transport.urls.first)
    #expect(url.path == "/v1/air-quality")
    #expect(url.query?.contains("us_aqi") == true)
  }

  @Test("an empty list is an unreadable answer, not an empty air")
  func emptyList() async throws {
    let source = OpenWeatherMapAirSource(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), apiKey: try testKey(),
      transport: StubTransport(status: 200, body: #"{"coord":[50,50],"list":[]}"#))
    await #expect(throws: WeatherError.self) {
      try await source.air(at: try Coordinate(latitude: 50, longitude: 50))
    }
  }
}
