import Foundation

extension SourceDescriptor {
  /// OpenWeatherMap: a key; current weather, the free 5-day forecast in 3-hour steps, air
  /// pollution, geocoding, and One Call 3.0's alerts where the key has it.
  static let openWeatherMap = SourceDescriptor(
    name: "openweathermap", aliases: ["owm"], title: "OpenWeatherMap",
    offers: [.current, .hourly, .daily, .air, .alerts, .geocoding], coverage: "worldwide",
    needsKey: true, isDefault: true, addressVariable: "OPENWEATHER_BASE_URL",
    defaultAddress: OpenWeatherMapEndpoint.defaultBase, cadence: 600, retry: .standard,
    terms: "a key; the free plan allows 60 calls a minute and 1,000,000 a month",
    commercialUse: true, credit: "Weather data provided by OpenWeather",
    forecastLimit: "OpenWeatherMap's free forecast covers 5 days in 3-hour steps; "
      + "--provider open-meteo gives 16 days hour by hour",
    autoRank: 40
  ) { (setup) throws(ProviderConfigurationError) in
    guard let key = setup.apiKey else { throw .missingKey }
    let base = setup.base
    // The key goes in the query: over plain http anyone on the path reads it.
    guard base.scheme?.lowercased() == "https" || isLoopback(base.host) else {
      throw .keyOverPlainHTTP(variable: "OPENWEATHER_BASE_URL", host: base.host ?? "")
    }
    let provider = OpenWeatherMapProvider(baseURL: base, apiKey: key, transport: setup.transport)
    return SourceParts(
      weather: provider, geocoder: provider,
      air: OpenWeatherMapAirSource(baseURL: base, apiKey: key, transport: setup.transport),
      alerts: OneCallAlertFeed(baseURL: base, apiKey: key, transport: setup.transport))
  }

  /// This machine: `localhost`, `127.0.0.0/8` or `::1`.
  private static func isLoopback(_ host: String?) -> Bool {
    guard let host = host?.lowercased() else { return false }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    let ipv4Loopback =
      parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    return host == "localhost" || host == "::1" || host == "[::1]" || ipv4Loopback
  }
}
