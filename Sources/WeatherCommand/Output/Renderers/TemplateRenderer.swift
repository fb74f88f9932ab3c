import WeatherCore

/// A line from a `--format` template; a value the answer lacks prints as `?`.
struct TemplateRenderer: ReportRenderer {
  let template: FormatTemplate

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
    switch field {
    case .location: report.label
    case .temperature: report.temperature
    case .feelsLike: report.feelsLike
    case .condition: report.conditions.first
    case .humidity: report.humidity
    case .pressure: report.pressure
    case .wind: report.wind
    case .observedAt: report.observedAt
    case .stale: report.staleAge.map(StaleAge.text) ?? ""
    }
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
    }
  }

  private func value(of token: ForecastToken, _ forecast: ForecastValues) -> String {
    let daily = forecast.forecast.daily
    switch token {
    case .high(let day):
      return forecast.temperature(daily.indices.contains(day) ? daily[day].temperatureMax : nil)
    case .low(let day):
      return forecast.temperature(daily.indices.contains(day) ? daily[day].temperatureMin : nil)
    case .temperature(let hours):
      return forecast.temperature(forecast.step(in: hours)?.temperature)
    case .precipitationChance(let hours):
      return forecast.percent(
        forecast.steps(within: hours).compactMap(\.precipitationProbability).max())
    case .sparkline(let hours):
      return forecast.sparkline(forecast.steps(within: hours))
    }
  }
}
