import Foundation

/// The US National Weather Service's active alerts (api.weather.gov, no key), for the US
/// and its territories. `NWS_BASE_URL` replaces its address; plain http is allowed there,
/// since no key travels with the request. The NWS asks every client for a User-Agent naming
/// the application and a contact: its requests carry that User-Agent, and no other host's do.
package struct NWSAlertFeed: AlertFeed {
  private let base: URL
  private let requester: APIRequester
  private let decimals: Int

  /// The API's address.
  package static let defaultBase = "https://api.weather.gov"

  /// Creates the feed.
  /// - Parameters:
  ///   - base: The API's address.
  ///   - transport: How requests are sent.
  ///   - headers: Header fields for its requests alone: the User-Agent with a contact.
  ///   - decimals: Decimals of the point it is sent (the API takes 4 at most).
  package init(
    base: URL, transport: any HTTPTransport, headers: [String: String] = [:], decimals: Int = 4
  ) {
    self.base = base
    self.decimals = decimals
    // A redirect is followed once, on its host, as for the NWS's weather.
    requester = APIRequester(
      transport: transport, service: SourceDescriptor.nws.title, redact: { $0 }, headers: headers,
      maximumRedirects: 1)
  }

  /// `NWS`.
  package var name: String { SourceDescriptor.nws.title }

  /// The US and its territories: by country code when the place's is known, else by the
  /// areas they cover on the map.
  package func covers(country: String?, coordinate: Coordinate) -> Bool {
    NWSCoverage.covers(country: country, coordinate: coordinate)
  }

  /// See `AlertFeed`: `/alerts/active?point=LAT,LON`, the point to the decimals its
  /// descriptor gives (4: the API takes no more).
  package func alerts(at coordinate: Coordinate) async throws(WeatherError) -> [Alert] {
    let point =
      NumberText.decimal(coordinate.latitude, places: decimals) + ","
      + NumberText.decimal(coordinate.longitude, places: decimals)
    guard let url = makeURL(base: base, path: "/alerts/active", query: [("point", point)]) else {
      throw .requestRejected("cannot build a request from the configured address")
    }
    return try await requester.fetch(url, as: NWSAlertsResponse.self, query: nil)
      .alerts(at: coordinate)
  }
}
