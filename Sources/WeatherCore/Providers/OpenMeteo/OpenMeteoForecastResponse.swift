/// The `/v1/forecast` answer with `current=`: `time` is local, ISO 8601 without seconds or
/// offset (`2025-02-05T21:15`); `utc_offset_seconds` places it.
struct OpenMeteoForecastResponse: Decodable, Sendable {
  struct Current: Decodable, Sendable {
    let time: String
    let temperature2m: Double
    let apparentTemperature: Double?
    let relativeHumidity2m: Double?
    let pressureMsl: Double?
    let windSpeed10m: Double?
    let windDirection10m: Double?
    let windGusts10m: Double?
    let weatherCode: Int?
    let isDay: Int?
    let precipitation: Double?
    let uvIndex: Double?

    enum CodingKeys: String, CodingKey {
      case time, precipitation
      case uvIndex = "uv_index"
      case temperature2m = "temperature_2m"
      case apparentTemperature = "apparent_temperature"
      case relativeHumidity2m = "relative_humidity_2m"
      case pressureMsl = "pressure_msl"
      case windSpeed10m = "wind_speed_10m"
      case windDirection10m = "wind_direction_10m"
      case windGusts10m = "wind_gusts_10m"
      case weatherCode = "weather_code"
      case isDay = "is_day"
    }
  }

  /// The `hourly` block: one array per variable, one value per hour from local midnight.
  struct Hourly: Decodable, Sendable {
    let time: [String]
    let temperature2m: [Double?]
    let apparentTemperature: [Double?]?
    let relativeHumidity2m: [Double?]?
    let precipitationProbability: [Double?]?
    let precipitation: [Double?]?
    let weatherCode: [Int?]?
    let windSpeed10m: [Double?]?
    let windDirection10m: [Double?]?
    let windGusts10m: [Double?]?
    let isDay: [Int?]?

    enum CodingKeys: String, CodingKey {
      case time, precipitation
      case temperature2m = "temperature_2m"
      case apparentTemperature = "apparent_temperature"
      case relativeHumidity2m = "relative_humidity_2m"
      case precipitationProbability = "precipitation_probability"
      case weatherCode = "weather_code"
      case windSpeed10m = "wind_speed_10m"
      case windDirection10m = "wind_direction_10m"
      case windGusts10m = "wind_gusts_10m"
      case isDay = "is_day"
    }
  }

  /// The `daily` block: one array per variable, one value per local day from today.
  struct Daily: Decodable, Sendable {
    let time: [String]
    let weatherCode: [Int?]?
    let temperature2mMax: [Double?]?
    let temperature2mMin: [Double?]?
    let precipitationSum: [Double?]?
    let precipitationProbabilityMax: [Double?]?
    let windSpeed10mMax: [Double?]?
    let windGusts10mMax: [Double?]?
    let windDirection10mDominant: [Double?]?

    enum CodingKeys: String, CodingKey {
      case time
      case weatherCode = "weather_code"
      case temperature2mMax = "temperature_2m_max"
      case temperature2mMin = "temperature_2m_min"
      case precipitationSum = "precipitation_sum"
      case precipitationProbabilityMax = "precipitation_probability_max"
      case windSpeed10mMax = "wind_speed_10m_max"
      case windGusts10mMax = "wind_gusts_10m_max"
      case windDirection10mDominant = "wind_direction_10m_dominant"
    }
  }

  /// The unit of each value, such as `°C` or `km/h`. Daily blocks name their temperatures
  /// `temperature_2m_max`; each block's units are read for its own values.
  struct Units: Decodable, Sendable {
    let temperature2m: String?
    let temperature2mMax: String?
    let windSpeed10m: String?
    let windSpeed10mMax: String?
    let precipitation: String?
    let precipitationSum: String?

    enum CodingKeys: String, CodingKey {
      case precipitation
      case temperature2m = "temperature_2m"
      case temperature2mMax = "temperature_2m_max"
      case windSpeed10m = "wind_speed_10m"
      case windSpeed10mMax = "wind_speed_10m_max"
      case precipitationSum = "precipitation_sum"
    }
  }

  let latitude: Double
  let longitude: Double
  let utcOffsetSeconds: Int?
  /// The IANA name of the place's time zone, with `timezone=auto`: `Asia/Seoul`.
  let timezone: String?
  let currentUnits: Units?
  let current: Current
  let hourlyUnits: Units?
  let hourly: Hourly?
  let dailyUnits: Units?
  let daily: Daily?

  enum CodingKeys: String, CodingKey {
    case latitude, longitude, current, hourly, daily, timezone
    case utcOffsetSeconds = "utc_offset_seconds"
    case currentUnits = "current_units"
    case hourlyUnits = "hourly_units"
    case dailyUnits = "daily_units"
  }
}
