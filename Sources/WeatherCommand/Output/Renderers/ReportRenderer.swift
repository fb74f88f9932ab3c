import WeatherCore

/// Turns a report into its text: one line, or a block of lines for the report view and a
/// forecast's rows.
protocol ReportRenderer: Sendable {
  /// The text for `report`, which was asked for as `query`.
  func line(for report: FormattedReport, query: String) -> String
}
