/// What a lookup asks for besides the weather; each rides in the weather's round trip.
public struct Extras: Sendable, Hashable {
  /// The air quality.
  public var air: Bool
  /// The weather alerts in force.
  public var alerts: Bool
  /// The temperature at the same hour yesterday, from the weather's own answer (no request
  /// more).
  public var yesterday: Bool
  /// The 1991–2020 normal for the place's date (`ClimateNormal`): one request the first time
  /// for a place, kept for good in the cache.
  public var normal: Bool

  /// Nothing besides the weather.
  public static let none = Extras()

  /// Creates a request for extras.
  public init(
    air: Bool = false, alerts: Bool = false, yesterday: Bool = false, normal: Bool = false
  ) {
    self.air = air
    self.alerts = alerts
    self.yesterday = yesterday
    self.normal = normal
  }
}

/// Where the extras come from: given to the lookup with the provider.
public struct ExtraSources: Sendable {
  /// The air quality service, if there is one.
  public let air: (any AirQualitySource)?
  /// The alert feeds, asked in order: the first that covers a place answers for it.
  public let alertFeeds: [any AlertFeed]
  /// Where the normals come from, if anywhere.
  package var normals: (any ClimateNormalSource)?

  /// No extras.
  public static let none = ExtraSources(air: nil, alertFeeds: [])

  /// Creates the sources.
  public init(air: (any AirQualitySource)?, alertFeeds: [any AlertFeed]) {
    self.air = air
    self.alertFeeds = alertFeeds
  }
}

/// Why an extra that was asked for is missing from a report, or what else a person should
/// hear of the answer. The weather stands either way.
///
/// Not frozen: a later minor version may add a case; switch over it with a `default:`.
public enum ExtraProblem: Sendable, Equatable {
  /// The air quality service failed.
  case airFailed(source: String, WeatherError)
  /// The alert feed for the place failed.
  case alertsFailed(feed: String, WeatherError)
  /// The feed refused the key for alerts while the key serves the weather: OpenWeatherMap's
  /// One Call 3.0 is a subscription of its own.
  case alertsNeedSubscription(feed: String)
  /// The weather came as 203 Non-Authoritative Information from this source (its name):
  /// the product is deprecated or in beta. The answer is used.
  case nonAuthoritative(source: String)
  /// No alert feed covers the place.
  case noAlertFeed(country: String?)
  /// The air quality service did not answer within the extra's budget (`PendingReport`).
  case airTooSlow(source: String)
  /// The alert feed did not answer within the extra's budget (`PendingReport`).
  case alertsTooSlow(feed: String)
  /// The feed sent this many alerts that end before they begin: left out, the others shown.
  case alertsEndBeforeTheyBegin(feed: String, Int)
  /// The normal was asked for and its source failed (or no source of the normal may be used:
  /// `WeatherError.requestRejected`).
  case normalFailed(source: String, WeatherError)
}
