/// The lines of a table's frame: box-drawing characters in a UTF-8 locale, `+`, `-` and `|`
/// in any other.
struct Frame {
  let unicode: Bool

  /// Where a rule runs.
  enum Rule {
    /// Above the table.
    case top
    /// Under a row that spans the table, over cells: `├───┬───┤`.
    case splitting
    /// Between rows of cells: `├───┼───┤`.
    case middle
    /// Under the table.
    case bottom
  }

  /// A rule over or under cells of these inner widths.
  func rule(_ kind: Rule, _ widths: [Int]) -> StyledLine {
    let (left, junction, right): (String, String, String) =
      switch kind {
      case .top: ("┌", "┬", "┐")
      case .splitting: ("├", "┬", "┤")
      case .middle: ("├", "┼", "┤")
      case .bottom: ("└", "┴", "┘")
      }
    let line = widths.map { String(repeating: "─", count: $0) }.joined(separator: junction)
    return StyledLine(shown(left + line + right))
  }

  /// A row of `cells`, each padded or cut to its inner width, between bars.
  func row(_ cells: [StyledLine], inner widths: [Int]) -> StyledLine {
    let bar = StyledLine(shown("│"))
    return zip(cells, widths).reduce(bar) { line, cell in
      line + cell.0.padded(to: cell.1, ellipsis: unicode ? "…" : "...") + bar
    }
  }

  private func shown(_ text: String) -> String {
    guard !unicode else { return text }
    return String(
      text.map { character -> Character in
        switch character {
        case "─": "-"
        case "│": "|"
        default: "+"
        }
      })
  }
}
