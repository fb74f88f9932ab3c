/// A service that issues weather warnings for some area: the seam between the lookup and
/// each alert API. Another national feed (MeteoAlarm for Europe, say) is one more type that
/// conforms, in a folder of its own under `Providers/`, and one more entry in the list the
/// lookup is given.
public protocol AlertFeed: Sendable {
  /// The feed's name in warnings, such as `NWS`.
  var name: String { get }

  /// Whether the feed has warnings for a place in `country` (an ISO 3166 code, when the
  /// place's country is known) at `coordinate`.
  func covers(country: String?, coordinate: Coordinate) -> Bool

  /// Whether the feed's refusal of the key (401) means the key lacks a subscription this
  /// feed needs while it serves the weather (OpenWeatherMap's One Call 3.0), rather than a
  /// refusal to be named as it is.
  var refusalMeansSubscription: Bool { get }

  /// The warnings in force at `coordinate`, as the feed sends them.
  /// - Throws: A `WeatherError`; `keyRejected` when the feed refuses the request (401).
  func alerts(at coordinate: Coordinate) async throws(WeatherError) -> [Alert]
}

extension AlertFeed {
  /// No subscription of its own: a refusal is named as it is.
  public var refusalMeansSubscription: Bool { false }
}
