import WeatherCore

/// `Seoul, KR  15°C  clear sky`: the line for people.
struct HumanRenderer: ReportRenderer {
  /// Whether the temperature is painted with ANSI colour.
  let color: Bool

  func line(for report: FormattedReport, query: String) -> String {
    let temperature = report.temperature
    let painted =
      color ? Self.paint(temperature, kelvin: report.report.observation.temperature) : temperature
    return [report.label, painted, report.conditions.joined(separator: ", ")]
      .filter { !$0.isEmpty }.joined(separator: "  ")
  }

  /// ANSI colour by temperature: blue at or below freezing, up to red at 30°C and above.
  private static func paint(_ text: String, kelvin: Double) -> String {
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
