import Foundation

/// What it takes to make a lookup's sources: the table of sources, which ones answer the
/// weather and in what order, whether only sources whose terms allow commercial use may be
/// used, the key, the addresses, and the contact for the sources that ask for one.
///
/// The sources chosen answer in failover order; `auto` stands for the table's own list
/// (`SourceTable.autoSources`); with none chosen, the table's default for whether there is a
/// key (OpenWeatherMap with one, else Open-Meteo). The air comes from the first source chosen
/// that has it, else from the first of the table; alerts from every feed in the table that can
/// be used (the NWS in the US and its territories, then One Call 3.0 with an OpenWeatherMap
/// key). With `commercialOnly`, a source whose terms do not allow commercial use is never
/// made: not for the weather, the places, the air or the alerts.
public struct ProviderConfiguration: Sendable {
  /// The sources known.
  public var sources: SourceTable
  /// The names of the sources asked for, in failover order (`auto` for the table's list);
  /// empty to choose by whether there is a key.
  public var choices: [String]
  /// Whether only sources whose terms allow commercial use may be used.
  public var commercialOnly: Bool
  /// Whether every weather source that can be used is made, in the table's order, for a
  /// comparison (`WeatherLookup.comparison(for:)`); `choices` are then not read.
  public var everySource = false
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
  /// Where sources keep what they learn of a place (the NWS its grid); `nil` for none.
  public var cache: LookupCache?

  /// Creates a configuration.
  public init(
    sources: SourceTable = .standard, choices: [String] = [], commercialOnly: Bool = false,
    apiKey: APIKey? = nil, addresses: [String: String] = [:], userAgent: String = "weather-cli",
    contact: String? = nil, answerStore: LookupCache? = nil
  ) {
    self.sources = sources
    self.choices = choices
    self.commercialOnly = commercialOnly
    self.apiKey = apiKey
    self.addresses = addresses
    self.userAgent = userAgent
    self.contact = contact
    self.answerStore = answerStore
  }

  /// Creates a configuration with one source chosen (`nil` to choose by whether there is a
  /// key); see the other initializer.
  public init(
    sources: SourceTable = .standard, choice: String?, apiKey: APIKey? = nil,
    addresses: [String: String] = [:], userAgent: String = "weather-cli", contact: String? = nil,
    answerStore: LookupCache? = nil
  ) {
    self.init(
      sources: sources, choices: choice.map { [$0] } ?? [], apiKey: apiKey, addresses: addresses,
      userAgent: userAgent, contact: contact, answerStore: answerStore)
  }

  /// The sources that answer the weather, in failover order.
  /// - Throws: `ProviderConfigurationError.unknownSource` for a choice the table does not
  ///   know, `.missingKey` for one that needs a key when there is none,
  ///   `.noCommercialSource` when `commercialOnly` leaves none.
  public func chosenSources() throws(ProviderConfigurationError) -> [SourceDescriptor] {
    let hasKey = apiKey != nil
    var chosen: [SourceDescriptor] = []
    if everySource {
      chosen = sources.weatherSources.filter { hasKey || !$0.needsKey }
    } else if choices.isEmpty {
      chosen = sources.defaultSource(hasKey: hasKey).map { [$0] } ?? []
    }
    for choice in everySource ? [] : choices {
      if choice.lowercased() == SourceTable.autoName {
        chosen += sources.autoSources(hasKey: hasKey)
        continue
      }
      guard let source = sources.descriptor(named: choice), source.answersWeather else {
        throw .unknownSource(choice)
      }
      if source.needsKey, !hasKey { throw .missingKey }
      chosen.append(source)
    }
    var named: Set<String> = []
    chosen = chosen.filter { named.insert($0.name).inserted }
    if commercialOnly { chosen = chosen.filter(\.commercialUse) }
    guard !chosen.isEmpty else {
      if commercialOnly {
        throw .noCommercialSource(
          allowed: sources.weatherSources.filter(\.commercialUse).map(\.name))
      }
      throw .unknownSource("")
    }
    return chosen
  }

  /// The sources, sending requests through URLSession and retrying those that may pass
  /// (5xx, 429, timeouts, failed connections) as each source's `retry` policy says.
  /// - Throws: `ProviderConfigurationError` when they cannot be made.
  public func makeSources() throws(ProviderConfigurationError) -> LookupSources {
    try makeSources(transport: RetryingTransport(URLSessionTransport(), deadline: nil))
  }

