/// A line from a `--format` template; a value the answer lacks prints as `?`.
struct TemplateRenderer: ReportRenderer {
  let template: FormatTemplate

  func line(for report: FormattedReport, query: String) -> String {
    template.parts.map { part in
      switch part {
      case .literal(let text): SafeText.line(text, keepingTabs: true)
      case .field(let field): value(of: field, report) ?? "?"
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
    }
  }
}
