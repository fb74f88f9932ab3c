import Foundation

extension SourceDescriptor {
  /// The US National Weather Service: no key, public domain; the weather (the nearest
  /// station's observation, 7 days of day and night periods, 156 hours) and alerts for the US
  /// and its territories, asked with a User-Agent that names a contact (`NWS_CONTACT`).
  static let nws = SourceDescriptor(
    name: "nws", title: "NWS", offers: [.current, .hourly, .daily, .alerts],
    coverage: "the US and its territories", addressVariable: "NWS_BASE_URL",
    defaultAddress: NWSAlertFeed.defaultBase, coordinateDecimals: 4, cadence: 600,
    // Its intermittent 500 (Unexpected Problem) usually passes when asked again: once. A 503
    // (a grid expired, the service down) does not pass in seconds; a 429 is asked again once,
    // after its Retry-After (up to a minute) or, without one, after the 5 s its documentation
    // gives for the limit to clear.
    retry: RetryPolicy(
      maximumRetries: 1, statuses: [429, 500], longestRetryAfter: .seconds(60),
      untimedRateLimit: .after(.seconds(5))),
    terms: "no key; public domain; a User-Agent naming the application and a contact",
    commercialUse: true, credit: "National Weather Service (public domain)", sendsContact: true,
    forecastLimit: "the NWS forecasts 7 days, and 156 hours hour by hour",
    covers: { country, coordinate in
      country.map { NWSCoverage.countries.contains($0.uppercased()) }
        ?? NWSCoverage.contains(coordinate)
    }, autoRank: 10
  ) { setup in
    SourceParts(
      weather: NWSWeatherSource(
        base: setup.base, transport: setup.transport, headers: setup.headers,
        decimals: setup.coordinateDecimals, cache: setup.cache,
        otherSources: setup.otherWeatherSources),
      alerts: NWSAlertFeed(
        base: setup.base, transport: setup.transport, headers: setup.headers,
        decimals: setup.coordinateDecimals))
  }
}
