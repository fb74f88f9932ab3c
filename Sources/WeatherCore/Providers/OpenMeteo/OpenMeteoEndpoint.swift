import Foundation

/// Every Open-Meteo request the tool can make. Open-Meteo needs no key.
package enum OpenMeteoEndpoint: Sendable, Equatable {
  /// `/v1/search` on the geocoding host: places for a name or a postal code, in one country
  /// when `countryCode` is given.
  case search(name: String, count: Int, language: String, countryCode: String?)
  /// `/v1/forecast` on the forecast host: the current weather at a coordinate, with hourly
  /// and daily blocks when a forecast is asked for; with `yesterday`, the hourly block starts
  /// 24 hours before the current hour (`past_hours`), for yesterday's temperature at this hour.
  case forecast(Coordinate, ForecastRequest, yesterday: Bool = false)

  /// The geocoding host.
  package static let defaultGeocoding = "https://geocoding-api.open-meteo.com"
  /// The forecast host.
  package static let defaultForecast = "https://api.open-meteo.com"

  /// The variables asked for; the decoder reads each one as optional. `current=` takes every
  /// hourly variable, `uv_index` and `precipitation` (the last hour's) among them.
  static let currentVariables = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m", "pressure_msl",
    "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "weather_code", "is_day",
    "precipitation", "uv_index",
  ]

  /// The hourly variables asked for with `--hours`.
  static let hourlyVariables = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m",
    "precipitation_probability", "precipitation", "weather_code", "wind_speed_10m",
    "wind_direction_10m", "wind_gusts_10m", "is_day",
  ]

  /// The daily variables asked for with `--days`. Not `sunrise` and `sunset`: the tool
  /// computes the sun's times itself, for both providers alike.
  static let dailyVariables = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum",
    "precipitation_probability_max", "wind_speed_10m_max", "wind_gusts_10m_max",
    "wind_direction_10m_dominant",
  ]

  /// The most days Open-Meteo forecasts.
  static let maximumDays = 16

  /// The full URL of this request.
  /// - Parameters:
  ///   - geocodingBase: The geocoding host's address.
  ///   - forecastBase: The forecast host's address.
  /// - Returns: The URL, every value percent-encoded; `nil` when the address is not an http
  ///   or https URL with a host.
  package func url(geocodingBase: URL, forecastBase: URL) -> URL? {
    switch self {
    case .search(let name, let count, let language, let countryCode):
      makeURL(
        base: geocodingBase, path: "/v1/search",
        query: [
          ("name", name), ("count", String(min(max(count, 1), 100))), ("language", language),
          ("format", "json"),
        ] + (countryCode.map { [("countryCode", $0)] } ?? []))
    case .forecast(let coordinate, let forecast, let yesterday):
      makeURL(
        base: forecastBase, path: "/v1/forecast",
        query: [
          ("latitude", NumberText.decimal(coordinate.latitude, places: 6)),
          ("longitude", NumberText.decimal(coordinate.longitude, places: 6)),
          ("current", Self.currentVariables.joined(separator: ",")),
        ] + Self.forecastItems(forecast, yesterday: yesterday) + [
          ("temperature_unit", "celsius"), ("wind_speed_unit", "ms"), ("timezone", "auto"),
        ])
    }
  }

  /// `hourly` with `forecast_hours` (counted from the current hour, so late in the local day
  /// no hour asked for is lost), `daily` with `forecast_days`; nothing for the current weather.
  /// With `yesterday`, `past_hours=24` and at least the temperature hour by hour.
  private static func forecastItems(_ forecast: ForecastRequest, yesterday: Bool) -> [(
    String, String
  )] {
    var hourly =
      forecast.hours > 0
      ? [
        ("hourly", hourlyVariables.joined(separator: ",")),
        ("forecast_hours", String(min(forecast.hours, maximumDays * 24))),
      ] : []
    if yesterday {
      if hourly.isEmpty { hourly = [("hourly", "temperature_2m"), ("forecast_hours", "1")] }
      hourly.append(("past_hours", "24"))
    }
    let daily =
      forecast.days > 0
      ? [
        ("daily", dailyVariables.joined(separator: ",")),
        ("forecast_days", String(min(forecast.days, maximumDays))),
      ] : []
    return hourly + daily
  }
}
