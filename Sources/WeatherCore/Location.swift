/// What a person asks about: a place name or a coordinate.
public enum Location: Sendable, Hashable {
  /// A name such as `Seoul`, `London,GB` or `Springfield,IL,US`.
  case name(String)
  /// A point given as latitude and longitude.
  case coordinate(Coordinate)
}

/// The answer for one location: the place it resolved to and the weather there.
public struct Report: Sendable, Equatable {
  /// The place: the geocoder's for a name, the weather answer's for a coordinate.
  public let place: Place
  /// The weather.
  public let observation: Observation

  /// Creates a report.
  public init(place: Place, observation: Observation) {
    self.place = place
    self.observation = observation
  }
}
