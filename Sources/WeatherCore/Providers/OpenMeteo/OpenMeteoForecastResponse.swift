/// The `/v1/search` answer. With no match there is no `results` key at all.
struct OpenMeteoSearchResponse: Decodable, Sendable {
  struct Result: Decodable, Sendable {
    let name: String
    let latitude: Double
    let longitude: Double
    let countryCode: String?
    let admin1: String?

    enum CodingKeys: String, CodingKey {
      case name, latitude, longitude, admin1
      case countryCode = "country_code"
    }
  }

  let results: [Result]?
}

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

    enum CodingKeys: String, CodingKey {
      case time
      case temperature2m = "temperature_2m"
      case apparentTemperature = "apparent_temperature"
      case relativeHumidity2m = "relative_humidity_2m"
      case pressureMsl = "pressure_msl"
      case windSpeed10m = "wind_speed_10m"
      case windDirection10m = "wind_direction_10m"
      case windGusts10m = "wind_gusts_10m"
      case weatherCode = "weather_code"
    }
  }

  /// The unit of each value, such as `°C` or `km/h`.
  struct Units: Decodable, Sendable {
    let temperature2m: String?
    let windSpeed10m: String?

    enum CodingKeys: String, CodingKey {
      case temperature2m = "temperature_2m"
      case windSpeed10m = "wind_speed_10m"
    }
  }

  let latitude: Double
  let longitude: Double
  let utcOffsetSeconds: Int?
  let currentUnits: Units?
  let current: Current

  enum CodingKeys: String, CodingKey {
    case latitude, longitude, current
    case utcOffsetSeconds = "utc_offset_seconds"
    case currentUnits = "current_units"
  }
}
