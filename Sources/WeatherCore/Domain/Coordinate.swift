import Foundation

/// A point on Earth in decimal degrees.
public struct Coordinate: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Degrees north of the equator, from -90 to 90.
  public let latitude: Double
  /// Degrees east of Greenwich, from -180 to 180.
  public let longitude: Double

  /// Creates a coordinate, refusing values that are not finite or out of range.
  /// - Throws: `WeatherError.invalidLocation` when a value is out of range.
  public init(latitude: Double, longitude: Double) throws(WeatherError) {
    guard latitude.isFinite, (-90...90).contains(latitude) else {
      throw .invalidLocation(.latitudeOutOfRange)
    }
    guard longitude.isFinite, (-180...180).contains(longitude) else {
      throw .invalidLocation(.longitudeOutOfRange)
    }
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Decodes a coordinate, refusing values out of range as `init(latitude:longitude:)` does:
  /// a cache file is outside input too.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      latitude: container.decode(Double.self, forKey: .latitude),
      longitude: container.decode(Double.self, forKey: .longitude))
  }

  /// A coordinate from a service's answer: one out of range is the answer's fault.
  /// - Throws: `WeatherError.unreadableAnswer(.coordinatesOutOfRange)`.
  package init(answered latitude: Double, _ longitude: Double) throws(WeatherError) {
    do {
      try self.init(latitude: latitude, longitude: longitude)
    } catch {
      throw .unreadableAnswer(.coordinatesOutOfRange)
    }
  }

  /// Reads `LAT,LON` (for example `37.5665,126.9780` or `-33.8688,151.2093`).
  /// - Returns: `nil` when the text is not two decimal numbers separated by a comma.
  /// - Throws: `WeatherError.invalidLocation` when it is, but a value is out of range.
  package static func parse(_ text: String) throws(WeatherError) -> Coordinate? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let latitude = decimalNumber(parts[0]),
      let longitude = decimalNumber(parts[1])
    else { return nil }
    return try Coordinate(latitude: latitude, longitude: longitude)
  }

  /// `37.5665,126.978`: each value with up to 6 decimals, as requests and cache keys write it.
  public var description: String {
    NumberText.decimal(latitude, places: 6) + "," + NumberText.decimal(longitude, places: 6)
  }

  /// A plain decimal such as `-33.8688`; no exponents, `nan` or `inf`, which `Double(_:)` accepts.
  static func decimalNumber(_ text: Substring) -> Double? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let allowed = Set("0123456789.-+")
    guard !trimmed.isEmpty, trimmed.allSatisfy(allowed.contains) else { return nil }
    return Double(trimmed)
  }
}
