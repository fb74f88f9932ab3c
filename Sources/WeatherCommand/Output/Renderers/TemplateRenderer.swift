import WeatherCore

/// A line from a `--format` template, each letter as wttr.in writes it; a value the answer
/// lacks prints as `?`, a sun event that does not happen that day (polar day or night) `--`.
struct TemplateRenderer: ReportRenderer, OutputRenderer {
  let template: FormatTemplate
  /// The symbols `%c` draws.
  var icons = IconSet.emoji
  /// Whether the terminal takes Unicode: `%{spark}`'s blocks, else ASCII.
  var unicode = true

  func line(for report: FormattedReport, query: String) -> String {
    template.parts.map { part in
      switch part {
      case .literal(let text): SafeText.line(text, keepingTabs: true)
      case .field(let field): value(of: field, report) ?? "?"
      case .forecast(let token): report.forecast.map { value(of: token, $0) } ?? "?"
      case .extra(let token): value(of: token, report) ?? "?"
      }
    }.joined()
  }

  private func value(of field: FormatTemplate.Field, _ report: FormattedReport) -> String? {
    let observation = report.report.observation
    let sky = report.sky
    /// A sun event's local time, or `--` when the sun does not cross that altitude today.
    let sun = { (event: (SunTimes) -> SunEvent) in
      sky.sun.map { event($0).date.map(sky.clock) ?? "--" }
    }
    switch field {
    case .conditionSymbol:
      return observation.conditions.first.map { icons.symbol($0.kind, night: report.isNight) }
    case .condition: return report.conditions.first
    case .conditionPlain:
      return observation.conditions.first.map { ConditionSymbol($0.kind).plain }
    case .humidity: return report.humidity
    case .temperature: return Self.signed(report.temperature, report.units)
    case .feelsLike: return report.feelsLike.map { Self.signed($0, report.units) }
    case .wind: return report.wind
    case .location: return report.label
    case .moonPhase: return sky.moon?.phase.emoji
    case .moonDay: return sky.moon.map { String($0.day) }
    case .precipitation: return report.precipitation
    case .pressure: return report.pressure
    case .uvIndex: return report.uvIndex
    case .dawn: return sun(\.dawn)
    case .sunrise: return sun(\.sunrise)
    case .noon: return sky.sun.map { sky.clock($0.noon) }
    case .sunset: return sun(\.sunset)
    case .dusk: return sun(\.dusk)
    case .time: return sky.clock(observation.observedAt) + sky.compactOffset
    case .timeZone: return observation.timeZone ?? sky.offset
    case .observedAt: return report.observedAt
    case .stale: return report.staleAge.map(StaleAge.text) ?? ""
    }
  }

  /// `+15°C`: a temperature with its sign, as wttr.in writes it (`-3°C`, `+0°C`); Kelvin,
  /// never negative, without one.
  private static func signed(_ text: String, _ units: UnitSystem) -> String {
    units == .standard || text.hasPrefix("-") || text.hasPrefix("?") ? text : "+" + text
  }

  /// An extra's value; `nil` (printed `?`) when it is missing, `%{alert}` empty when no alert
  /// is in force.
  private func value(of token: ExtraToken, _ report: FormattedReport) -> String? {
    switch token {
    case .airQualityIndex: report.air?.usIndex.map { String($0) }
    case .pm2_5: report.air?.pm2_5.map { NumberText.whole($0) + "µg/m³" }
    case .pm10: report.air?.pm10.map { NumberText.whole($0) + "µg/m³" }
    case .alertCount: report.alerts.map { String($0.count) }
    case .alert: report.alerts.map { $0.first.map { AlertText.event($0) } ?? "" }
    case .vsYesterday: FormattedReport.signedDegrees(report.degreesOverYesterday)
    case .vsNormal: FormattedReport.signedDegrees(report.degreesOverNormal)
    }
  }

  private func value(of token: ForecastToken, _ forecast: ForecastValues) -> String {
    let daily = forecast.forecast.daily
    switch token {
    case .high(let day):
      return Self.signed(
        forecast.temperature(daily.indices.contains(day) ? daily[day].temperatureMax : nil),
        forecast.units)
    case .low(let day):
      return Self.signed(
        forecast.temperature(daily.indices.contains(day) ? daily[day].temperatureMin : nil),
        forecast.units)
    case .temperature(let hours):
      return Self.signed(
        forecast.temperature(forecast.step(in: hours)?.temperature), forecast.units)
    case .precipitationChance(let hours):
      return forecast.percent(
        forecast.steps(within: hours).compactMap(\.precipitationProbability).max())
    case .sparkline(let hours):
      return forecast.sparkline(forecast.steps(within: hours), unicode: unicode)
    }
  }
}
