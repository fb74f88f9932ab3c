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
  /// Whether it was observed or is the forecast for this hour; `nil` in an answer cached
  /// before the two were told apart, which was always observed.
  private let answeredKind: ObservationKind?

  /// Whether the weather now was observed, or is the forecast's step for this hour (from a
  /// source without observations).
  public var kind: ObservationKind { answeredKind ?? .observation }

  /// Creates an observation.
  public init(
    place: Place, temperature: Double, feelsLike: Double? = nil,
    temperatureMin: Double? = nil, temperatureMax: Double? = nil,
    humidity: Double? = nil, pressure: Double? = nil,
    windSpeed: Double? = nil, windDirection: Double? = nil, windGust: Double? = nil,
    conditions: [Condition] = [], observedAt: Date, timezoneOffset: Int? = nil,
    precipitation: Double? = nil, uvIndex: Double? = nil, timeZone: String? = nil,
    kind: ObservationKind = .observation
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
    self.answeredKind = kind
  }
}

/// Where the weather now comes from.
public enum ObservationKind: String, Sendable, Codable {
  /// Measured at a station (or analysed from measurements).
  case observation
  /// The forecast's step for this hour: the source has no observation.
  case forecast
}
