import Foundation

/// The weather at one step of an hourly forecast, in standard units (Kelvin, m/s, mm).
public struct HourlyForecast: Sendable, Equatable, Codable {
  /// The start of the step.
  public let time: Date
  /// Air temperature in Kelvin.
  public let temperature: Double
  /// Perceived temperature in Kelvin.
  public let feelsLike: Double?
  /// Relative humidity in percent.
  public let humidity: Double?
  /// Chance of precipitation, 0 to 100.
  public let precipitationProbability: Double?
  /// Precipitation over the step, in millimetres.
  public let precipitation: Double?
  /// The condition, in OpenWeatherMap's codes whichever provider answered.
  public let condition: Condition?
  /// The wind.
  public let wind: Wind

  /// Creates a step.
  public init(
    time: Date, temperature: Double, feelsLike: Double? = nil, humidity: Double? = nil,
    precipitationProbability: Double? = nil, precipitation: Double? = nil,
    condition: Condition? = nil, wind: Wind = Wind()
  ) {
    self.time = time
    self.temperature = temperature
    self.feelsLike = feelsLike
    self.humidity = humidity
    self.precipitationProbability = precipitationProbability
    self.precipitation = precipitation
    self.condition = condition
    self.wind = wind
  }
}

/// One day of a daily forecast, a day in the place's own time zone.
public struct DailyForecast: Sendable, Equatable, Codable {
  /// The local date, such as `2026-11-23`.
  public let date: String
  /// The lowest temperature in Kelvin.
  public let temperatureMin: Double?
  /// The highest temperature in Kelvin.
  public let temperatureMax: Double?
  /// The day's most significant condition.
  public let condition: Condition?
  /// The highest chance of precipitation, 0 to 100.
  public let precipitationProbability: Double?
  /// The day's precipitation in millimetres.
  public let precipitation: Double?
  /// The strongest wind.
  public let wind: Wind

  /// Creates a day.
  public init(
    date: String, temperatureMin: Double?, temperatureMax: Double?, condition: Condition? = nil,
    precipitationProbability: Double? = nil, precipitation: Double? = nil, wind: Wind = Wind()
  ) {
    self.date = date
    self.temperatureMin = temperatureMin
    self.temperatureMax = temperatureMax
    self.condition = condition
    self.precipitationProbability = precipitationProbability
    self.precipitation = precipitation
    self.wind = wind
  }
}

/// Wind in metres per second, and the direction it blows from in degrees.
public struct Wind: Sendable, Equatable, Codable {
  /// Speed in metres per second.
  public let speed: Double?
  /// Direction in degrees, meteorological (where it blows from).
  public let direction: Double?
  /// Gusts in metres per second.
  public let gust: Double?

  /// Creates a wind.
  public init(speed: Double? = nil, direction: Double? = nil, gust: Double? = nil) {
    self.speed = speed
    self.direction = direction
    self.gust = gust
  }
}

/// What a forecast covers: steps, days, and how much the provider could give.
public struct Forecast: Sendable, Equatable, Codable {
  /// Hours between steps: 1 (Open-Meteo) or 3 (OpenWeatherMap's free forecast).
  public let hourlyInterval: Int
  /// The steps, earliest first, from the current one on.
  public let hourly: [HourlyForecast]
  /// The days, today first.
  public let daily: [DailyForecast]
  /// The place's offset from UTC in seconds, by which its days and hours are told.
  public let utcOffset: Int

  /// Creates a forecast.
  public init(
    hourlyInterval: Int, hourly: [HourlyForecast], daily: [DailyForecast], utcOffset: Int
  ) {
    self.hourlyInterval = hourlyInterval
    self.hourly = hourly
    self.daily = daily
    self.utcOffset = utcOffset
  }
}
