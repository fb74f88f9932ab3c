import Foundation

/// OpenWeatherMap One Call API 3.0's `alerts`: the national services' warnings it gathers,
/// for every place, when the key has a One Call subscription (a key without one is
/// answered 401, which the lookup reports as such rather than as a bad key).
package struct OneCallAlertFeed: AlertFeed {
  private let baseURL: URL
  private let apiKey: APIKey
  private let requester: APIRequester

  /// Creates the feed.
  package init(baseURL: URL, apiKey: APIKey, transport: any HTTPTransport) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    requester = APIRequester(
      transport: transport, service: "OpenWeatherMap One Call", redact: apiKey.redact)
  }

  /// `OpenWeatherMap One Call`.
  package var name: String { "OpenWeatherMap One Call" }

  /// Every place.
  package func covers(country: String?, coordinate: Coordinate) -> Bool { true }

  /// A key that serves the weather is refused here without the One Call subscription.
  package var refusalMeansSubscription: Bool { true }

  /// See `AlertFeed`.
  package func alerts(at coordinate: Coordinate) async throws(WeatherError) -> [Alert] {
    guard
      let url = OpenWeatherMapEndpoint.oneCallAlerts(coordinate).url(base: baseURL, apiKey: apiKey)
    else { throw .requestRejected("cannot build a request from the configured address") }
    return try await requester.fetch(
      url, as: OneCallAlertsResponse.self, query: nil
    ).domainAlerts
  }
}
