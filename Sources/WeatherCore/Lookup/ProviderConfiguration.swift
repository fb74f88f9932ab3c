import Foundation

/// A weather service the tool can use.
public enum ProviderChoice: String, Sendable, CaseIterable {
  /// OpenWeatherMap, which needs an API key.
  case openWeatherMap = "openweathermap"
  /// Open-Meteo, which needs none.
  case openMeteo = "open-meteo"
}

/// What it takes to make a provider: which one, its key, and its addresses.
///
/// OpenWeatherMap is used when chosen, or when a key is given and none was chosen;
/// otherwise Open-Meteo, which needs no key.
public struct ProviderConfiguration: Sendable {
  /// The provider asked for; `nil` to choose by whether there is a key.
  public var choice: ProviderChoice?
  /// The OpenWeatherMap key, if there is one.
  public var apiKey: APIKey?
  /// OpenWeatherMap's address; `nil` for `https://api.openweathermap.org`.
  public var openWeatherMapAddress: String?
  /// One address for every Open-Meteo host (geocoding, forecast, air quality); `nil` for the
  /// real ones.
  public var openMeteoAddress: String?
  /// The NWS API's address; `nil` for `https://api.weather.gov`.
  public var nwsAddress: String?

  /// Creates a configuration.
  public init(
    choice: ProviderChoice? = nil, apiKey: APIKey? = nil, openWeatherMapAddress: String? = nil,
    openMeteoAddress: String? = nil, nwsAddress: String? = nil
  ) {
    self.choice = choice
    self.apiKey = apiKey
    self.openWeatherMapAddress = openWeatherMapAddress
    self.openMeteoAddress = openMeteoAddress
    self.nwsAddress = nwsAddress
  }

  /// Where air quality and alerts come from, beside the provider `makeProvider` makes: the
  /// air from the same service (OpenWeatherMap's Air Pollution API with a key, else
  /// Open-Meteo's Air Quality API); alerts from the NWS in the US and its territories, and
  /// with an OpenWeatherMap key from One Call 3.0 everywhere else.
  /// - Throws: `ProviderConfigurationError` when an address is unusable.
  package func makeExtras(transport: any HTTPTransport) throws(ProviderConfigurationError)
    -> ExtraSources
  {
    let nws = NWSAlertFeed(
      base: try Self.url(nwsAddress, default: NWSAlertFeed.defaultBase, for: nil),
      transport: transport)
    switch (choice, apiKey) {
    case (.openWeatherMap, let key?), (nil, let key?):
      let base = try Self.url(
        openWeatherMapAddress, default: OpenWeatherMapEndpoint.defaultBase, for: .openWeatherMap)
      return ExtraSources(
        air: OpenWeatherMapAirSource(baseURL: base, apiKey: key, transport: transport),
        alertFeeds: [nws, OneCallAlertFeed(baseURL: base, apiKey: key, transport: transport)])
    default:
      return ExtraSources(
        air: OpenMeteoAirSource(
          base: try Self.url(
            openMeteoAddress, default: OpenMeteoAirSource.defaultHost, for: .openMeteo),
          transport: transport),
        alertFeeds: [nws])
    }
  }

  /// The provider this configuration names, sending requests through URLSession and
  /// retrying those that may pass (5xx, 429, timeouts, failed connections).
  /// - Returns: The provider.
  /// - Throws: `ProviderConfigurationError` when it cannot be made.
  public func makeProvider() throws(ProviderConfigurationError) -> any WeatherProvider {
    try makeProvider(transport: RetryingTransport(URLSessionTransport(), deadline: nil))
  }

  /// The provider this configuration names, over `transport`.
  /// - Throws: `ProviderConfigurationError` when it cannot be made.
  package func makeProvider(transport: any HTTPTransport) throws(ProviderConfigurationError)
    -> any WeatherProvider
  {
    switch (choice, apiKey) {
    case (.openWeatherMap, nil):
      throw .missingKey
    case (.openWeatherMap, let key?), (nil, let key?):
      let base = try Self.url(
        openWeatherMapAddress, default: OpenWeatherMapEndpoint.defaultBase, for: .openWeatherMap)
      // The key goes in the query: over plain http anyone on the path reads it.
      guard base.scheme?.lowercased() == "https" || Self.isLoopback(base.host) else {
        throw .keyOverPlainHTTP(base.host ?? "")
      }
      return OpenWeatherMapProvider(baseURL: base, apiKey: key, transport: transport)
    case (.openMeteo, _), (nil, nil):
      return OpenMeteoProvider(
        geocodingBase: try Self.url(
          openMeteoAddress, default: OpenMeteoEndpoint.defaultGeocoding, for: .openMeteo),
        forecastBase: try Self.url(
          openMeteoAddress, default: OpenMeteoEndpoint.defaultForecast, for: .openMeteo),
        transport: transport)
    }
  }

  /// This machine: `localhost`, `127.0.0.0/8` or `::1`.
  private static func isLoopback(_ host: String?) -> Bool {
    guard let host = host?.lowercased() else { return false }
    let parts = host.split(separator: ".", omittingEmptySubsequences: false)
    let ipv4Loopback =
      parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    return host == "localhost" || host == "::1" || host == "[::1]" || ipv4Loopback
  }

  /// The address given, or the default; `provider` is `nil` for the NWS.
  private static func url(
    _ text: String?, default fallback: String, for provider: ProviderChoice?
  ) throws(ProviderConfigurationError) -> URL {
    let address = text ?? fallback
    guard let url = parseBaseURL(address) else {
      guard let provider else { throw .invalidNWSAddress(address) }
      throw .invalidAddress(provider, address)
    }
    return url
  }
}

/// Why a provider cannot be made.
public enum ProviderConfigurationError: Error, Sendable, Equatable {
  /// OpenWeatherMap was chosen and no key was given.
  case missingKey
  /// The provider's address is not an http or https URL with a host and no query; the text
  /// is as given.
  case invalidAddress(ProviderChoice, String)
  /// OpenWeatherMap's address is plain http to this host, which is not this machine: the key
  /// would cross the network readable by anyone on the path.
  case keyOverPlainHTTP(String)
  /// `NWS_BASE_URL` is not an http or https URL with a host and no query; the text is as
  /// given.
  case invalidNWSAddress(String)
}
