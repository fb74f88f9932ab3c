import Foundation
import WeatherCore

@testable import WeatherCommand

/// `--format` templates: read as the command line reads them, then filled in from recorded
/// answers of both providers, with a forecast and without.
enum FormatTemplateTarget {
  /// Reports from recorded answers, read once.
  private static let reports: [Report] = {
    let owm = Answers.transport(
      answering: "/data/2.5/forecast", with: Answers.fixture("owm-forecast-zocca"),
      fixtures: ["/data/2.5/weather": Answers.fixture("owm-current-zocca")])
    let openMeteo = Answers.transport(
      answering: "/v1/forecast", with: Answers.fixture("om-forecast-full"))
    guard let point = try? Location.coordinate(Coordinate(latitude: 44.34, longitude: 10.99))
    else { fatalError("a good coordinate") }
    return [
      (Answers.openWeatherMap(owm), ForecastRequest(hours: 12, days: 3)),
      (Answers.openMeteo(openMeteo), ForecastRequest(hours: 12, days: 3)),
      (Answers.openMeteo(openMeteo), ForecastRequest.none),
    ].map { provider, forecast in
      let request = WeatherRequest(location: point, forecast: forecast)
      guard
        case .success(let report) = Answers.report(
          for: request, lookup: Answers.lookup(provider))
      else { fatalError("a recorded answer does not give a report") }
      return report
    }
  }()

  static func check(_ bytes: Data) throws(Violation) {
    // An argument holds no NUL: it ends the argument.
    let text = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try CommandLineParser.parse(["--format", text, "--", "x"])
    } catch {
      return try Violation.terminalSafe(
        "weather: \(SafeText.line(error.message)) (see weather --help)", "the error for a template")
    }
    // Help and version win wherever they are written, even as the template: not a template.
    if invocation == .help || invocation == .version { return }
    guard case .run(let options) = invocation, case .template(let template) = options.output else {
      throw Violation(description: "--format gave no template")
    }
    let renderer = TemplateRenderer(template: template)
    for report in reports {
      for staleAge in [nil, 7200.0] {
        let line = renderer.line(
          for: FormattedReport(report: report, units: .metric, staleAge: staleAge), query: "x")
        // A person's own tabs are kept; nothing else that moves the cursor.
        try Violation.terminalSafe(line, "a --format line", allowing: ["\t"])
        if !text.contains("%"), FormatTemplate.presets[text] == nil {
          try Violation.check(
            line == SafeText.line(text, keepingTabs: true),
            "a template without letters printed \(line.debugDescription)")
        }
      }
    }
  }
}
