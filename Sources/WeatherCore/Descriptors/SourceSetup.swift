import Foundation

/// What a descriptor's `make` is given: its address, the key when it needs one, the header
/// fields for its requests alone, and the transport.
package struct SourceSetup: Sendable {
  /// Its address: its variable's value, else its descriptor's default.
  package let base: URL
  /// Whether its variable gave the address.
  package let addressGiven: Bool
  /// The OpenWeatherMap key, for a source that needs one; `nil` otherwise.
  package let apiKey: APIKey?
  /// Header fields its requests carry and no other host's do (its User-Agent with a contact).
  package let headers: [String: String]
  /// Decimals of a coordinate it is sent, from its descriptor.
  package let coordinateDecimals: Int
  /// How requests are sent.
  package let transport: any HTTPTransport
  /// Where a source may keep what it learns of a place (the NWS its grid); `nil` for none.
  package var cache: LookupCache? = nil
  /// The other weather sources of the table, for a source to name where it does not cover a
  /// place.
  package var otherWeatherSources: [String] = []
}

extension SourceSetup {
  /// The given address, or `fallback` when none was given: for a source of several hosts,
  /// each with its own default, that one variable replaces together.
  package func address(or fallback: String) -> URL {
    addressGiven ? base : parseBaseURL(fallback) ?? base
  }
}

/// A source's parts: what it answers, each `nil` when it does not.
package struct SourceParts: Sendable {
  /// The weather.
  package var weather: (any WeatherSource)?
  /// Places for names.
  package var geocoder: (any Geocoder)?
  /// The air quality.
  package var air: (any AirQualitySource)?
  /// Weather alerts.
  package var alerts: (any AlertFeed)?
  /// The 1991–2020 normals.
  package var normals: (any ClimateNormalSource)?

  /// Creates the parts.
  package init(
    weather: (any WeatherSource)? = nil, geocoder: (any Geocoder)? = nil,
    air: (any AirQualitySource)? = nil, alerts: (any AlertFeed)? = nil,
    normals: (any ClimateNormalSource)? = nil
  ) {
    self.weather = weather
    self.geocoder = geocoder
    self.air = air
    self.alerts = alerts
    self.normals = normals
  }
}
