extension ManPage {
  /// `blocks` as man(7) requests and text lines.
  ///
  /// Tables become `.TP` entries (the first column the tag, the second the text, any other
  /// `header value` on a line of its own), so the page needs no tbl preprocessor.
  static func roff(_ blocks: [MarkdownBlock]) -> [String] {
    blocks.flatMap { roff($0, inList: false) }
  }

  /// One block; `inList`: inside a list item, where paragraphs keep the item's indent.
  private static func roff(_ block: MarkdownBlock, inList: Bool) -> [String] {
    let paragraph = inList ? #".IP "" 4"# : ".PP"
    switch block {
    case .heading(_, let text):
      return [".SS " + quotedArgument(text)]
    case .paragraph(let text):
      return [paragraph, line(inline(text))]
    case .code(let lines):
      // Indented 4 more than the text around it; .RS would not indent inside an item.
      let (open, close) = inList ? ([#".IP "" 8"#], [String]()) : ([".PP", ".RS 4"], [".RE"])
      return open + [".nf"] + lines.map { line(escaped($0, literal: true)) } + [".fi"] + close
    case .table(let header, let rows):
      return rows.flatMap { row in
        let tag = row.first ?? ""
        // A one-word tag (an exit code) in bold; one with words or code as written.
        let plainWord = !tag.contains(" ") && !tag.contains("`")
        var entry = [".TP", line(plainWord ? bold(inline(tag)) : inline(tag))]
        entry.append(line(row.dropFirst().first.map(inline) ?? ""))
        for (name, value) in zip(header.dropFirst(2), row.dropFirst(2)) where !value.isEmpty {
          entry += [".br", line(#"\fI"# + inline(name) + #"\fR "# + inline(value))]
        }
        return entry
      }
    case .list(let items, let start):
      return items.enumerated().flatMap { offset, blocks in
        let tag = start.map { "\($0 + offset)." } ?? #"\(bu"#
        var lines = [".IP \(tag) 4"]
        var rest = blocks[...]
        if case .paragraph(let text) = rest.first {
          lines.append(line(inline(text)))
          rest = rest.dropFirst()
        }
        return lines + rest.flatMap { roff($0, inList: true) }
      }
    }
  }

  /// Inline Markdown as roff: `code` and **strong** in bold, a link as its text (and its
  /// address when it is a web address: a page of the documentation is no place a man page's
  /// reader has), `\*` as `*`.
  static func inline(_ markdown: String) -> String {
    var result = ""
    var plain = ""
    var rest = Substring(markdown)
    func flush() {
      result += escaped(plain, literal: false)
      plain = ""
    }
    while let character = rest.first {
      if character == "`", let end = rest.dropFirst().firstIndex(of: "`") {
        flush()
        result += bold(
          escaped(String(rest[rest.index(after: rest.startIndex)..<end]), literal: true))
        rest = rest[rest.index(after: end)...]
      } else if rest.hasPrefix("**"), let end = rest.dropFirst(2).firstRange(of: "**") {
        flush()
        result += bold(
          inline(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])))
        rest = rest[end.upperBound...]
      } else if character == "[", let close = rest.firstRange(of: "]("),
        let end = rest[close.upperBound...].firstIndex(of: ")")
      {
        flush()
        let target = rest[close.upperBound..<end]
        result += inline(String(rest[rest.index(after: rest.startIndex)..<close.lowerBound]))
        if target.hasPrefix("http") { plain += " <\(target)>" }
        rest = rest[rest.index(after: end)...]
      } else if character == "<", rest.hasPrefix("<http"), let end = rest.firstIndex(of: ">") {
        plain += rest[rest.index(after: rest.startIndex)..<end]
        rest = rest[rest.index(after: end)...]
      } else if character == "\\", let next = rest.dropFirst().first, next.isASCII,
        next.isPunctuation || next.isSymbol
      {
        plain.append(next)
        rest = rest.dropFirst(2)
      } else {
        plain.append(character)
        rest = rest.dropFirst()
      }
    }
    flush()
    return result
  }

  /// `text` safe in a roff text line, in ASCII: `\` as `\e`; `'`, `` ` ``, `~` and `^` as
  /// `\(aq`, `\(ga`, `\(ti` and `\(ha`, which groff prints as typed (not curly or raised);
  /// any other character as `\[uXXXX]`. A hyphen in `literal` text, or in a word that starts with one (an option),
  /// is `\-`, a minus sign that copies as `-`; in other words it stays a hyphen.
  static func escaped(_ text: String, literal: Bool) -> String {
    var result = ""
    var wordStart = true
    var option = false
    for scalar in text.unicodeScalars {
      if wordStart { option = scalar == "-" }
      switch scalar {
      case "\\": result += #"\e"#
      case "-": result += literal || option ? #"\-"# : "-"
      case "'": result += #"\(aq"#
      case "`": result += #"\(ga"#
      case "~": result += #"\(ti"#
      case "^": result += #"\(ha"#
      case _ where !scalar.isASCII:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += #"\[u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: result.unicodeScalars.append(scalar)
      }
      wordStart = scalar == " " || scalar == "(" || scalar == "[" || scalar == "\""
      if scalar == " " { option = false }
    }
    return result
  }

  /// A text line: `\&` before a leading `.` or `'`, which would make it a request.
  static func line(_ text: String) -> String {
    text.hasPrefix(".") || text.hasPrefix("'") ? #"\&"# + text : text
  }

  /// Roff text in bold, then back to roman.
  static func bold(_ roff: String) -> String {
    #"\fB"# + roff + #"\fR"#
  }

  /// Plain text as one argument of a request, in double quotes.
  static func quotedArgument(_ text: String) -> String {
    "\"" + escaped(text, literal: false).replacing("\"", with: #"\(dq"#) + "\""
  }
}
