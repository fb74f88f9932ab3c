/// The answer for one location: the place it resolved to and the weather there.
public struct Report: Sendable, Equatable {
  /// The place: the geocoder's for a name, the weather answer's for a coordinate.
  public let place: Place
  /// The weather.
  public let observation: Observation
  /// The provider that answered, such as `openweathermap`.
  public let provider: String

  /// Creates a report.
  public init(place: Place, observation: Observation, provider: String) {
    self.place = place
    self.observation = observation
    self.provider = provider
  }
}
