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

  @Test("Open-Meteo's current_units: known units converted to µg/m³, any other value refused")
  func openMeteoUnits() async throws {
    let body = """
      {"current_units":{"time":"iso8601","interval":"seconds","pm2_5":"ppm","pm10":"mg/m³",\
      "ozone":"ppb","nitrogen_dioxide":"µg/m³","carbon_monoxide":"ppm","sulphur_dioxide":"%",\
      "grass_pollen":"grains/m³","birch_pollen":"grains/ft³"},\
      "current":{"time":"2026-09-16T15:00","interval":3600,"pm2_5":3.2,"pm10":0.0071,\
      "ozone":24.45,"nitrogen_dioxide":7.1,"carbon_monoxide":0.2445,"sulphur_dioxide":1,\
      "grass_pollen":0.1,"birch_pollen":5}}
      """
    let source = OpenMeteoAirSource(
      base: try #require(URL(string: "http://127.0.0.1:9")),
      transport: StubTransport(status: 200, body: body))
    let air = try await source.air(at: try Coordinate(latitude: 51.5, longitude: -0.1))
    #expect(air.pm2_5 == nil, "a particle count in ppm is no concentration it can be shown as")
    #expect(air.pm10.map { abs($0 - 7.1) < 1e-9 } == true)
    #expect(air.ozone.map { abs($0 - 48) < 1e-9 } == true)  // 24.45 ppb of O₃ at 25 °C
    #expect(air.nitrogenDioxide == 7.1)
    #expect(air.carbonMonoxide.map { abs($0 - 280.1) < 1e-9 } == true)  // 0.2445 ppm of CO
    #expect(air.sulphurDioxide == nil)
    #expect(air.pollen?.grass == 0.1)
    #expect(air.pollen?.birch == nil)
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
