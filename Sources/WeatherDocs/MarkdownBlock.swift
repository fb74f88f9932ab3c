/// A block of the Markdown the documentation is written in: what the man page needs of it, no
/// more.
indirect enum MarkdownBlock: Sendable, Equatable {
  /// `### Title`.
  case heading(level: Int, text: String)
  /// Lines of text, joined by spaces; inline Markdown is kept.
  case paragraph(String)
  /// A fenced code block's lines, without the fences.
  case code([String])
  /// A table: the header's cells and each row's, with `\|` read as `|`.
  case table(header: [String], rows: [[String]])
  /// A list: each item's blocks, and the first number of an ordered one (`nil`: bullets).
  case list(items: [[MarkdownBlock]], start: Int?)

  /// The blocks of `lines`.
  static func parse<Line: StringProtocol>(_ lines: [Line]) -> [MarkdownBlock] {
    var reader = Reader(lines: lines.map { String($0) })
    return reader.blocks()
  }

  /// The sections of a document: the text before the first `## ` heading (title `""`), then
  /// each `## ` heading's title and lines. A `#` in a code block is no heading.
  static func sections(_ text: String) -> [(title: String, lines: [String])] {
    var result: [(title: String, lines: [String])] = [("", [])]
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
      if isFence(line) { inFence.toggle() }
      if !inFence, line.hasPrefix("## ") {
        result.append((String(line.dropFirst(3)).trimmingSpaces, []))
      } else {
        result[result.count - 1].lines.append(line)
      }
    }
    return result
  }

  /// Whether `line` opens or closes a fenced code block.
  static func isFence(_ line: String) -> Bool {
    line.trimmingSpaces.hasPrefix("```")
  }

  /// Reads blocks from lines, front to back.
  private struct Reader {
    var lines: [String]
    var index = 0

    /// Every block from here to the end.
    mutating func blocks() -> [MarkdownBlock] {
      var result: [MarkdownBlock] = []
      while index < lines.count {
        let line = lines[index]
        if line.trimmingSpaces.isEmpty {
          index += 1
        } else if isFence(line) {
          result.append(code())
        } else if line.trimmingSpaces.hasPrefix("|") {
          result.append(table())
        } else if let level = Self.headingLevel(line) {
          result.append(.heading(level: level, text: line.dropFirst(level + 1).trimmingSpaces))
          index += 1
        } else if Self.listMarker(line) != nil {
          result.append(list())
        } else {
          result.append(paragraph())
        }
      }
      return result
    }

    /// Lines up to a blank line or the start of another kind of block.
    private mutating func paragraph() -> MarkdownBlock {
      var text: [String] = []
      while index < lines.count {
        let line = lines[index]
        if !text.isEmpty, startsBlock(line) { break }
        text.append(line.trimmingSpaces)
        index += 1
      }
      return .paragraph(text.joined(separator: " "))
    }

    /// A fenced block, its lines out-dented as far as the opening fence is indented.
    private mutating func code() -> MarkdownBlock {
      let indent = lines[index].prefix { $0 == " " }.count
      index += 1
      var text: [String] = []
      while index < lines.count, !isFence(lines[index]) {
        let line = lines[index]
        text.append(String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count))))
        index += 1
      }
      index += 1  // the closing fence
      return .code(text)
    }

    /// Rows of `| cell | cell |`; the `| --- |` row under the header is dropped.
    private mutating func table() -> MarkdownBlock {
      var rows: [[String]] = []
      while index < lines.count, lines[index].trimmingSpaces.hasPrefix("|") {
        let cells = Self.cells(lines[index])
        let isRule = cells.allSatisfy { cell in
          !cell.isEmpty && cell.allSatisfy { $0 == "-" || $0 == ":" }
        }
        if !isRule { rows.append(cells) }
        index += 1
      }
      return .table(header: rows.first ?? [], rows: Array(rows.dropFirst()))
    }

    /// Items that start with `1.` or `-`, each with the lines indented under it.
    private mutating func list() -> MarkdownBlock {
      var items: [[MarkdownBlock]] = []
      let start = Self.listMarker(lines[index])?.number
      while index < lines.count, let marker = Self.listMarker(lines[index]),
        (marker.number == nil) == (start == nil)
      {
        var item = [String(lines[index].dropFirst(marker.width))]
        index += 1
        while index < lines.count {
          let line = lines[index]
          let indent = line.prefix { $0 == " " }.count
          if line.trimmingSpaces.isEmpty {
            // A blank line, then one indented under the item: the item goes on.
            let next = lines[index...].dropFirst().first { !$0.trimmingSpaces.isEmpty }
            guard let next, next.prefix(while: { $0 == " " }).count >= marker.width else { break }
            item.append("")
          } else if indent >= marker.width {
            item.append(String(line.dropFirst(marker.width)))
          } else if item.last?.isEmpty == false, !startsBlock(line) {
            item.append(line)  // a lazy continuation of the item's text
          } else {
            break
          }
          index += 1
        }
        items.append(MarkdownBlock.parse(item))
      }
      return .list(items: items, start: start)
    }

    /// Whether `line` ends a paragraph: it is blank or starts another block.
    private func startsBlock(_ line: String) -> Bool {
      line.trimmingSpaces.isEmpty || isFence(line) || line.trimmingSpaces.hasPrefix("|")
        || Self.headingLevel(line) != nil || Self.listMarker(line) != nil
    }

    /// The level of a `#` heading line, if it is one.
    private static func headingLevel(_ line: String) -> Int? {
      let hashes = line.prefix { $0 == "#" }.count
      guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
      return hashes
    }

    /// `1. ` (its number) or `- ` and `* ` (no number), and how many characters it takes.
    private static func listMarker(_ line: String) -> (number: Int?, width: Int)? {
      if line.hasPrefix("- ") || line.hasPrefix("* ") { return (nil, 2) }
      let digits = line.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". "), let number = Int(digits)
      else { return nil }
      return (number, digits.count + 2)
    }

    /// The cells of a table row: split at each `|` not escaped as `\|`, which becomes `|`.
    private static func cells(_ line: String) -> [String] {
      var cells: [String] = []
      var cell = ""
      var escaped = false
      for character in line.trimmingSpaces {
        if escaped {
          cell += character == "|" ? "|" : "\\" + String(character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "|" {
          cells.append(cell.trimmingSpaces)
          cell = ""
        } else {
          cell.append(character)
        }
      }
      if escaped { cell.append("\\") }
      cells.append(cell.trimmingSpaces)
      // The row's first and last `|` leave an empty cell at each end.
      return Array(cells.dropFirst().dropLast())
    }
  }
}

extension StringProtocol {
  /// The text without spaces and tabs at either end.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
