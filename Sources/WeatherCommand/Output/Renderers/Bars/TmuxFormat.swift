/// A line for tmux's `#()` in `status-left` or `status-right` (tmux(1), FORMATS and STYLES):
/// tmux expands the command's output as a format, so every `#` is written `##`; a mark is a
/// style, `#[fg=red]` for an alert and `#[dim]` for a stale answer, unless `--color never`.
struct TmuxFormat: LineBarFormat {
  let colors: Bool

  static func styled(_ text: String, _ mark: BarMark) -> String {
    (mark == .alert ? "#[fg=red]" : "#[dim]") + text + "#[default]"
  }

  /// `text` as tmux shows it literally: each `#` doubled.
  static func inert(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "#" { result.append("#") }
      result.append(scalar)
    }
    return String(result)
  }
}
