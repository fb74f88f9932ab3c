/// Locationforecast 2.0's `complete` answer (GeoJSON), as far as it is read: every field is
/// optional but the series, as MET Norway documents ("make sure your client can handle"
/// missing variables).
struct LocationforecastResponse: Decodable {
  let properties: Properties

  struct Properties: Decodable {
    /// The steps; "always sorted with increasing time", which is checked all the same.
    let timeseries: [Step]
  }

  struct Step: Decodable {
    /// The start, such as `2020-06-10T13:00:00Z`.
    let time: String
    let data: StepData
  }

  struct StepData: Decodable {
    let instant: Instant?
    let nextHour: Period?
    let nextSixHours: Period?
    let nextTwelveHours: Period?

    private enum CodingKeys: String, CodingKey {
      case instant
      case nextHour = "next_1_hours"
      case nextSixHours = "next_6_hours"
      case nextTwelveHours = "next_12_hours"
    }
  }

  struct Instant: Decodable {
    let details: InstantDetails?
  }

  /// The values at the step's start.
  struct InstantDetails: Decodable {
    /// °C.
    let airTemperature: Double?
    /// %.
    let relativeHumidity: Double?
    /// hPa.
    let airPressureAtSeaLevel: Double?
    /// m/s.
    let windSpeed: Double?
    /// Degrees, where it blows from.
    let windFromDirection: Double?
    /// m/s.
    let windSpeedOfGust: Double?
    /// The UV index with a clear sky.
    let ultravioletIndexClearSky: Double?

    private enum CodingKeys: String, CodingKey {
      case airTemperature = "air_temperature"
      case relativeHumidity = "relative_humidity"
      case airPressureAtSeaLevel = "air_pressure_at_sea_level"
      case windSpeed = "wind_speed"
      case windFromDirection = "wind_from_direction"
      case windSpeedOfGust = "wind_speed_of_gust"
      case ultravioletIndexClearSky = "ultraviolet_index_clear_sky"
    }
  }

  /// The weather over the hours after the step's start.
  struct Period: Decodable {
    let summary: Summary?
    let details: PeriodDetails?
  }

  struct Summary: Decodable {
    /// Such as `partlycloudy_day` (`METSymbol`).
    let symbolCode: String?

    private enum CodingKeys: String, CodingKey {
      case symbolCode = "symbol_code"
    }
  }

  struct PeriodDetails: Decodable {
    /// mm over the period.
    let precipitationAmount: Double?
    /// %.
    let probabilityOfPrecipitation: Double?

    private enum CodingKeys: String, CodingKey {
      case precipitationAmount = "precipitation_amount"
      case probabilityOfPrecipitation = "probability_of_precipitation"
    }
  }
}
