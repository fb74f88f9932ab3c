import Foundation
import WeatherCore

/// One JSON object per location, keys in the documented order; the forecast's keys follow
/// only when a forecast was asked for.
struct JSONRenderer: ReportRenderer, OutputRenderer {
  /// The forecast asked for with `--days` and `--hours`.
  let forecast: ForecastRequest
  /// Whether `--stale` is on: `stale` and `age_seconds` end every object.
  var stale = false
  /// The extras asked for: `air` and `alerts` follow the forecast's keys when asked.
  var extras = Extras.none

  /// With `--compare`: one object per source, each with `provider`; a failed source's has
  /// `query`, `provider` and `error`.
  func comparison(_ rows: [ComparedRow], query: String, notes: [String]) -> [Written] {
    rows.map { row in
      guard let report = row.report else {
        return .output(
          JSONValue.object([
            ("query", .string(query)), ("provider", .string(row.source)),
            ("error", .string(row.error ?? "")),
          ]).text)
      }
      return .output(line(for: report, query: query))
    } + notes.map(Written.error)
  }

  /// With `--places`: one JSON object a place.
  func places(_ places: [Place]) -> [Written] {
    places.map { .output(PlaceLines.line($0, json: true)) }
  }

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
        ("current_kind", .string(observation.kind.rawValue)),
        ("observed_at", .string(formatted.observedAt)),
        ("timezone_offset", observation.timezoneOffset.map(JSONValue.integer) ?? .null),
        ("wind_unit", .string(formatted.windUnit.symbol)),
        (
          "precipitation",
          .measure(observation.precipitation.map { formatted.units.precipitation(millimetres: $0) })
        ),
        ("uv_index", .measure(observation.uvIndex)),
        ("timezone", observation.timeZone.map(JSONValue.string) ?? .null),
        ("sun", Self.sun(formatted.sky.sun)),
        ("moon", Self.moon(formatted.sky.moon)),
      ]
        + forecastMembers(
          report.forecast, units: formatted.units, wind: formatted.windUnit, sky: formatted.sky,
          request: forecast)
        + Self.period(report.period)
        + extraMembers(formatted, extras: extras)
        + [("lang", .string(report.language))]
        + (stale
          ? [
            ("stale", .boolean(formatted.staleAge != nil)),
            ("age_seconds", .integer(Int(formatted.staleAge ?? 0))),
          ] : [])
    ).text
  }

  /// `period`, `{"from":"2024-07-01","to":"2024-07-03","source":"archive"}`, for the days of
  /// `--date` or `--from`; nothing without them.
  static func period(_ period: AnsweredPeriod?) -> [(String, JSONValue)] {
    guard let period else { return [] }
    return [
      (
        "period",
        .object([
          ("from", .string(DayPeriod.text(period.days.first))),
          ("to", .string(DayPeriod.text(period.days.last))), ("source", .string(period.source)),
        ])
      )
    ]
  }

  /// `{"dawn":…,"sunrise":…,"noon":…,"sunset":…,"dusk":…}`, ISO 8601 UTC, `null` for an event
  /// that does not happen that day; `null` when the sun cannot be computed.
  static func sun(_ sun: SunTimes?) -> JSONValue {
    guard let sun else { return .null }
    return .object([
      ("dawn", time(sun.dawn.date)), ("sunrise", time(sun.sunrise.date)), ("noon", time(sun.noon)),
      ("sunset", time(sun.sunset.date)), ("dusk", time(sun.dusk.date)),
    ])
  }

  /// An instant as ISO 8601 UTC, or `null`.
  static func time(_ date: Date?) -> JSONValue {
    date.map { .string(CivilTime.iso8601($0)) } ?? .null
  }

  /// `{"phase":"waxing crescent","illumination":23.5,"age_days":4.12}`: illumination in
  /// percent; `null` when the moon cannot be computed.
  static func moon(_ moon: MoonPhase?) -> JSONValue {
    guard let moon else { return .null }
    return .object([
      ("phase", .string(moon.phase.rawValue)), ("illumination", .measure(moon.illumination * 100)),
      ("age_days", .measure(moon.age)),
    ])
  }
}
