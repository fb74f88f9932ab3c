import Foundation

/// The weather over one step of a forecast, in standard units (Kelvin, m/s, mm): a step
/// has its own length (1 hour, 3, 6), and one series may mix them.
public struct HourlyForecast: Sendable, Equatable, Codable {
  /// The start of the step.
  public let time: Date
  /// The step's length in hours.
  public let hours: Int
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
  /// The condition.
  public let condition: Condition?
  /// The wind.
  public let wind: Wind

  /// Creates a step.
  public init(
    time: Date, hours: Int = 1, temperature: Double, feelsLike: Double? = nil,
    humidity: Double? = nil, precipitationProbability: Double? = nil,
    precipitation: Double? = nil, condition: Condition? = nil, wind: Wind = Wind()
  ) {
    self.time = time
    self.hours = max(hours, 1)
    self.temperature = temperature
    self.feelsLike = feelsLike
    self.humidity = humidity
    self.precipitationProbability = precipitationProbability
    self.precipitation = precipitation
    self.condition = condition
    self.wind = wind
  }

  /// When the step ends.
  public var end: Date { time.addingTimeInterval(TimeInterval(hours) * 3600) }

  /// The same step with another length.
  func lasting(_ hours: Int) -> HourlyForecast {
    HourlyForecast(
      time: time, hours: hours, temperature: temperature, feelsLike: feelsLike,
      humidity: humidity, precipitationProbability: precipitationProbability,
      precipitation: precipitation, condition: condition, wind: wind)
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
public struct Forecast: Sendable, Equatable {
  /// The steps, earliest first, from the current one on, each with its own length.
  public let hourly: [HourlyForecast]
  /// The days, today first.
  public let daily: [DailyForecast]
  /// The place's offset from UTC in seconds, by which its days and hours are told.
  public let utcOffset: Int

  /// Creates a forecast.
  public init(hourly: [HourlyForecast], daily: [DailyForecast], utcOffset: Int) {
    self.hourly = hourly
    self.daily = daily
    self.utcOffset = utcOffset
  }
}

extension Forecast {
  /// The length of every step in hours when they are all one length; `nil` for a mixed
  /// series or none.
  public var hourlyInterval: Int? {
    guard let first = hourly.first?.hours, hourly.allSatisfy({ $0.hours == first }) else {
      return nil
    }
    return first
  }

  /// The hours the steps cover, from the first step's start to the last one's end, gaps not
  /// counted.
  public var hoursCovered: Int {
    hourly.reduce(0) { $0 + $1.hours }
  }

  /// The first steps that cover `hours` hours (the step that reaches past them included).
  package func steps(covering hours: Int) -> [HourlyForecast] {
    var covered = 0
    return Array(
      hourly.prefix { step in
        defer { covered += step.hours }
        return covered < hours
      })
  }
}
