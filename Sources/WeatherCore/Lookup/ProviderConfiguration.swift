import Foundation

/// What it takes to make a lookup's sources: the table of sources, which one answers the
/// weather, the key, the addresses, and the contact for the sources that ask for one.
///
/// The source chosen answers; with none chosen, the table's default for whether there is a
/// key (OpenWeatherMap with one, else Open-Meteo). The air comes from the same source when it
/// has it; alerts from every feed in the table that can be used (the NWS in the US and its
/// territories, then One Call 3.0 with an OpenWeatherMap key).
public struct ProviderConfiguration: Sendable {
  /// The sources known.
  public var sources: SourceTable
  /// The name of the source asked for; `nil` to choose by whether there is a key.
  public var choice: String?
  /// The OpenWeatherMap key, if there is one.
  public var apiKey: APIKey?
  /// Addresses by environment variable (`OPEN_METEO_BASE_URL`); a source whose variable is
  /// missing uses its default.
  public var addresses: [String: String]
  /// The User-Agent of the sources that send a contact, before the contact.
  public var userAgent: String
  /// A way to reach the operator (`WEATHER_CONTACT`), sent only to the sources that ask for it.
  public var contact: String?
  /// Where the answers of sources that honour `Expires` are kept between runs, whatever the
  /// lookup's cache options say (their terms win); `nil` for nowhere. A source that needs a
  /// key is not kept this way: its URL, the key of the store, holds the key.
  public var answerStore: LookupCache?

  /// Creates a configuration.
  public init(
    sources: SourceTable = .standard, choice: String? = nil, apiKey: APIKey? = nil,
    addresses: [String: String] = [:], userAgent: String = "weather-cli", contact: String? = nil,
    answerStore: LookupCache? = nil
  ) {
    self.sources = sources
    self.choice = choice
    self.apiKey = apiKey
    self.addresses = addresses
    self.userAgent = userAgent
    self.contact = contact
    self.answerStore = answerStore
  }

  /// The source that answers the weather.
  /// - Throws: `ProviderConfigurationError.unknownSource` for a choice the table does not
  ///   know, `.missingKey` for one that needs a key when there is none.
  public func chosenSource() throws(ProviderConfigurationError) -> SourceDescriptor {
    guard let choice else {
      guard let source = sources.defaultSource(hasKey: apiKey != nil) else {
        throw .unknownSource("")
      }
      return source
    }
    guard let source = sources.descriptor(named: choice), source.answersWeather else {
      throw .unknownSource(choice)
    }
    if source.needsKey, apiKey == nil { throw .missingKey }
    return source
  }

  /// The sources, sending requests through URLSession and retrying those that may pass
  /// (5xx, 429, timeouts, failed connections).
  /// - Throws: `ProviderConfigurationError` when they cannot be made.
  public func makeSources() throws(ProviderConfigurationError) -> LookupSources {
    try makeSources(transport: RetryingTransport(URLSessionTransport(), deadline: nil))
  }

  /// The sources over `transport`: only those the lookup uses are made, so an unused source's
  /// address is never read. The air and the alerts may each have a transport of their own (a
  /// session of their own, so an extra never holds a connection the weather needs). A host's
  /// own transport (its HTTP client, a test stub) goes here; nothing retries over it unless it
  /// does.
  /// - Throws: `ProviderConfigurationError` when they cannot be made.
  public func makeSources(
    transport: any HTTPTransport, airTransport: (any HTTPTransport)? = nil,
    alertsTransport: (any HTTPTransport)? = nil
  ) throws(ProviderConfigurationError) -> LookupSources {
    let chosen = try chosenSource()
    // A key serves only a source that needs it, and only when that source answers.
    let key = chosen.needsKey ? apiKey : nil
    let main = try parts(of: chosen, key: key, transport: transport)
    guard let weather = main.weather else { throw .unknownSource(chosen.name) }
    let usable = sources.descriptors.filter { !($0.needsKey && key == nil) }
    var geocoder = main.geocoder
    if geocoder == nil, let other = usable.first(where: { $0.offers.contains(.geocoding) }) {
      geocoder = try parts(of: other, key: key, transport: transport).geocoder
    }
    // The air from the source that answers when it has it, else from the first that does.
    var air: (any AirQualitySource)?
    if let source = ([chosen] + usable).first(where: { $0.offers.contains(.air) }) {
      air = try parts(of: source, key: key, transport: airTransport ?? transport).air
    }
    var feeds: [any AlertFeed] = []
    for source in usable where source.offers.contains(.alerts) {
      if let feed = try parts(of: source, key: key, transport: alertsTransport ?? transport).alerts
      {
        feeds.append(feed)
      }
    }
    return LookupSources(
      weather: weather, geocoders: geocoder.map { [$0] } ?? [],
      extras: ExtraSources(air: air, alertFeeds: feeds))
  }

  private func parts(of source: SourceDescriptor, key: APIKey?, transport: any HTTPTransport)
    throws(ProviderConfigurationError) -> SourceParts
  {
    let given = addresses[source.addressVariable].flatMap { $0.isEmpty ? nil : $0 }
    let text = given ?? source.defaultAddress
    guard let base = parseBaseURL(text) else {
      throw .invalidAddress(source: source.title, variable: source.addressVariable, text)
    }
    let headers = contact.map { ["User-Agent": "\(userAgent) (\($0))"] } ?? [:]
    var sending = transport
    if source.honoursExpires, !source.needsKey, let answerStore {
      sending = ExpiresHonouringTransport(transport, store: answerStore)
    }
    return try source.make(
      SourceSetup(
        base: base, addressGiven: given != nil, apiKey: source.needsKey ? key : nil,
        headers: source.sendsContact ? headers : [:],
        coordinateDecimals: source.coordinateDecimals, transport: sending))
  }
}

/// What a configuration makes for a lookup: the weather source, the service geocoders (asked
/// after the host's own, such as the built-in places), and the extras.
public struct LookupSources: Sendable {
  /// The source of the weather.
  public let weather: any WeatherSource
  /// The service geocoders, in order.
  public let geocoders: [any Geocoder]
  /// Where air quality and alerts come from.
  public let extras: ExtraSources

  /// Creates the sources.
  public init(weather: any WeatherSource, geocoders: [any Geocoder], extras: ExtraSources = .none) {
    self.weather = weather
    self.geocoders = geocoders
    self.extras = extras
  }
}

/// Why the sources cannot be made.
///
/// Not frozen: a later minor version may add a case; switch over it with a `default:`.
public enum ProviderConfigurationError: Error, Sendable, Equatable {
  /// A source that needs a key was chosen and no key was given.
  case missingKey
  /// The name chosen is no weather source of the table (empty: the table has no default).
  case unknownSource(String)
  /// A source's address (from its variable) is not an http or https URL with a host and no
  /// query; the source's title, the variable, and the text as given.
  case invalidAddress(source: String, variable: String, String)
  /// A keyed source's address (from its variable) is plain http to this host, which is not
  /// this machine: the key would cross the network readable by anyone on the path.
  case keyOverPlainHTTP(variable: String, host: String)
}
