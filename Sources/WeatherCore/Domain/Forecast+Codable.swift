import Foundation

/// Forecasts as the cache keeps them. An entry written before steps had their own length
/// holds one `hourlyInterval` for the series and none per step: each of its steps is read
/// as that long, so `--stale` still answers from it after an upgrade.
extension Forecast: Codable {
  private enum CodingKeys: String, CodingKey {
    case hourly, daily, utcOffset, hourlyInterval
  }

  /// Reads a forecast, in today's shape or the one before steps had their own length.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let steps = try container.decode([HourlyForecast].self, forKey: .hourly)
    let interval = try container.decodeIfPresent(Int.self, forKey: .hourlyInterval)
    self.init(
      hourly: interval.map { hours in steps.map { $0.lasting(hours) } } ?? steps,
      daily: try container.decode([DailyForecast].self, forKey: .daily),
      utcOffset: try container.decode(Int.self, forKey: .utcOffset))
  }

  /// Writes the forecast; each step carries its own length.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hourly, forKey: .hourly)
    try container.encode(daily, forKey: .daily)
    try container.encode(utcOffset, forKey: .utcOffset)
  }
}

extension HourlyForecast {
  private enum CodingKeys: String, CodingKey {
    case time, hours, temperature, feelsLike, humidity, precipitationProbability
    case precipitation, condition, wind
  }

  /// Reads a step; one written before steps had their own length is an hour long here, and
  /// `Forecast` gives it its series' length.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      time: try container.decode(Date.self, forKey: .time),
      hours: try container.decodeIfPresent(Int.self, forKey: .hours) ?? 1,
      temperature: try container.decode(Double.self, forKey: .temperature),
      feelsLike: try container.decodeIfPresent(Double.self, forKey: .feelsLike),
      humidity: try container.decodeIfPresent(Double.self, forKey: .humidity),
      precipitationProbability: try container.decodeIfPresent(
        Double.self, forKey: .precipitationProbability),
      precipitation: try container.decodeIfPresent(Double.self, forKey: .precipitation),
      condition: try container.decodeIfPresent(Condition.self, forKey: .condition),
      wind: try container.decode(Wind.self, forKey: .wind))
  }

  /// Writes the step with its length.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(hours, forKey: .hours)
    try container.encode(temperature, forKey: .temperature)
    try container.encodeIfPresent(feelsLike, forKey: .feelsLike)
    try container.encodeIfPresent(humidity, forKey: .humidity)
    try container.encodeIfPresent(precipitationProbability, forKey: .precipitationProbability)
    try container.encodeIfPresent(precipitation, forKey: .precipitation)
    try container.encodeIfPresent(condition, forKey: .condition)
    try container.encode(wind, forKey: .wind)
  }
}
