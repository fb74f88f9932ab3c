import WeatherCore

/// `--report`: the weather as a person reads it at a terminal, wttr.in's view done for any
/// width: the current block (`CurrentBlock`), the next 24 hours at a glance (`NextHoursLine`),
/// then a table for each day (`DayTable`), then the source that answered and its credit line.
///
/// Every line is measured by display width and cut to the terminal's width, so no line wraps;
/// colour (wttr.in's) only when `color`; box drawing, arrows and emoji only when the terminal
/// takes Unicode.
struct ReportView: ReportRenderer, OutputRenderer {
  let terminal: Terminal
  let color: Bool
  /// How many days get a table.
  let days: Int
  /// Whether a report has been written in this run: the next stands apart by a blank line.
  private var written = false

  init(terminal: Terminal, color: Bool, days: Int) {
    self.terminal = terminal
    self.color = color
    self.days = days
  }

  /// The report's lines, after a blank line when another came before.
  mutating func answer(_ report: FormattedReport, query: String, notes: [String]) -> [Written] {
    defer { written = true }
    return (written ? [.output("")] : []) + [.output(line(for: report, query: query))]
      + notes.map(Written.error)
  }

  func line(for report: FormattedReport, query: String) -> String {
    lines(for: report).map { $0.rendered(color: color) }.joined(separator: "\n")
  }

  /// The report's lines, each cut to the width and without trailing spaces.
  func lines(for report: FormattedReport) -> [StyledLine] {
    let width = terminal.width
    let values = ReportValues(
      units: report.units, windUnit: report.windUnit, unicode: terminal.unicode,
      words: ReportWords.words(for: report.report.language), offset: report.sky.utcOffset)
    var lines = CurrentBlock(report: report, values: values, unicode: terminal.unicode)
      .lines(width: width)
    if let forecast = report.report.forecast {
      lines += NextHoursLine(
        forecast: forecast, now: report.report.observation.observedAt, values: values
      ).lines(width: width)
    }
    if let forecast = report.report.forecast, let dates = report.forecast {
      for day in forecast.daily.prefix(days) {
        lines += DayTable(
          day: day, forecast: forecast, values: values, dates: dates, sky: report.sky,
          unicode: terminal.unicode
        ).lines(width: width)
      }
    }
    // The source and its credit line, as its terms ask (MET Norway's CC BY 4.0).
    if let source = SourceTable.standard.descriptor(named: report.report.provider) {
      lines.append(StyledLine(source.title + ": " + source.credit))
    }
    return lines.map { $0.cut(to: width, ellipsis: values.ellipsis).trimmed }
  }
}
