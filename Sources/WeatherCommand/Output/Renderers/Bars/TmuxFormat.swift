/// A line for tmux's `#()` in `status-left` or `status-right` (tmux(1), FORMATS and STYLES):
/// tmux expands the command's output as a format, so every `#` is written `##`; a mark is a
/// style, `#[fg=red]` for an alert and `#[dim]` for a stale answer, unless `--color never`.
struct TmuxFormat: BarFormat {
  let colors: Bool

  func lines(_ answers: [BarAnswer]) -> [String] {
    guard !answers.isEmpty else { return [] }
    return [
      answers.map { answer in
        let text = Self.literal(answer.text)
        guard colors, let mark = BarMark(answer) else { return text }
        return (mark == .alert ? "#[fg=red]" : "#[dim]") + text + "#[default]"
      }.joined(separator: Self.separator)
    ]
  }

  /// `text` as tmux shows it literally: each `#` doubled.
  static func literal(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "#" { result.append("#") }
      result.append(scalar)
    }
    return String(result)
  }
}
