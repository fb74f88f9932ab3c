import WeatherCore

extension JSONRenderer {
  /// `air` and `alerts`, each only when asked for: `null` when its service failed or (for
  /// alerts) no feed covers the place; alerts `[]` when none are in force. Alert texts are
  /// complete, escaped as every JSON string is.
  /// With `--normal`, `yesterday` (the temperature at the same hour yesterday) and `normal`
  /// (`{"date":"11-25","years":"1991-2020","temp_min":…,"temp_max":…}`), each `null` when
  /// unknown.
  func extraMembers(_ report: FormattedReport, extras: Extras) -> [(String, JSONValue)] {
    let temperature = { (kelvin: Double?) in
      report.machineTemperature(kelvin).map(JSONValue.decimal) ?? .null
    }
    let normal = report.report.normal.map { normal in
      JSONValue.object([
        ("date", .string(String(format: "%02d-%02d", normal.month, normal.day))),
        ("years", .string("\(ClimateNormal.firstYear)-\(ClimateNormal.lastYear)")),
        ("temp_min", temperature(normal.low)), ("temp_max", temperature(normal.high)),
      ])
    }
    var members: [(String, JSONValue)] = []
    if extras.air { members.append(("air", report.report.air.map(Self.air) ?? .null)) }
    if extras.alerts {
      members.append(("alerts", report.report.alerts.map { .array($0.map(Self.alert)) } ?? .null))
    }
    if extras.yesterday { members.append(("yesterday", temperature(report.report.yesterday))) }
    if extras.normal { members.append(("normal", normal ?? .null)) }
    return members
  }

  /// `{aqi_us, aqi_eu, pm2_5, pm10, o3, no2, so2, co, pollen, provider_index}`, concentrations
  /// in µg/m³, pollen in grains/m³.
  private static func air(_ air: AirQuality) -> JSONValue {
    .object([
      ("aqi_us", air.usIndex.map(JSONValue.integer) ?? .null),
      ("aqi_eu", .measure(air.europeanIndex)),
      ("pm2_5", .measure(air.pm2_5)),
      ("pm10", .measure(air.pm10)),
      ("o3", .measure(air.ozone)),
      ("no2", .measure(air.nitrogenDioxide)),
      ("so2", .measure(air.sulphurDioxide)),
      ("co", .measure(air.carbonMonoxide)),
      (
        "pollen",
        air.pollen.map { .object($0.kinds.map { ($0.name, .measure($0.count)) }) } ?? .null
      ),
      (
        "provider_index",
        air.providerIndex.map {
          .object([("scale", .string($0.scale)), ("value", .whole($0.value))])
        } ?? .null
      ),
    ])
  }

  /// `{event, severity, headline, description, instruction, onset, expires, sender, source}`,
  /// times ISO 8601 UTC.
  private static func alert(_ alert: Alert) -> JSONValue {
    let text = { (value: String?) in value.map(JSONValue.string) ?? .null }
    return .object([
      ("event", .string(alert.event)),
      ("severity", .string(alert.severity.rawValue)),
      ("headline", text(alert.headline)),
      ("description", text(alert.description)),
      ("instruction", text(alert.instruction)),
      ("onset", text(alert.onset.map(CivilTime.iso8601))),
      ("expires", text(alert.expires.map(CivilTime.iso8601))),
      ("sender", text(alert.sender)),
      ("source", .string(alert.source)),
    ])
  }
}
