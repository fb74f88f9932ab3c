import WeatherCore

/// `--bar NAME`: every location's answer in one update of a status bar, written when the run
/// ends, in the bar's own protocol; notes and failures go to stderr as they come, so the bar
/// never shows an error in place of the weather.
struct BarRenderer: OutputRenderer {
  let format: any BarFormat
  let template: FormatTemplate
  let icons: IconSet
  private var answers: [BarAnswer] = []
  /// The last update of a watch written, without the stream's opening; `nil` before the first.
  private var written: [String]?

  init(format: any BarFormat, template: FormatTemplate, icons: IconSet) {
    self.format = format
    self.template = template
    self.icons = icons
  }

  mutating func answer(_ report: FormattedReport, query: String, notes: [String]) -> [Written] {
    answers.append(BarAnswer(report, query: query, template: template, icons: icons))
    return notes.map(Written.error)
  }

  mutating func failure(query: String, message: String?) -> [Written] {
    message.map { [.error($0)] } ?? []
  }

  func places(_ places: [Place]) -> [Written] {
    places.map { .output(PlaceLines.line($0, json: false)) }
  }

  func end() -> [Written] {
    format.lines(answers).map(Written.output)
  }

  /// One update of the bar's stream, which stays open for the next; nothing when it would
  /// repeat the last one written.
  mutating func round() -> [Written] {
    defer { answers = [] }
    let update = format.update(answers, first: false)
    guard update != written else { return [] }
    let first = written == nil
    written = update
    // The first also opens the stream (i3bar's header and `[`).
    return (first ? format.update(answers, first: true) : update).map(Written.output)
  }

  var exitCode: ExitCode? { format.exitCode(answers) }
}

extension BarRequest.Kind {
  /// The protocol of this bar, with its colours when `colors`.
  func format(colors: Bool) -> any BarFormat {
    switch self {
    case .waybar: WaybarFormat()
    case .i3bar: I3barFormat(colors: colors)
    case .i3blocks: I3blocksFormat(colors: colors)
    case .polybar: PolybarFormat(colors: colors)
    case .tmux: TmuxFormat(colors: colors)
    case .xmobar: XmobarFormat(colors: colors)
    }
  }

  /// The icons `%c` draws unless `--icons` or `icons =` says: emoji, except in tmux, where
  /// wttr.in's text symbols keep the status line's width right (terminals disagree on how
  /// wide an emoji with U+FE0F is).
  var defaultIcons: IconSet { self == .tmux ? .text : .emoji }
}
