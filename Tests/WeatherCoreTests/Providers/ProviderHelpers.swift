import Foundation
import TestSupport
import Testing
import WeatherCore

/// The key every unit test uses; it must never show up in an error.
let testKeyText = "test-key-0123456789abcdef"

func testKey() throws -> APIKey {
  try #require(APIKey(testKeyText))
}

/// OpenWeatherMap over `transport`, aimed at an address nothing listens on.
func openWeatherMap(_ transport: any HTTPTransport, base: String = "http://127.0.0.1:9") throws
  -> OpenWeatherMapProvider
{
  OpenWeatherMapProvider(
    baseURL: try #require(URL(string: base)), apiKey: try testKey(), transport: transport)
}

/// Open-Meteo over `transport`, both hosts at one address nothing listens on.
func openMeteo(_ transport: any HTTPTransport, base: String = "http://127.0.0.1:9") throws
  -> OpenMeteoProvider
{
  let url = try #require(URL(string: base))
  return OpenMeteoProvider(geocodingBase: url, forecastBase: url, transport: transport)
}

/// The weather at 1,2 from OpenWeatherMap over `transport`.
func currentWeather(_ transport: any HTTPTransport) async throws -> Observation {
  try await openWeatherMap(transport).current(at: Coordinate(latitude: 1, longitude: 2))
}

extension WeatherSource {
  /// The current weather alone at `coordinate`.
  func current(at coordinate: Coordinate) async throws(WeatherError) -> Observation {
    try await weather(WeatherQuery(coordinate: coordinate)).current
  }
}
