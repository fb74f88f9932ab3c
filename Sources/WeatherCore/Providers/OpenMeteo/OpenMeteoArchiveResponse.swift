/// The `/v1/archive` answer: the forecast's hourly and daily blocks, without `current`.
struct OpenMeteoArchiveResponse: Decodable, Sendable {
  let utcOffsetSeconds: Int?
  let hourlyUnits: OpenMeteoForecastResponse.Units?
  let hourly: OpenMeteoForecastResponse.Hourly?
  let dailyUnits: OpenMeteoForecastResponse.Units?
  let daily: OpenMeteoForecastResponse.Daily?

  enum CodingKeys: String, CodingKey {
    case hourly, daily
    case utcOffsetSeconds = "utc_offset_seconds"
    case hourlyUnits = "hourly_units"
    case dailyUnits = "daily_units"
  }
}
