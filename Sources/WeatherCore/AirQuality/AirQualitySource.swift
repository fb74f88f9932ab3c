/// A service that knows the air at a point: the seam between the lookup and each air
/// quality API. It speaks only in domain types.
public protocol AirQualitySource: Sendable {
  /// The source's name in warnings, such as `Open-Meteo Air Quality`.
  var name: String { get }

  /// The air at `coordinate` now, values outside physical bounds dropped.
  /// - Throws: A `WeatherError`.
  func air(at coordinate: Coordinate) async throws(WeatherError) -> AirQuality
}
