import Foundation
import WeatherCore

/// Open-Meteo's archive (`/v1/archive`) and its forecast with `past_days` (`/v1/forecast`),
/// answering as the real API does (open-meteo.com/en/docs/historical-weather-api and the
/// forecast docs, /work/wt/research/openmeteo-archive.md): the documented shape, column by
/// column, local times of the place without seconds; 400 with `{"error":true,"reason":…}`
/// for a date out of range (archive: 1940-01-01 to today), a reversed range, a variable the
/// archive lacks, `past_days` beyond 92 or `forecast_days` beyond 16, `past_days` with dates;
/// hourly rows from the current hour with `forecast_hours`, `past_hours` hours before it;
/// and, as the real archive does, `null` for the last five days it has no data for yet.
/// Values follow the hour, so any row can be checked: `temperature_2m` is
/// `day % 20 + hour / 4` °C, the day counted from 1970-01-01.
public struct OpenMeteoPastServer: Sendable {
  /// The place's offset from UTC in seconds, which every local time is given at.
  public let offset: Int

  /// The hourly variables the archive has (the research note's list, those the tool uses).
  public static let archiveHourly: Set<String> = [
    "temperature_2m", "apparent_temperature", "relative_humidity_2m", "precipitation",
    "weather_code", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m", "is_day", "rain",
    "snowfall", "pressure_msl", "cloud_cover", "dew_point_2m",
  ]
  /// The daily variables the archive has (the tool's among them).
  public static let archiveDaily: Set<String> = [
    "weather_code", "temperature_2m_max", "temperature_2m_min", "temperature_2m_mean",
    "precipitation_sum", "rain_sum", "snowfall_sum", "wind_speed_10m_max", "wind_gusts_10m_max",
    "wind_direction_10m_dominant", "sunrise", "sunset",
  ]

  /// A server for a place `offset` seconds east of UTC.
  public init(offset: Int = 0) {
    self.offset = offset
  }

  /// Routes `/v1/archive` and `/v1/forecast` of `server` to this one.
  public func install(on server: TestHTTPServer) {
    server.route("/v1/archive") { request, _ in archive(request) }
    server.route("/v1/forecast") { request, _ in forecast(request) }
  }

  /// The place's day today, in days since 1970-01-01.
  public var today: Int { DayPeriod.today(offset: offset) }

  /// The archive's answer to `request`.
  public func archive(_ request: RecordedRequest) -> TestResponse {
    guard let startText = request.value("start_date"), let endText = request.value("end_date")
    else { return Self.error("Both 'start_date' and 'end_date' must be set in the url") }
    let utcToday = DayPeriod.today(offset: 0)
    let bounds = "from 1940-01-01 to \(DayPeriod.text(utcToday))"
    guard let start = DayPeriod.day(startText), (DayPeriod.earliest...utcToday).contains(start)
    else { return Self.error("Parameter 'start_date' is out of allowed range \(bounds)") }
    guard let end = DayPeriod.day(endText), (DayPeriod.earliest...utcToday).contains(end) else {
      return Self.error("Parameter 'end_date' is out of allowed range \(bounds)")
    }
    guard start <= end else {
      return Self.error("End-date must be larger or equals than start-date")
    }
    let hourly = Self.list(request, "hourly")
    let daily = Self.list(request, "daily")
    if let bad = hourly.first(where: { !Self.archiveHourly.contains($0) }) {
      return Self.unknownVariable(bad, key: "hourly")
    }
    if let bad = daily.first(where: { !Self.archiveDaily.contains($0) }) {
      return Self.unknownVariable(bad, key: "daily")
    }
    // ERA5 lags five days: the archive takes those dates but has no values for them.
    let missingFrom = utcToday - 5
    return .json(
      body(days: start...end, hourly: hourly, daily: daily, current: nil) { $0 >= missingFrom })
  }

  /// The forecast's answer to `request`: `current`, and rows from `past_days` days before
  /// today for `past_days + forecast_days` days.
  public func forecast(_ request: RecordedRequest) -> TestResponse {
    let past = Int(request.value("past_days") ?? "0") ?? -1
    let ahead = Int(request.value("forecast_days") ?? "7") ?? -1
    if past != 0, request.value("start_date") != nil || request.value("end_date") != nil {
      return Self.error(
        "Parameter 'past_days' is mutually exclusive with 'start_date' and 'end_date'")
    }
    guard (0...92).contains(past) else {
      return Self.error("Past days is invalid. Allowed range 0 to 92. Given \(past).")
    }
    guard (0...16).contains(ahead) else {
      return Self.error("Forecast days is invalid. Allowed range 0 to 16. Given \(ahead).")
    }
    let hourly = Self.list(request, "hourly")
    let daily = Self.list(request, "daily")
    let days = (today - past)...(today - past + max(past + ahead, 1) - 1)
    // `forecast_hours` and `past_hours` count hours from the current one instead.
    var hours = days.flatMap { day in (0..<24).map { (day, $0) } }
    if request.value("forecast_hours") != nil || request.value("past_hours") != nil {
      let now = Int((Date().timeIntervalSince1970 + Double(offset)) / 3600)
      let before = Int(request.value("past_hours") ?? "0") ?? 0
      let after = Int(request.value("forecast_hours") ?? "0") ?? 0
      hours = ((now - before)..<(now + max(after, 1))).map { ($0 / 24, $0 % 24) }
    }
    return .json(
      body(
        days: days, hours: hours, hourly: hourly, daily: daily,
        current: Self.list(request, "current").isEmpty ? nil : Self.list(request, "current")
      ) { _ in false })
  }

