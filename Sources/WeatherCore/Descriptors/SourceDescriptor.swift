import Foundation

/// One weather service, as everything outside its folder knows it: its names, what it
/// offers, where it is, its terms, and how to make its parts. A new source is its folder plus
/// one of these in `SourceTable`; nothing else switches over a source's name.
///
/// A program reads them from `SourceTable.standard`; a source of its own is a `WeatherSource`
/// (or `Geocoder`, `AirQualitySource`, `AlertFeed`) given to `WeatherLookup` in
/// `LookupSources`.
public struct SourceDescriptor: Sendable {
  /// What a source can answer.
  public struct Offers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The weather now (observed, or the forecast's current step).
    public static let current = Offers(rawValue: 1 << 0)
    /// Hourly (or longer) forecast steps.
    public static let hourly = Offers(rawValue: 1 << 1)
    /// Daily forecasts.
    public static let daily = Offers(rawValue: 1 << 2)
    /// The air quality.
    public static let air = Offers(rawValue: 1 << 3)
    /// Weather alerts.
    public static let alerts = Offers(rawValue: 1 << 4)
    /// Names and postal codes to places.
    public static let geocoding = Offers(rawValue: 1 << 5)
    /// Past weather.
    public static let past = Offers(rawValue: 1 << 6)
  }

  /// Its name on the command line, in the config file and in output, such as `open-meteo`.
  public let name: String
  /// Other names `--provider` takes for it, such as `owm`.
  public let aliases: [String]
  /// Its name in sentences, such as `OpenWeatherMap`.
  public let title: String
  /// What it offers.
  public let offers: Offers
  /// Where it answers, in a few words, such as `worldwide`.
  public let coverage: String
  /// Whether it needs an API key (`OPENWEATHER_API_KEY`).
  public let needsKey: Bool
  /// Whether it is the one used when none is chosen: the first such source whose key need is
  /// met (with a key, one that needs it; without, one that does not).
  public let isDefault: Bool
  /// The environment variable that replaces its address, such as `OPEN_METEO_BASE_URL`.
  public let addressVariable: String
  /// Its address when the variable is unset.
  public let defaultAddress: String
  /// Decimals of a coordinate sent to it.
  public let coordinateDecimals: Int
  /// How often its answers change, in seconds: how often a watch may ask again.
  public let cadence: TimeInterval
  /// Whether an answer is kept until its `Expires` whatever `--max-age` or `--no-cache` say.
  public let honoursExpires: Bool
  /// What its requests (weather, places, air, alerts) may try again, and when.
  package let retry: RetryPolicy
  /// Its terms, in one line.
  public let terms: String
  /// Whether its terms allow commercial use.
  public let commercialUse: Bool
  /// The credit line its terms ask for, such as `Weather data by Open-Meteo.com`.
  public let credit: String
  /// Whether its requests carry the user's contact in the User-Agent (as the NWS asks); the
  /// contact goes to no other host.
  public let sendsContact: Bool
  /// What to tell a person whose forecast it answered shorter than asked, such as where to
  /// get more; `nil` for the plain note.
  public let forecastLimit: String?
  /// Whether it answers for a place: its country code when known, else its coordinate.
  public let covers: @Sendable (_ country: String?, _ coordinate: Coordinate) -> Bool
  /// Its place in `--provider auto`'s list, lowest first (a source for a region before one
  /// for the world); `nil` to leave it out of the list.
  public let autoRank: Int?
  /// Makes its parts over a transport.
  let make: @Sendable (SourceSetup) throws(ProviderConfigurationError) -> SourceParts

  /// Creates a descriptor; see each property.
  package init(
    name: String, aliases: [String] = [], title: String, offers: Offers, coverage: String,
    needsKey: Bool = false, isDefault: Bool = false, addressVariable: String,
    defaultAddress: String, coordinateDecimals: Int = 6, cadence: TimeInterval,
    honoursExpires: Bool = false, retry: RetryPolicy = .standard, terms: String,
    commercialUse: Bool, credit: String,
    sendsContact: Bool = false, forecastLimit: String? = nil,
    covers: @escaping @Sendable (_ country: String?, _ coordinate: Coordinate) -> Bool = {
      _, _ in true
    },
    autoRank: Int? = nil,
    make: @escaping @Sendable (SourceSetup) throws(ProviderConfigurationError) -> SourceParts
  ) {
    self.name = name
    self.aliases = aliases
    self.title = title
    self.offers = offers
    self.coverage = coverage
    self.needsKey = needsKey
    self.isDefault = isDefault
    self.addressVariable = addressVariable
    self.defaultAddress = defaultAddress
    self.coordinateDecimals = coordinateDecimals
    self.cadence = cadence
    self.honoursExpires = honoursExpires
    self.retry = retry
    self.terms = terms
    self.commercialUse = commercialUse
    self.credit = credit
    self.sendsContact = sendsContact
    self.forecastLimit = forecastLimit
    self.covers = covers
    self.autoRank = autoRank
    self.make = make
  }

  /// Whether `text` names it (its name or an alias, in any case).
  package func isNamed(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return lowered == name || aliases.contains(lowered)
  }

  /// Whether it is a weather source `--provider` may choose.
  public var answersWeather: Bool { offers.contains(.current) }
}
