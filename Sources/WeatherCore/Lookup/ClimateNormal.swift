import Foundation

/// The 1991–2020 normal for a date at a place: the mean low and high of the days within a
/// week of it (±7 days) over those thirty years.
public struct ClimateNormal: Sendable, Equatable, Codable {
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month.
  public let day: Int
  /// The mean low, in kelvin.
  public let low: Double
  /// The mean high, in kelvin.
  public let high: Double

  /// Creates a normal.
  public init(month: Int, day: Int, low: Double, high: Double) {
    self.month = month
    self.day = day
    self.low = low
    self.high = high
  }

  /// The first year of the normal's period.
  public static let firstYear = 1991
  /// The last year of the normal's period.
  public static let lastYear = 2020
}

/// Where the normals of a place come from: an archive of daily lows and highs.
package protocol ClimateNormalSource: Sendable {
  /// The source's name, such as `open-meteo`.
  var name: String { get }
  /// The normals of every date at `coordinate`, from one request.
  /// - Throws: A `WeatherError`; `unreadableAnswer` for rows that do not make a normal.
  func normals(at coordinate: Coordinate) async throws(WeatherError) -> ClimateNormals
}
