import Foundation
import WeatherCore

/// CSV as RFC 4180 has it: one header, then a row per location and, when a forecast was asked
/// for, a row per day and per step, told apart by the `kind` column. The columns are JSON's
/// keys flattened (`location_name`, `wind_speed`), the same in every row; columns added later
/// come after `lang`, so none moves.
///
/// Text from outside (the query, the place, the condition, the time zone's name, an alert's
/// event, headline and sender) that a spreadsheet would run as a formula is written after a
/// `'`, as OWASP's guidance on CSV injection has it; numbers, negative ones included, stay
/// numbers.
struct CSVRenderer: ReportRenderer, OutputRenderer {
  /// The forecast asked for with `--days` and `--hours`.
  let forecast: ForecastRequest
  /// Whether `--stale` is on, which adds its two columns.
  let stale: Bool
  /// The extras asked for: `--air` adds the air columns (filled in the `current` row),
  /// `--alerts` the alert columns and a row of kind `alert` for each alert.
  var extras = Extras.none
  /// Whether the header has been written: before the first location's outcome, once.
  private var headerWritten = false

  init(forecast: ForecastRequest, stale: Bool, extras: Extras = .none) {
    self.forecast = forecast
    self.stale = stale
    self.extras = extras
  }

  mutating func answer(_ report: FormattedReport, query: String, notes: [String]) -> [Written] {
    headerOnce() + [Self.record(line(for: report, query: query))] + notes.map(Written.error)
  }

  mutating func failure(query: String, message: String?) -> [Written] {
    headerOnce() + (message.map { [.error($0)] } ?? [])
  }

  /// With `--compare`: one row per source; a failed source's row has the query, the
  /// provider and, in `condition_description`, why it failed.
  mutating func comparison(_ rows: [ComparedRow], query: String, notes: [String]) -> [Written] {
    headerOnce()
      + rows.map { row in
        guard let report = row.report else {
          var cells = Array(repeating: "", count: header.split(separator: ",").count)
          cells[0] = "current"
          cells[1] = Self.inert(query)
          cells[2] = row.source
          cells[Self.columns.firstIndex(of: "condition_description") ?? 0] = Self.inert(
            row.error ?? "")
          return Self.record(cells.map(Self.field).joined(separator: ","))
        }
        return Self.record(line(for: report, query: query))
      } + notes.map(Written.error)
  }

  private mutating func headerOnce() -> [Written] {
    defer { headerWritten = true }
    return headerWritten ? [] : [Self.record(header)]
  }

  /// Rows written as one output line: each row ends with CRLF, as RFC 4180 has it (the output
  /// ends every line with the `\n`).
  private static func record(_ rows: String) -> Written {
    .output(rows + "\r")
  }

  /// The header row.
  var header: String {
    (Self.columns + (stale ? ["stale", "age_seconds"] : [])
      + (extras.air ? Self.airColumns : []) + (extras.alerts ? Self.alertColumns : []))
      .joined(separator: ",")
  }

  /// JSON's `air` flattened; concentrations in µg/m³.
  static let airColumns = [
    "aqi_us", "aqi_eu", "pm2_5", "pm10", "o3", "no2", "so2", "co", "air_provider_index",
  ]

  /// JSON's `alerts` flattened, one alert a row; the description and instruction are in the
  /// JSON only, as they run to many lines.
  static let alertColumns = [
    "alert_event", "alert_severity", "alert_headline", "alert_onset", "alert_expires",
    "alert_sender", "alert_source",
  ]

  static let columns = [
    "kind", "query", "provider", "location_name", "location_country", "location_state",
    "location_lat", "location_lon", "units", "time", "temperature", "feels_like", "temp_min",
    "temp_max", "humidity", "pressure", "wind_speed", "wind_deg", "wind_gust", "condition_id",
    "condition_main", "condition_description", "condition_icon", "precipitation_probability",
    "precipitation", "sunrise", "sunset", "timezone_offset", "lang", "wind_unit", "uv_index",
    "timezone", "dawn", "noon", "dusk", "moon_phase", "moon_illumination", "moon_age_days",
  ]

