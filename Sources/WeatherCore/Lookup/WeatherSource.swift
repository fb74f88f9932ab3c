/// A service that knows the weather at a point: the seam between the lookup and each weather
/// API. It speaks only in domain types; a source without observations answers the current
/// weather with the forecast's step for this hour (`Observation.kind`).
public protocol WeatherSource: Sendable {
  /// The source's name in output and cache keys: its descriptor's, such as `openweathermap`.
  var name: String { get }

  /// The weather at a point, in standard units (Kelvin, m/s, hPa, mm).
  /// - Parameter query: The point, language and forecast wanted.
  /// - Returns: The current weather (its place named when the answer names it), and the
  ///   forecast when one was asked for: as many steps and days as asked, or as the source has.
  /// - Throws: A `WeatherError`.
  func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather

  /// Whether its observations come from stations that may report late, so that one older
  /// than `Report.oldObservation` is shown with its age (the NWS's); `false` by default.
  var observationsMayBeLate: Bool { get }
}

extension WeatherSource {
  /// `false`: the source's weather now is as fresh as its answer.
  public var observationsMayBeLate: Bool { false }
}
