import WeatherCore

/// `Seoul, KR  15°C  clear sky`: the line for people, followed by the forecast's rows when one
/// was asked for.
struct HumanRenderer: ReportRenderer {
  /// Whether temperatures are painted with ANSI colour.
  let color: Bool
  /// Whether forecast rows get a header naming their columns: on a terminal only.
  var header = false

  func line(for report: FormattedReport, query: String) -> String {
    let temperature = report.temperature
    let painted =
      color ? Self.paint(temperature, kelvin: report.report.observation.temperature) : temperature
    let line = [
      report.label, painted, report.conditions.joined(separator: ", "),
      report.staleAge.map { "(\(StaleAge.text($0)) ago)" } ?? "",
    ].filter { !$0.isEmpty }.joined(separator: "  ")
    guard let forecast = report.forecast else { return line }
    return ([line] + ForecastTable(values: forecast, color: color, header: header).rows)
      .joined(separator: "\n")
  }

  /// ANSI colour by temperature: blue at or below freezing, up to red at 30°C and above.
  static func paint(_ text: String, kelvin: Double) -> String {
    let celsius = UnitSystem.metric.temperature(kelvin: kelvin)
    let code =
      switch celsius {
      case ...0: "34"
      case ..<10: "36"
      case ..<20: "32"
      case ..<30: "33"
      default: "31"
      }
    return "\u{1B}[1;\(code)m\(text)\u{1B}[0m"
  }
}
