import Foundation

/// OpenWeatherMap's Air Pollution API, under the same address and key as its weather.
package struct OpenWeatherMapAirSource: AirQualitySource {
  private let baseURL: URL
  private let apiKey: APIKey
  private let requester: APIRequester

  /// Creates the source.
  package init(baseURL: URL, apiKey: APIKey, transport: any HTTPTransport) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    requester = APIRequester(
      transport: transport, service: "OpenWeatherMap Air Pollution", redact: apiKey.redact)
  }

  /// `OpenWeatherMap Air Pollution`.
  package var name: String { "OpenWeatherMap Air Pollution" }

  /// See `AirQualitySource`.
  package func air(at coordinate: Coordinate) async throws(WeatherError) -> AirQuality {
    guard
      let url = OpenWeatherMapEndpoint.airPollution(coordinate).url(base: baseURL, apiKey: apiKey)
    else { throw .requestRejected("cannot build a request from the configured address") }
    return try await requester.fetch(
      url, as: AirPollutionResponse.self, query: nil
    )
    .air()
  }
}
