import WeatherCore

/// A line a renderer writes: a result on stdout, or a note or an error on stderr.
enum Written: Equatable {
  case output(String)
  case error(String)
}

/// One output form over a whole run: made when the run starts, with all it needs to know;
/// handed each outcome in input order (an answer, a failure, or with `--places` the places
/// found); ended once, when the run ends or is interrupted. Whatever a form needs across
/// outcomes (a header written once, lines held back to share columns, an exposition written
/// at the end) is its own.
///
/// Each outcome comes with the lines the run writes on stderr for it (`notes`, a failure's
/// `message`): a form writes them right after its own for that outcome, whenever it writes
/// those, so that at a terminal each note stays beside its line.
protocol OutputRenderer {
  /// What to write for the answer to `query`.
  mutating func answer(_ report: FormattedReport, query: String, notes: [String]) -> [Written]
  /// What to write for a lookup of `query` that failed; `message` is `nil` for one that is
  /// counted rather than told (cut off by the run's deadline).
  mutating func failure(query: String, message: String?) -> [Written]
  /// What to write for the places `--places` found.
  mutating func places(_ places: [Place]) -> [Written]
  /// What to write when the run ends: whatever the form held back.
  mutating func end() -> [Written]
  /// With `--watch`: what to write when one round of answers is in, the stream staying open
  /// for the next round, which starts afresh; a watch never ends with `end`.
  mutating func round() -> [Written]
  /// The exit code of the form's own for a run whose every lookup succeeded (i3blocks reads
  /// 33 as urgent), or `nil` for 0.
  var exitCode: ExitCode? { get }
  /// What to write for `--compare`'s answers to `query`, one row per source.
  mutating func comparison(_ rows: [ComparedRow], query: String, notes: [String]) -> [Written]
  /// What to write for a streamed part of a long period's rows (`WeatherLookup.rowSink`), before its
  /// answer: only CSV streams.
  mutating func rows(_ report: FormattedReport, query: String) -> [Written]
}

extension OutputRenderer {
  var exitCode: ExitCode? { nil }

  /// A form whose `end` writes what it held back and forgets it: the same at each round.
  mutating func round() -> [Written] { end() }

  /// Nothing: only CSV streams.
  mutating func rows(_ report: FormattedReport, query: String) -> [Written] { [] }

  /// For people: `ComparisonTable`, the place's label over the rows.
  mutating func comparison(_ rows: [ComparedRow], query: String, notes: [String]) -> [Written] {
    let label = rows.lazy.compactMap(\.report).first?.label ?? SafeText.line(query, limit: 60)
    return ComparisonTable.lines(rows, label: label).map(Written.output)
      + notes.map(Written.error)
  }
}

/// The forms that write each answer's text as it comes, and nothing at the end.
extension OutputRenderer where Self: ReportRenderer {
  mutating func answer(_ report: FormattedReport, query: String, notes: [String]) -> [Written] {
    [.output(line(for: report, query: query))] + notes.map(Written.error)
  }

  mutating func failure(query: String, message: String?) -> [Written] {
    message.map { [.error($0)] } ?? []
  }

  mutating func places(_ places: [Place]) -> [Written] {
    places.map { .output(PlaceLines.line($0, json: false)) }
  }

  mutating func end() -> [Written] { [] }
}

extension OutputForm {
  /// The renderer for this form, for one run.
  /// - Parameters:
  ///   - color: Whether lines for people may use ANSI colour.
  ///   - forecast: The forecast shown: `--days` and `--hours`, or the report's.
  ///   - stale: Whether `--stale` is on, which adds its marks.
  ///   - terminal: What stdout is: the human form's forecast rows get a header at a terminal;
  ///     the report view fits its width.
  ///   - extras: The air quality and alerts asked for, which add their keys and columns.
  ///   - alignColumns: Whether every location is known before the first answer (all named in
  ///     the arguments, at a terminal), so that the human lines may wait to share columns.
  ///   - icons: The symbols `%c` draws, from `--icons` or `icons =`; `nil` for the form's own.
  /// - Returns: The renderer.
  func renderer(
    color: Bool, forecast: ForecastRequest = .none, stale: Bool = false,
    terminal: Terminal = Terminal(isTerminal: false, width: 80, unicode: true),
    extras: Extras = .none, alignColumns: Bool = false, icons: IconSet? = nil
  ) -> any OutputRenderer {
    switch self {
    case .human where alignColumns: AlignedHumanRenderer(color: color)
    case .human: HumanRenderer(color: color, header: terminal.isTerminal)
    case .report: ReportView(terminal: terminal, color: color, days: forecast.days)
    case .json: JSONRenderer(forecast: forecast, stale: stale, extras: extras)
    case .template(let template):
      TemplateRenderer(template: template, icons: icons ?? .emoji, unicode: terminal.unicode)
    case .csv: CSVRenderer(forecast: forecast, stale: stale, extras: extras)
    case .prometheus: PrometheusRenderer()
    case .bar(let bar):
      BarRenderer(
        format: bar.kind.format(colors: bar.colors), template: bar.template,
        icons: icons ?? bar.kind.defaultIcons)
    }
  }
}
