/// A named place, as a geocoder or a weather answer names it.
public struct Place: Sendable, Hashable, Codable {
  /// The place's name, for example `Seoul`.
  public let name: String
  /// ISO 3166 country code, for example `KR`, when known.
  public let country: String?
  /// State or region, when the geocoder gives one.
  public let state: String?
  /// Where the place is.
  public let coordinate: Coordinate

  /// Creates a place.
  public init(name: String, country: String?, state: String?, coordinate: Coordinate) {
    self.name = name
    self.country = country
    self.state = state
    self.coordinate = coordinate
  }
}