  /// An archive answer with the rows of `days` whatever was asked: for a server answering
  /// other days than those asked for.
  public func archiveRows(days: ClosedRange<Int>, daily: [String]) -> TestResponse {
    .json(body(days: days, hourly: [], daily: daily, current: nil) { _ in false })
  }

  /// `temperature_2m` at an hour of a day, in °C.
  public static func temperature(day: Int, hour: Int) -> Double {
    Double(((day % 20) + 20) % 20) + Double(hour) / 4
  }

  private func body(
    days: ClosedRange<Int>, hours: [(day: Int, hour: Int)]? = nil, hourly: [String],
    daily: [String], current: [String]?, missing: (Int) -> Bool
  ) -> String {
    var parts = [
      #""latitude":52.52,"longitude":13.419,"elevation":38.0,"generationtime_ms":0.5"#,
      #""utc_offset_seconds":\#(offset),"timezone":"GMT","timezone_abbreviation":"GMT""#,
    ]
    if let current {
      let now = Date()
      let local = CivilTime(now, offset: offset)
      let time = local.dateText + "T" + local.timeText
      let values = current.map { name in
        "\"\(name)\":" + Self.value(name, day: local.dayNumber, hour: local.hour)
      }
      parts.append(
        #""current_units":{"time":"iso8601","interval":"seconds","temperature_2m":"°C"}"#)
      parts.append(
        #""current":{"time":"\#(time)","interval":900,"# + values.joined(separator: ",") + "}")
    }
    if !hourly.isEmpty {
      var columns = [String](repeating: "", count: hourly.count)
      var times = ""
      for (day, hour) in hours ?? days.flatMap({ day in (0..<24).map { (day, $0) } }) {
        let date = DayPeriod.text(day)
        times += (times.isEmpty ? "" : ",") + "\"\(date)T\(hour < 10 ? "0" : "")\(hour):00\""
        for (index, name) in hourly.enumerated() {
          columns[index] +=
            (columns[index].isEmpty ? "" : ",")
            + (missing(day) ? "null" : Self.value(name, day: day, hour: hour))
        }
      }
      parts.append(
        #""hourly_units":{"time":"iso8601","temperature_2m":"°C","wind_speed_10m":"m/s"}"#)
      parts.append(
        #""hourly":{"time":[\#(times)]"#
          + zip(hourly, columns).map { ",\"\($0)\":[\($1)]" }.joined() + "}")
    }
    if !daily.isEmpty {
      let times = days.map { "\"\(DayPeriod.text($0))\"" }.joined(separator: ",")
      let columns = daily.map { name in
        ",\"\(name)\":["
          + days.map { missing($0) ? "null" : Self.value(name, day: $0, hour: 0) }.joined(
            separator: ",") + "]"
      }
      parts.append(
        #""daily_units":{"time":"iso8601","temperature_2m_max":"°C","wind_speed_10m_max":"m/s"}"#)
      parts.append(#""daily":{"time":[\#(times)]"# + columns.joined() + "}")
    }
    return "{" + parts.joined(separator: ",") + "}"
  }

  private static func value(_ name: String, day: Int, hour: Int) -> String {
    switch name {
    case "temperature_2m", "apparent_temperature": String(temperature(day: day, hour: hour))
    case "temperature_2m_max": String(temperature(day: day, hour: 23))
    case "temperature_2m_min": String(temperature(day: day, hour: 0))
    case "weather_code": "3"
    case "is_day": hour >= 6 && hour < 18 ? "1" : "0"
    case "relative_humidity_2m", "precipitation_probability", "precipitation_probability_max":
      "50"
    case "wind_direction_10m", "wind_direction_10m_dominant": "180"
    case "uv_index": "2.5"
    default: "1.5"
    }
  }

  private static func list(_ request: RecordedRequest, _ name: String) -> [String] {
    (request.query[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
  }

  private static func unknownVariable(_ name: String, key: String) -> TestResponse {
    error("Cannot initialize WeatherVariable from invalid String value \(name) for key \(key)")
  }

  private static func error(_ reason: String) -> TestResponse {
    .json(#"{"error":true,"reason":"\#(reason)"}"#, status: 400)
  }
}
