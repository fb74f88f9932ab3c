import WeatherCore

/// One JSON object per location, keys in the documented order; the forecast's keys follow
/// only when a forecast was asked for.
struct JSONRenderer: ReportRenderer {
  /// The forecast asked for with `--days` and `--hours`.
  let forecast: ForecastRequest
  /// Whether `--stale` is on: `stale` and `age_seconds` end every object.
  var stale = false
  /// The extras asked for: `air` and `alerts` follow the forecast's keys when asked.
  var extras = Extras.none

  func line(for formatted: FormattedReport, query: String) -> String {
    let report = formatted.report
    let observation = report.observation
    let place = report.place
    let temperature = { (kelvin: Double?) in
      formatted.machineTemperature(kelvin).map(JSONValue.decimal) ?? .null
    }
    return JSONValue.object(
      [
        ("query", .string(query)),
        ("provider", .string(report.provider)),
        (
          "location",
          .object([
            ("name", place.name.isEmpty ? .null : .string(place.name)),
            ("country", place.country.map(JSONValue.string) ?? .null),
            ("state", place.state.map(JSONValue.string) ?? .null),
            ("lat", .coordinate(place.coordinate.latitude)),
            ("lon", .coordinate(place.coordinate.longitude)),
          ])
        ),
        ("units", .string(formatted.units.rawValue)),
        ("temperature", temperature(observation.temperature)),
        ("feels_like", temperature(observation.feelsLike)),
        ("temp_min", temperature(observation.temperatureMin)),
        ("temp_max", temperature(observation.temperatureMax)),
        ("humidity", .whole(observation.humidity)),
        ("pressure", .whole(observation.pressure)),
        (
          "wind",
          .object([
            ("speed", .measure(formatted.windSpeed)),
            ("deg", .whole(observation.windDirection)),
            ("gust", .measure(formatted.windGust)),
          ])
        ),
        ("condition", Self.condition(observation.conditions.first)),
        ("observed_at", .string(formatted.observedAt)),
        ("timezone_offset", observation.timezoneOffset.map(JSONValue.integer) ?? .null),
      ] + forecastMembers(report.forecast, units: formatted.units, request: forecast)
        + extraMembers(report, extras: extras)
        + [("lang", .string(report.language))]
        + (stale
          ? [
            ("stale", .boolean(formatted.staleAge != nil)),
            ("age_seconds", .integer(Int(formatted.staleAge ?? 0))),
          ] : [])
    ).text
  }
}
