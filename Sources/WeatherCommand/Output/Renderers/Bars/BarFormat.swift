/// One status bar's protocol: the lines a run writes for the answers of every location, and
/// the exit code the bar reads, if it reads one.
protocol BarFormat: Sendable {
  /// What one run writes for `answers` (those of the locations that answered, in input
  /// order): every location in one update, as the bar shows one text per command.
  func lines(_ answers: [BarAnswer]) -> [String]
  /// The exit code the bar reads from a run whose every location answered.
  func exitCode(_ answers: [BarAnswer]) -> ExitCode?
  /// With `--watch`: one update of a stream that stays open (`first` for the first one),
  /// for the bar's persistent command; with no answers, an empty text.
  func update(_ answers: [BarAnswer], first: Bool) -> [String]
}

extension BarFormat {
  func exitCode(_ answers: [BarAnswer]) -> ExitCode? { nil }

  /// One update is what a one-shot run writes; an empty line when no location answered.
  func update(_ answers: [BarAnswer], first: Bool) -> [String] {
    let lines = lines(answers)
    return lines.isEmpty ? [""] : lines
  }

  /// Two spaces between locations, in bars that show them in one text.
  static var separator: String { "  " }
}

/// What marks an answer in a bar's colours: an alert in force before a stale answer.
enum BarMark: Sendable {
  case alert, stale

  /// The mark of `answer`, if it has one.
  init?(_ answer: BarAnswer) {
    if !answer.alerts.isEmpty {
      self = .alert
    } else if answer.staleAge != nil {
      self = .stale
    } else {
      return nil
    }
  }

  /// `#rrggbb`: red for an alert, grey for a stale answer.
  var color: String {
    switch self {
    case .alert: "#FF5555"
    case .stale: "#888888"
    }
  }
}

/// A bar that takes one line of text: each location's text made inert for the bar's markup,
/// in the bar's colour for its mark when colours are on, two spaces apart.
protocol LineBarFormat: BarFormat {
  /// Whether marks are coloured.
  var colors: Bool { get }
  /// `text` as the bar shows it literally.
  static func inert(_ text: String) -> String
  /// An inert `text` in the bar's colour or style for `mark`.
  static func styled(_ text: String, _ mark: BarMark) -> String
}

extension LineBarFormat {
  func lines(_ answers: [BarAnswer]) -> [String] {
    guard !answers.isEmpty else { return [] }
    return [
      answers.map { answer in
        let text = Self.inert(answer.text)
        guard colors, let mark = BarMark(answer) else { return text }
        return Self.styled(text, mark)
      }.joined(separator: Self.separator)
    ]
  }
}
