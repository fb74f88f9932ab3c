/// A weather service: the seam between the lookup and each API. It finds places for a name
/// and the weather at a point, one request each, and speaks only in domain types.
public protocol WeatherProvider: Sendable {
  /// The provider's name in output and cache keys, such as `openweathermap`.
  var name: String { get }

  /// Places matching a name such as `Seoul` or `London,GB`, best match first.
  /// - Parameter query: The name, language and how many candidates to ask for.
  /// - Returns: The places; never empty.
  /// - Throws: `WeatherError.notFound` when none match, or what the request ran into.
  func places(_ query: PlaceQuery) async throws(WeatherError) -> [Place]

  /// The weather at a point, in standard units (Kelvin, m/s, hPa, mm).
  /// - Parameter query: The point, language and forecast wanted.
  /// - Returns: The current weather (its place named when the answer names it), and the
  ///   forecast when one was asked for: as many steps and days as asked, or as the provider has.
  /// - Throws: A `WeatherError`.
  func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather
}
