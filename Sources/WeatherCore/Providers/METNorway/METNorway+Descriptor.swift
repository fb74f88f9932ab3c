import Foundation

extension SourceDescriptor {
  /// MET Norway's Locationforecast: no key; forecasts worldwide (hourly, then 6-hourly to
  /// about 9 days), asked with a User-Agent that names a contact, at most 4 decimals, and
  /// never again before an answer's `Expires`.
  static let metNorway = SourceDescriptor(
    name: "met-norway", aliases: ["metno"], title: "MET Norway",
    offers: [.current, .hourly, .daily], coverage: "worldwide",
    addressVariable: "METNO_BASE_URL", defaultAddress: "https://api.met.no",
    coordinateDecimals: 4, cadence: 1800, honoursExpires: true,
    // Never hammer it: asked again only when a 429 says when (its Retry-After, up to 10
    // minutes); a 5xx or a request with no answer is temporary at once.
    retry: RetryPolicy(
      maximumRetries: 1, statuses: [429], retriesFailures: false,
      longestRetryAfter: .seconds(600), untimedRateLimit: .never),
    terms: "no key; a User-Agent naming the application and a contact; no request before "
      + "Expires (CC BY 4.0)",
    commercialUse: true, credit: "Data from MET Norway (CC BY 4.0)", sendsContact: true,
    autoRank: 30
  ) { setup in
    SourceParts(
      weather: METNorwaySource(
        base: setup.base,
        requester: APIRequester(
          transport: setup.transport, service: "MET Norway", headers: setup.headers),
        decimals: setup.coordinateDecimals))
  }
}