  /// The sources over `transport`: only those the lookup uses are made, so an unused source's
  /// address is never read; `deadline` is the run's, which failover shares among the sources.
  /// The air and the alerts may each have a transport of their own (a session of their own, so
  /// an extra never holds a connection the weather needs). A host's own transport (its HTTP
  /// client, a test stub) goes here; nothing retries over it unless it does (a
  /// `RetryingTransport` follows each source's policy, which marks its requests).
  /// - Throws: `ProviderConfigurationError` when they cannot be made.
  public func makeSources(
    transport: any HTTPTransport, airTransport: (any HTTPTransport)? = nil,
    alertsTransport: (any HTTPTransport)? = nil, deadline: ContinuousClock.Instant? = nil
  ) throws(ProviderConfigurationError) -> LookupSources {
    let chosen = try chosenSources()
    // A key serves only a source that needs it, and only when that source answers.
    let key = chosen.contains(where: \.needsKey) ? apiKey : nil
    var entries: [FailoverOrder.Entry] = []
    var geocoder: (any Geocoder)?
    for source in chosen {
      let made = try parts(of: source, key: key, transport: transport)
      guard let weather = made.weather else { throw .unknownSource(source.name) }
      entries.append(FailoverOrder.Entry(source: weather, covers: source.covers))
      geocoder = geocoder ?? made.geocoder
    }
    let usable = sources.descriptors.filter {
      !($0.needsKey && key == nil) && (!commercialOnly || $0.commercialUse)
    }
    if geocoder == nil, let other = usable.first(where: { $0.offers.contains(.geocoding) }) {
      geocoder = try parts(of: other, key: key, transport: transport).geocoder
    }
    // The air from the first source chosen that has it, else from the first that does.
    var air: (any AirQualitySource)?
    if let source = (chosen + usable).first(where: { $0.offers.contains(.air) }) {
      air = try parts(of: source, key: key, transport: airTransport ?? transport).air
    }
    var feeds: [any AlertFeed] = []
    for source in usable where source.offers.contains(.alerts) {
      if let feed = try parts(of: source, key: key, transport: alertsTransport ?? transport).alerts
      {
        feeds.append(feed)
      }
    }
    var extras = ExtraSources(air: air, alertFeeds: feeds)
    // The normals from the first source that may be used that has the past.
    if let source = (chosen + usable).first(where: { $0.offers.contains(.past) }) {
      extras.normals = try parts(of: source, key: key, transport: airTransport ?? transport).normals
    }
    return LookupSources(
      order: FailoverOrder(first: entries[0], rest: Array(entries.dropFirst()), deadline: deadline),
      geocoders: geocoder.map { [$0] } ?? [], extras: extras)
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
    sending = RetryPolicyMarking(sending, policy: source.retry)
    return try source.make(
      SourceSetup(
        base: base, addressGiven: given != nil, apiKey: source.needsKey ? key : nil,
        headers: source.sendsContact ? headers : [:],
        coordinateDecimals: source.coordinateDecimals, transport: sending, cache: cache,
        otherWeatherSources: sources.weatherSources.map(\.name).filter { $0 != source.name }))
  }
}

/// What a configuration makes for a lookup: the weather sources in failover order, the
/// service geocoders (asked after the host's own, such as the built-in places), and the
/// extras.
public struct LookupSources: Sendable {
  /// The sources of the weather, in failover order.
  public let order: FailoverOrder
  /// The service geocoders, in order.
  public let geocoders: [any Geocoder]
  /// Where air quality and alerts come from.
  public let extras: ExtraSources

  /// Creates the sources.
  public init(order: FailoverOrder, geocoders: [any Geocoder], extras: ExtraSources = .none) {
    self.order = order
    self.geocoders = geocoders
    self.extras = extras
  }

  /// The first source of the weather.
  public var weather: any WeatherSource { order.first }
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
  /// Only sources whose terms allow commercial use may be used, and none of those chosen does;
  /// `allowed` names the table's weather sources whose terms do.
  case noCommercialSource(allowed: [String])
}
