/// A service, or a list kept here, that turns a name or a postal code into places: the seam
/// between the lookup and each geocoding API. The lookup asks its geocoders in order (the
/// built-in places, then the cache, then a service) and takes the first answer.
public protocol Geocoder: Sendable {
  /// The geocoder's name, by which its answers are kept in the cache, such as `open-meteo`.
  var name: String { get }

  /// Whether it answers from this machine, so its answers need no cache.
  var isOffline: Bool { get }

  /// Places matching a name such as `Seoul` or `London,GB`, or a postal code, best match first.
  /// - Parameter query: The search, language and how many candidates to ask for.
  /// - Returns: The places; empty when it knows none (the next geocoder is asked).
  /// - Throws: `WeatherError.notFound` when none match and no other geocoder should be asked,
  ///   or what the request ran into.
  func places(_ query: PlaceQuery) async throws(WeatherError) -> [Place]
}

extension Geocoder {
  /// A service: its answers are cached.
  public var isOffline: Bool { false }
}
