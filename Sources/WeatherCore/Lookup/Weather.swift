/// A provider's answer for a point: the weather now, and the forecast when one was asked for.
public struct Weather: Sendable, Equatable, Codable {
  /// The current weather.
  public let current: Observation
  /// The forecast; `nil` when none was asked for.
  public let forecast: Forecast?
  /// What the source's answer said of its freshness (`Expires`, `Last-Modified`), kept with
  /// it in the cache; `nil` when it said nothing.
  public let freshness: Freshness?
  /// For a period asked for: the days the forecast's rows cover and where they came from.
  public var period: AnsweredPeriod?
  /// The temperature at the same hour yesterday, in kelvin, when it was asked for and the
  /// source gave it in the same answer.
  public var yesterday: Double?

  /// Creates an answer.
  public init(
    current: Observation, forecast: Forecast? = nil, freshness: Freshness? = nil,
    period: AnsweredPeriod? = nil
  ) {
    self.period = period
    self.current = current
    self.forecast = forecast
    self.freshness = freshness.flatMap { $0.isEmpty ? nil : $0 }
  }
}
