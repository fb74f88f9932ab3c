/// Short items laid out as lines of at most a given width, as words are in a paragraph.
enum Flow {
  /// Each group's items on lines of at most `width` columns, two spaces between items; each
  /// group starts a line; an item that is wider than a line alone is cut with `ellipsis`.
  static func lines(_ groups: [[StyledLine]], width: Int, ellipsis: String = "…")
    -> [StyledLine]
  {
    var lines: [StyledLine] = []
    for group in groups where !group.isEmpty {
      var line: StyledLine?
      for item in group {
        if let current = line, current.width + 2 + item.width <= width {
          line = current + "  " + item
          continue
        }
        if let current = line { lines.append(current) }
        line = item.cut(to: width, ellipsis: ellipsis)
      }
      if let line { lines.append(line) }
    }
    return lines
  }

  /// `text` broken at spaces (inside a word too long for a line, between characters, as
  /// Chinese and Japanese are) into lines of at most `width` columns, at most `limit` of them,
  /// the last cut with `ellipsis` when the text does not fit.
  static func wrapped(_ text: String, width: Int, limit: Int, ellipsis: String = "…")
    -> [String]
  {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ").flatMap({ pieces(of: String($0), width: width) }) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if DisplayWidth.of(candidate) <= width || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    guard lines.count > limit, limit > 0 else { return lines }
    let last = lines[(limit - 1)...].joined(separator: " ")
    return Array(lines.prefix(limit - 1)) + [
      StyledLine(last).cut(to: width, ellipsis: ellipsis).plain
    ]
  }

  /// `word` in pieces of at most `width` columns, split between characters.
  private static func pieces(of word: String, width: Int) -> [String] {
    guard DisplayWidth.of(word) > width, width > 1 else { return [word] }
    var pieces: [String] = []
    var piece = ""
    for character in word {
      if DisplayWidth.of(piece + String(character)) > width {
        pieces.append(piece)
        piece = ""
      }
      piece.append(character)
    }
    return pieces + [piece]
  }
}
