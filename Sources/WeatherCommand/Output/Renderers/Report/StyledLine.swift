/// A line of the report as runs of text, each with its ANSI style: measured, cut and padded by
/// display width on the text alone, and drawn with or without colour only at the end, so an
/// escape sequence is never counted as columns or cut in half.
struct StyledLine: Sendable, Equatable {
  /// A run of text in one style.
  struct Span: Sendable, Equatable {
    let text: String
    /// SGR parameters such as `38;5;226` or `1`; `nil` for plain text.
    let style: String?
  }

  private(set) var spans: [Span]

  /// A line of these runs.
  init(_ spans: [Span] = []) {
    self.spans = spans
  }

  /// A line of `text` in `style`.
  init(_ text: String, style: String? = nil) {
    self.init(text.isEmpty ? [] : [Span(text: text, style: style)])
  }

  /// The columns the line takes.
  var width: Int {
    spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
  }

  /// The text without styles.
  var plain: String {
    spans.map(\.text).joined()
  }

  /// The line as printed: each styled run between its SGR sequence and a reset when `color`,
  /// else the text alone.
  func rendered(color: Bool) -> String {
    spans.map { span in
      guard color, let style = span.style else { return span.text }
      return "\u{1B}[\(style)m\(span.text)\u{1B}[0m"
    }.joined()
  }

  /// Appends `other`.
  static func + (line: StyledLine, other: StyledLine) -> StyledLine {
    StyledLine(line.spans + other.spans)
  }

  /// Appends `text`, unstyled.
  static func + (line: StyledLine, text: String) -> StyledLine {
    line + StyledLine(text)
  }

  /// The line cut to at most `columns` columns, ending in `ellipsis` when something was cut
  /// (`...` where the terminal takes no Unicode).
  func cut(to columns: Int, ellipsis: String = "…") -> StyledLine {
    guard width > columns else { return self }
    guard columns > 0 else { return StyledLine() }
    let ellipsis = String(ellipsis.prefix(columns))
    var kept: [Span] = []
    var left = columns - DisplayWidth.of(ellipsis)
    for span in spans {
      var text = ""
      for character in span.text {
        let columns = DisplayWidth.of(String(character))
        guard columns <= left else { break }
        text.append(character)
        left -= columns
      }
      if !text.isEmpty { kept.append(Span(text: text, style: span.style)) }
      if text.count < span.text.count {
        kept.append(Span(text: ellipsis, style: span.style))
        break
      }
    }
    return StyledLine(kept)
  }

  /// The line cut or filled with spaces to exactly `columns` columns: on the right, or on the
  /// left when `right`, or on both sides when `centred`; a cut ends in `ellipsis`.
  func padded(
    to columns: Int, right: Bool = false, centred: Bool = false, ellipsis: String = "…"
  ) -> StyledLine {
    let line = cut(to: columns, ellipsis: ellipsis)
    let fill = max(0, columns - line.width)
    if centred {
      let before = fill / 2
      return StyledLine(String(repeating: " ", count: before)) + line
        + String(repeating: " ", count: fill - before)
    }
    let spaces = StyledLine(String(repeating: " ", count: fill))
    return right ? spaces + line : line + spaces
  }

  /// The line without trailing spaces.
  var trimmed: StyledLine {
    var spans = spans
    while let last = spans.last {
      let text = String(last.text.reversed().drop { $0 == " " }.reversed())
      if text.isEmpty {
        spans.removeLast()
        continue
      }
      spans[spans.count - 1] = Span(text: text, style: last.style)
      break
    }
    return StyledLine(spans)
  }
}
