/// A provider's answer for a point: the weather now, and the forecast when one was asked for.
public struct Weather: Sendable, Equatable, Codable {
  /// The current weather.
  public let current: Observation
  /// The forecast; `nil` when none was asked for.
  public let forecast: Forecast?

  /// Creates an answer.
  public init(current: Observation, forecast: Forecast? = nil) {
    self.current = current
    self.forecast = forecast
  }
}
