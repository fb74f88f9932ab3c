import Foundation

/// Open-Meteo's Air Quality API (CAMS forecasts; no key), on a host of its own, which
/// `OPEN_METEO_BASE_URL` replaces with the others.
package struct OpenMeteoAirSource: AirQualitySource {
  private let base: URL
  private let requester: APIRequester

  /// The Air Quality API's host.
  package static let defaultHost = "https://air-quality-api.open-meteo.com"

  /// Creates the source.
  package init(base: URL, transport: any HTTPTransport) {
    self.base = base
    requester = APIRequester(
      transport: transport, service: "Open-Meteo Air Quality", redact: { $0 })
  }

  /// `Open-Meteo Air Quality`.
  package var name: String { "Open-Meteo Air Quality" }

  /// See `AirQualitySource`: `/v1/air-quality` with a `current` block.
  package func air(at coordinate: Coordinate) async throws(WeatherError) -> AirQuality {
    guard
      let url = makeURL(
        base: base, path: "/v1/air-quality",
        query: [
          ("latitude", NumberText.decimal(coordinate.latitude, places: 6)),
          ("longitude", NumberText.decimal(coordinate.longitude, places: 6)),
          ("current", OpenMeteoAirQualityResponse.variables.joined(separator: ",")),
          ("timezone", "GMT"),
        ])
    else { throw .requestRejected("cannot build a request from the configured address") }
    return try await requester.fetch(
      url, as: OpenMeteoAirQualityResponse.self, query: nil
    ).air
  }
}