  func line(for formatted: FormattedReport, query: String) -> String {
    line(for: formatted, query: query, current: true)
  }

  /// A streamed part of a long period (`WeatherLookup.rowSink`): its rows, the header first when no
  /// row came before.
  mutating func rows(_ report: FormattedReport, query: String) -> [Written] {
    headerOnce() + [Self.record(line(for: report, query: query, current: false))]
  }

  /// The report's rows; without the `current` row when `current` is false.
  private func line(for formatted: FormattedReport, query: String, current: Bool) -> String {
    let report = formatted.report
    let observation = report.observation
    let units = formatted.units
    let place = report.place
    let temperature = { (kelvin: Double?) in Self.number(formatted.machineTemperature(kelvin)) }
    let speed = { (value: Double?) in
      Self.number(value.map { formatted.windUnit.speed(metresPerSecond: $0) })
    }
    let sky = formatted.sky
    let time = { (date: Date?) in date.map(CivilTime.iso8601) ?? "" }
    let rain = { (value: Double?) in
      Self.number(value.map { units.precipitation(millimetres: $0) })
    }
    let common = [
      Self.inert(query), report.provider, Self.inert(place.name), Self.inert(place.country ?? ""),
      Self.inert(place.state ?? ""),
      "\(place.coordinate.latitude)", "\(place.coordinate.longitude)", units.rawValue,
    ]
    let staleColumns =
      stale
      ? [formatted.staleAge == nil ? "false" : "true", Self.number(formatted.staleAge ?? 0)] : []
    /// `timezone_offset` to `moon_age_days`: the sun's three times besides sunrise and sunset
    /// on the row's day, the moon's only on the current row.
    let tail = { (sun: SunTimes?, moon: MoonPhase?, current: Bool) in
      [
        observation.timezoneOffset.map { "\($0)" } ?? "", report.language,
        formatted.windUnit.symbol,
      ]
        + (current
          ? [Self.number(observation.uvIndex), Self.inert(observation.timeZone ?? "")] : ["", ""])
        + [time(sun?.dawn.date), time(sun?.noon), time(sun?.dusk.date)]
        + [
          moon?.phase.rawValue ?? "", Self.number(moon.map { $0.illumination * 100 }),
          Self.number(moon?.age),
        ] + staleColumns
    }
    let today = sky.sun
    var rows = [
      ["current"] + common + [
        formatted.observedAt, temperature(observation.temperature),
        temperature(observation.feelsLike), temperature(observation.temperatureMin),
        temperature(observation.temperatureMax), Self.number(observation.humidity),
        Self.number(observation.pressure), speed(observation.windSpeed),
        Self.number(observation.windDirection), speed(observation.windGust),
      ] + Self.condition(observation.conditions.first) + [
        "", rain(observation.precipitation), time(today?.sunrise.date), time(today?.sunset.date),
      ] + tail(today, sky.moon, true)
    ]
    if let days = report.forecast?.daily, forecast.days > 0 {
      rows += days.map { day in
        let sun = sky.sun(on: day.date)
        return ["daily"] + common + [
          day.date, "", "", temperature(day.temperatureMin), temperature(day.temperatureMax), "",
          "", speed(day.wind.speed), Self.number(day.wind.direction), speed(day.wind.gust),
        ] + Self.condition(day.condition) + [
          Self.number(day.precipitationProbability), rain(day.precipitation),
          time(sun?.sunrise.date), time(sun?.sunset.date),
        ] + tail(sun, nil, false)
      }
    }
    if let steps = report.forecast?.hourly, forecast.hours > 0 {
      rows += steps.map { step in
        ["hourly"] + common + [
          CivilTime.iso8601(step.time), temperature(step.temperature), temperature(step.feelsLike),
          "", "", Self.number(step.humidity), "", speed(step.wind.speed),
          Self.number(step.wind.direction), speed(step.wind.gust),
        ] + Self.condition(step.condition) + [
          Self.number(step.precipitationProbability), rain(step.precipitation), "", "",
        ] + tail(nil, nil, false)
      }
    }
    if !current { rows.removeFirst() }
    rows = rows.enumerated().map { index, row in
      row
        + (extras.air
          ? (index == 0 ? Self.airCells(report.air) : Self.blanks(Self.airColumns)) : [])
        + (extras.alerts ? Self.blanks(Self.alertColumns) : [])
    }
    if extras.alerts {
      let alertTail: [String] = tail(nil, nil, false)
      // Blank from `temperature` up to where the tail (`timezone_offset` on) begins.
      let between =
        Self.columns.count - 1 - common.count - 1 - (alertTail.count - staleColumns.count)
      let airBlanks = extras.air ? Self.blanks(Self.airColumns) : []
      rows += (report.alerts ?? []).map { alert in
        let head: [String] = ["alert"] + common + [alert.onset.map(CivilTime.iso8601) ?? ""]
        let blank = Array(repeating: "", count: between)
        return head + blank + alertTail + airBlanks + Self.alertCells(alert)
      }
    }
    return rows.map { $0.map(Self.field).joined(separator: ",") }.joined(separator: "\r\n")
  }

