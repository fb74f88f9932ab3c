/// One lookup, as a caller asks for it.
public struct WeatherRequest: Sendable, Hashable {
  /// What to look up.
  public var location: Location
  /// A language code for place names and condition text, such as `de`; `nil` for English.
  public var language: String?

  /// Creates a request.
  public init(location: Location, language: String? = nil) {
    self.location = location
    self.language = language
  }
}

/// A search for places by name, as a provider receives it.
public struct PlaceQuery: Sendable, Hashable {
  /// The name, checked by `Location.checkedName`.
  public var name: String
  /// A language code for the places' names; `nil` for English.
  public var language: String?
  /// How many candidate places to ask for, best first.
  public var limit: Int

  /// Creates a query.
  public init(name: String, language: String? = nil, limit: Int = 1) {
    self.name = name
    self.language = language
    self.limit = limit
  }
}

/// A request for the weather at a point, as a provider receives it.
public struct WeatherQuery: Sendable, Hashable {
  /// Where.
  public var coordinate: Coordinate
  /// A language code for condition text; `nil` for English.
  public var language: String?

  /// Creates a query.
  public init(coordinate: Coordinate, language: String? = nil) {
    self.coordinate = coordinate
    self.language = language
  }
}
