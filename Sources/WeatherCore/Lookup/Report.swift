/// The answer for one location: the place it resolved to and the weather there.
public struct Report: Sendable, Equatable {
  /// The place: the geocoder's for a name, the weather answer's for a coordinate.
  public let place: Place
  /// The weather now.
  public let observation: Observation
  /// The forecast, when one was asked for.
  public let forecast: Forecast?
  /// The provider that answered, such as `openweathermap`.
  public let provider: String

  /// Creates a report.
  public init(place: Place, observation: Observation, forecast: Forecast? = nil, provider: String) {
    self.place = place
    self.observation = observation
    self.forecast = forecast
    self.provider = provider
  }
}