  private static func blanks(_ columns: [String]) -> [String] {
    Array(repeating: "", count: columns.count)
  }

  private static func airCells(_ air: AirQuality?) -> [String] {
    guard let air else { return blanks(airColumns) }
    return [
      air.usIndex.map(String.init) ?? "", number(air.europeanIndex), number(air.pm2_5),
      number(air.pm10), number(air.ozone), number(air.nitrogenDioxide),
      number(air.sulphurDioxide), number(air.carbonMonoxide), number(air.providerIndex?.value),
    ]
  }

  private static func alertCells(_ alert: Alert) -> [String] {
    [
      inert(alert.event), alert.severity.rawValue, inert(alert.headline ?? ""),
      alert.onset.map(CivilTime.iso8601) ?? "", alert.expires.map(CivilTime.iso8601) ?? "",
      inert(alert.sender ?? ""), alert.source,
    ]
  }

  private static func condition(_ condition: Condition?) -> [String] {
    guard let condition else { return ["", "", "", ""] }
    return [
      "\(condition.id)", inert(condition.main), inert(condition.description),
      inert(condition.icon ?? ""),
    ]
  }

  /// Outside text a spreadsheet cannot run: after a `'` when it starts with `=`, `+`, `-`,
  /// `@`, a tab or a carriage return, or with one of the first four after the spaces that
  /// sanitising makes of line breaks; unless it is numbers only (`-5`, `-33.87,151.21`).
  private static func inert(_ text: String) -> String {
    let control = text.unicodeScalars.first.map { $0 == "\t" || $0 == "\r" } ?? false
    let start = SafeText.line(text).unicodeScalars.first { $0 != " " }
    let formula = start.map { "=+-@".unicodeScalars.contains($0) } ?? false
    guard control || formula, !isNumbers(text) else { return text }
    return "'" + text
  }

  /// Whether `text` is numbers and commas only, as a coordinate query is.
  private static func isNumbers(_ text: String) -> Bool {
    text.split(separator: ",", omittingEmptySubsequences: false).allSatisfy {
      $0.allSatisfy { "0123456789.+-".contains($0) } && Double($0) != nil
    }
  }

  /// A number as JSON writes it, rounded to 2 decimals; empty when absent.
  private static func number(_ value: Double?) -> String {
    guard let value, let rounded = NumberText.rounded(value, places: 2) else { return "" }
    return NumberText.decimal(rounded, places: 2)
  }

  /// A field, quoted when it holds a comma, a quote or a line break (RFC 4180), with server
  /// text made safe: a spreadsheet then reads one row per line. Read scalar by scalar, as a
  /// CSV reader does: a quote or comma that a combining mark follows is one `Character` with
  /// it, and compared as characters it went unescaped.
  private static func field(_ text: String) -> String {
    let safe = SafeText.line(text)
    guard safe.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" }) else { return safe }
    var quoted = String.UnicodeScalarView()
    for scalar in safe.unicodeScalars {
      if scalar == "\"" { quoted.append(scalar) }
      quoted.append(scalar)
    }
    return "\"" + String(quoted) + "\""
  }
}
