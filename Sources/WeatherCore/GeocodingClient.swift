import Foundation

/// Turns names, zip codes and coordinates into places, with OpenWeatherMap's Geocoding API.
public struct GeocodingClient: Sendable {
  /// The longest name accepted; the longest real place names are under 100 characters.
  public static let maximumNameLength = 200

  private let requester: OpenWeatherMapRequester

  /// Creates a client.
  /// - Parameters:
  ///   - baseURL: The API's address.
  ///   - apiKey: The key sent with each request.
  ///   - transport: How requests are sent; URLSession unless a test gives another.
  ///   - timeout: Seconds to wait for an answer without progress.
  public init(
    baseURL: URL, apiKey: APIKey, transport: any HTTPTransport = URLSessionTransport(),
    timeout: TimeInterval = 10
  ) {
    requester = OpenWeatherMapRequester(
      baseURL: baseURL, apiKey: apiKey, transport: transport, timeout: timeout)
  }

  /// Places matching a name such as `Seoul`, `London,GB` or `Springfield,IL,US`.
  /// - Parameters:
  ///   - name: The name, optionally with a state (US only) and country code.
  ///   - limit: How many to return, 1 to 5.
  /// - Returns: The places, best match first; never empty.
  /// - Throws: `WeatherError.notFound` when none match; `invalidLocationName` when the name
  ///   is empty, too long, or holds control characters; or the request's errors.
  public func places(named name: String, limit: Int = 1) async throws -> [Place] {
    let query = try Self.validated(name)
    let results = try await requester.fetch(
      .directGeocoding(query: query, limit: limit), as: [GeocodingResult].self,
      query: query)
    let places = try results.map(Self.place)
    guard !places.isEmpty else { throw WeatherError.notFound(query: query) }
    return places
  }

  /// The place for a zip or post code such as `E14,GB` or `10001` (US by default).
  /// - Throws: `WeatherError.notFound` when the code is unknown, or the request's errors.
  public func place(zip: String) async throws -> Place {
    let query = try Self.validated(zip)
    let result = try await requester.fetch(
      .zipGeocoding(zip: query), as: ZipGeocodingResult.self, query: query)
    return Place(
      name: result.name, country: result.country, state: nil,
      coordinate: try Self.coordinate(result.lat, result.lon))
  }

  /// Named places near a coordinate, nearest first.
  /// - Throws: `WeatherError.notFound` when there are none, or the request's errors.
  public func places(near coordinate: Coordinate, limit: Int = 1) async throws -> [Place] {
    let query = "\(decimalText(coordinate.latitude)),\(decimalText(coordinate.longitude))"
    let results = try await requester.fetch(
      .reverseGeocoding(coordinate, limit: limit), as: [GeocodingResult].self, query: query
    )
    let places = try results.map(Self.place)
    guard !places.isEmpty else { throw WeatherError.notFound(query: query) }
    return places
  }

  /// The name trimmed, or an error saying why it cannot be looked up.
  /// - Throws: `WeatherError.invalidLocationName`.
  public static func validated(_ name: String) throws(WeatherError) -> String {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { throw .invalidLocationName("the name is empty") }
    guard trimmed.count <= maximumNameLength else {
      throw .invalidLocationName("the name is longer than \(maximumNameLength) characters")
    }
    guard !trimmed.unicodeScalars.contains(where: CharacterSet.controlCharacters.contains) else {
      throw .invalidLocationName("the name contains control characters")
    }
    return trimmed
  }

  private static func place(_ result: GeocodingResult) throws -> Place {
    Place(
      name: result.name, country: result.country, state: result.state,
      coordinate: try coordinate(result.lat, result.lon))
  }

  private static func coordinate(_ lat: Double, _ lon: Double) throws -> Coordinate {
    do {
      return try Coordinate(latitude: lat, longitude: lon)
    } catch {
      throw WeatherError.unreadableResponse("coordinates out of range")
    }
  }
}
