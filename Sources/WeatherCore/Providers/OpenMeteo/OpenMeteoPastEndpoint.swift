import Foundation

/// The Open-Meteo requests for a period's rows: the archive for days past, the forecast with
/// `past_days` for recent days, today and the days ahead.
enum OpenMeteoPastEndpoint: Sendable, Equatable {
  /// `/v1/archive` on the archive host: the days of `period`, hourly rows when `hourly`,
  /// daily ones when `daily` (Open-Meteo counts a request's weight by its variables, hourly
  /// and daily alike: a block no row shows is not asked for).
  case archive(Coordinate, DayPeriod, hourly: Bool, daily: Bool)
  /// `/v1/forecast` on the forecast host: the current weather, with rows from `pastDays` days
  /// before today for `pastDays + forecastDays` days when `rows`: hourly ones when `hourly`,
  /// daily ones when `daily`.
  case recent(
    Coordinate, pastDays: Int, forecastDays: Int, rows: Bool, hourly: Bool, daily: Bool)
  /// `/v1/archive` on the archive host: the daily lows and highs of 1991 to 2020, from ERA5
  /// alone (one model throughout), for the normals.
  case normals(Coordinate)

  /// The archive host.
  static let defaultArchive = "https://archive-api.open-meteo.com"
  /// The most days `past_days` takes (the documented bound; some models take 93).
  static let maximumPastDays = 92

  /// The hourly variables the archive has: the forecast's but `precipitation_probability`,
  /// which it answers with 400.
  static let archiveHourly = OpenMeteoEndpoint.hourlyVariables.filter {
    $0 != "precipitation_probability"
  }
  /// The daily variables the archive has: the forecast's but `precipitation_probability_max`.
  static let archiveDaily = OpenMeteoEndpoint.dailyVariables.filter {
    $0 != "precipitation_probability_max"
  }

  /// The full URL of this request; `nil` when an address is not an http or https URL.
  func url(archiveBase: URL, forecastBase: URL) -> URL? {
    switch self {
    case .archive(let coordinate, let period, let hourly, let daily):
      makeURL(
        base: archiveBase, path: "/v1/archive",
        query: Self.point(coordinate) + [
          ("start_date", DayPeriod.text(period.first)),
          ("end_date", DayPeriod.text(period.last)),
        ] + (daily ? [("daily", Self.archiveDaily.joined(separator: ","))] : [])
          + (hourly ? [("hourly", Self.archiveHourly.joined(separator: ","))] : [])
          + Self.units)
    case .recent(
      let coordinate, let pastDays, let forecastDays, let rows, let hourly, let daily):
      makeURL(
        base: forecastBase, path: "/v1/forecast",
        query: Self.point(coordinate) + [
          ("current", OpenMeteoEndpoint.currentVariables.joined(separator: ","))
        ]
          + (rows && daily
            ? [("daily", OpenMeteoEndpoint.dailyVariables.joined(separator: ","))] : [])
          + (rows
            ? [
              ("past_days", String(min(max(pastDays, 0), Self.maximumPastDays))),
              ("forecast_days", String(min(max(forecastDays, 1), OpenMeteoEndpoint.maximumDays))),
            ] : [])
          + (rows && hourly
            ? [("hourly", OpenMeteoEndpoint.hourlyVariables.joined(separator: ","))] : [])
          + Self.units)
    case .normals(let coordinate):
      makeURL(
        base: archiveBase, path: "/v1/archive",
        query: Self.point(coordinate) + [
          ("start_date", "\(ClimateNormal.firstYear)-01-01"),
          ("end_date", "\(ClimateNormal.lastYear)-12-31"),
          ("daily", "temperature_2m_max,temperature_2m_min"), ("models", "era5"),
        ] + Self.units)
    }
  }

  private static func point(_ coordinate: Coordinate) -> [(String, String)] {
    [
      ("latitude", NumberText.decimal(coordinate.latitude, places: 6)),
      ("longitude", NumberText.decimal(coordinate.longitude, places: 6)),
    ]
  }

  private static let units = [
    ("temperature_unit", "celsius"), ("wind_speed_unit", "ms"), ("timezone", "auto"),
  ]
}
