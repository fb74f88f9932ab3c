import WeatherCore

/// Turns a report into its one line of output; one type per output form.
protocol ReportRenderer: Sendable {
  /// The line for `report`, which was asked for as `query`.
  func line(for report: FormattedReport, query: String) -> String
}

extension OutputForm {
  /// The renderer for this form.
  /// - Parameters:
  ///   - color: Whether the human line may use ANSI colour.
  ///   - forecast: The forecast asked for with `--days` and `--hours`.
  ///   - stale: Whether `--stale` is on, which adds its marks.
  ///   - terminal: What stdout is: the human form's forecast rows get a header at a terminal;
  ///     the report view fits its width.
  ///   - extras: The air quality and alerts asked for, which add their keys and columns.
  /// - Returns: The renderer.
  func renderer(
    color: Bool, forecast: ForecastRequest = .none, stale: Bool = false,
    terminal: Terminal = Terminal(isTerminal: false, width: 80, unicode: true),
    extras: Extras = .none
  ) -> any ReportRenderer {
    switch self {
    case .human: HumanRenderer(color: color, header: terminal.isTerminal)
    case .report: ReportView(terminal: terminal, color: color, days: forecast.days)
    case .json: JSONRenderer(forecast: forecast, stale: stale, extras: extras)
    case .template(let template): TemplateRenderer(template: template)
    case .csv: CSVRenderer(forecast: forecast, stale: stale, extras: extras)
    // Printed all at once at the end of the run; see `PrometheusRenderer`.
    case .prometheus: JSONRenderer(forecast: forecast, stale: stale)
    }
  }
}
