import WeatherCore

/// `Seoul, KR  15°C  clear sky`: the line for people, followed by the forecast's rows when one
/// was asked for.
struct HumanRenderer: ReportRenderer, OutputRenderer {
  /// Whether temperatures are painted with ANSI colour.
  let color: Bool
  /// Whether forecast rows get a header naming their columns: on a terminal only.
  var header = false
  /// The widths the place and the temperature are padded to, when every line's are known
  /// before the first is printed (locations named in the arguments, on a terminal).
  var columns: Columns?

  /// The widths of the first two columns, in display columns.
  struct Columns {
    let label: Int
    let temperature: Int
  }

  func line(for report: FormattedReport, query: String) -> String {
    let temperature = report.temperature
    let fill = String(
      repeating: " ", count: max(0, (columns?.temperature ?? 0) - DisplayWidth.of(temperature)))
    let painted =
      fill
      + (color
        ? Self.paint(temperature, kelvin: report.report.observation.temperature) : temperature)
    let air = report.airQualityText.map { text in
      color ? Self.paint(text, usIndex: report.air?.usIndex ?? 0) : text
    }
    let label = DisplayWidth.padded(
      report.label, to: max(columns?.label ?? 0, DisplayWidth.of(report.label)))
    let line = [
      label, painted, report.conditions.joined(separator: ", "), air ?? "",
      report.staleAge.map { "(\(StaleAge.text($0)) ago)" } ?? "",
      report.report.observationAge.map { "(observed \(StaleAge.text($0)) ago)" } ?? "",
      report.fallbackNote ?? "",
    ].filter { !$0.isEmpty }.joined(separator: "  ")
    let rows =
      report.forecast.map { ForecastTable(values: $0, color: color, header: header).rows } ?? []
    let compared = report.comparisonText().map { "  " + $0 }
    return ([line] + report.alertLines(color: color) + [compared].compactMap { $0 } + rows)
      .joined(separator: "\n")
  }

  /// ANSI colour by the EPA's category: green, yellow, bold yellow, red, magenta, bold
  /// magenta.
  static func paint(_ text: String, usIndex: Int) -> String {
    let code =
      switch AirQualityCategory(usIndex: usIndex) {
      case .good: "32"
      case .moderate: "33"
      case .unhealthyForSensitiveGroups: "1;33"
      case .unhealthy: "31"
      case .veryUnhealthy: "35"
      case .hazardous: "1;35"
      }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
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
