import Foundation

/// Weather observed at one place and time, in the API's standard units:
/// Kelvin, metres per second, hectopascals.
public struct Observation: Sendable, Equatable, Codable {
  /// The place the answer names; its name may be empty for points far from any town.
  public let place: Place
  /// Air temperature in Kelvin.
  public let temperature: Double
  /// Perceived temperature in Kelvin.
  public let feelsLike: Double?
  /// Lowest temperature currently observed in the area, in Kelvin.
  public let temperatureMin: Double?
  /// Highest temperature currently observed in the area, in Kelvin.
  public let temperatureMax: Double?
  /// Relative humidity in percent.
  public let humidity: Double?
  /// Sea-level pressure in hectopascals.
  public let pressure: Double?
  /// Wind speed in metres per second.
  public let windSpeed: Double?
  /// Wind direction in degrees, meteorological (where it blows from).
  public let windDirection: Double?
  /// Wind gusts in metres per second.
  public let windGust: Double?
  /// The conditions, most significant first; may be empty.
  public let conditions: [Condition]
  /// When the data was calculated.
  public let observedAt: Date
  /// Shift of the place's local time from UTC, in seconds.
  public let timezoneOffset: Int?
  /// Precipitation (rain and snow, as water) over the last hour, in millimetres.
  public let precipitation: Double?
  /// The UV index, 0 upward.
  public let uvIndex: Double?
  /// The place's time zone as an IANA name, such as `Asia/Seoul`, when the provider sends one.
  public let timeZone: String?

  /// Creates an observation.
  public init(
    place: Place, temperature: Double, feelsLike: Double? = nil,
    temperatureMin: Double? = nil, temperatureMax: Double? = nil,
    humidity: Double? = nil, pressure: Double? = nil,
    windSpeed: Double? = nil, windDirection: Double? = nil, windGust: Double? = nil,
    conditions: [Condition] = [], observedAt: Date, timezoneOffset: Int? = nil,
    precipitation: Double? = nil, uvIndex: Double? = nil, timeZone: String? = nil
  ) {
    self.place = place
    self.temperature = temperature
    self.feelsLike = feelsLike
    self.temperatureMin = temperatureMin
    self.temperatureMax = temperatureMax
    self.humidity = humidity
    self.pressure = pressure
    self.windSpeed = windSpeed
    self.windDirection = windDirection
    self.windGust = windGust
    self.conditions = conditions
    self.observedAt = observedAt
    self.timezoneOffset = timezoneOffset
    self.precipitation = precipitation
    self.uvIndex = uvIndex
    self.timeZone = timeZone
  }
}
