import Foundation

/// The US National Weather Service's active alerts (api.weather.gov, no key), for the US
/// and its territories. `NWS_BASE_URL` replaces its address; plain http is allowed there,
/// since no key travels with the request. The NWS asks every client for a User-Agent naming
/// the application and a contact, which the transport sends.
public struct NWSAlertFeed: AlertFeed {
  private let base: URL
  private let requester: APIRequester

  /// The API's address.
  public static let defaultBase = "https://api.weather.gov"

  /// Creates the feed.
  package init(base: URL, transport: any HTTPTransport) {
    self.base = base
    requester = APIRequester(transport: transport, service: "NWS", redact: { $0 })
  }

  /// `NWS`.
  public var name: String { "NWS" }

  /// The US and its territories: by country code when the place's is known, else by the
  /// areas they cover on the map.
  public func covers(country: String?, coordinate: Coordinate) -> Bool {
    guard let country else { return NWSCoverage.contains(coordinate) }
    return NWSCoverage.countries.contains(country.uppercased())
  }

  /// See `AlertFeed`: `/alerts/active?point=LAT,LON`, the point to 4 decimals as the API
  /// takes it.
  public func alerts(at coordinate: Coordinate) async throws(WeatherError) -> [Alert] {
    let point =
      NumberText.decimal(coordinate.latitude, places: 4) + ","
      + NumberText.decimal(coordinate.longitude, places: 4)
    guard let url = makeURL(base: base, path: "/alerts/active", query: [("point", point)]) else {
      throw .requestRejected("cannot build a request from the configured address")
    }
    return try await requester.fetch(url, as: NWSAlertsResponse.self, query: nil)
      .alerts(at: coordinate)
  }
}
