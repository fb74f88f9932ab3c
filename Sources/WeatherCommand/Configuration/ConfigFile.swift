import Foundation

/// The settings in `~/.config/weather/config`: lines of `key = value`, `#` comments.
///
/// A value may be quoted with `"` or `'`; a `#` after white space starts a comment. Lines end
/// with LF or CRLF. A line that is not `key = value`, a value with a control character or an
/// unterminated quote, an unknown key and a key given twice are errors naming the line: a
/// broken file never means a quiet fallback.
struct ConfigFile: Sendable, Equatable {
  /// The key from an `api_key` line, if there is one.
  var apiKey: String?

  /// A line that cannot be read; `line` counts from 1.
  struct ParseError: Error, Equatable {
    let line: Int
    let reason: String
  }

  /// Reads the file's text.
  /// - Throws: `ParseError` naming the first line that is wrong.
  init(parsing text: String) throws(ParseError) {
    var seen: [String: Int] = [:]
    // Split by scalars: as Characters, "\r\n" is one, and never equal to "\n".
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, scalars) in lines.enumerated() {
      let number = index + 1
      let line = String(
        String.UnicodeScalarView(scalars.last == "\r" ? scalars.dropLast() : scalars))
      let content = Self.withoutComment(line).trimmingCharacters(in: .whitespaces)
      guard !content.isEmpty else { continue }
      guard let equals = content.firstIndex(of: "=") else {
        throw ParseError(line: number, reason: "expected key = value")
      }
      let key = content[..<equals].trimmingCharacters(in: .whitespaces)
      let value = try Self.value(
        content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces),
        line: number)
      if let first = seen[key] {
        throw ParseError(line: number, reason: "\(key) is set twice (first on line \(first))")
      }
      seen[key] = number
      switch key {
      case "api_key":
        guard !value.isEmpty else { throw ParseError(line: number, reason: "api_key is empty") }
        apiKey = value
      default:
        throw ParseError(
          line: number,
          reason: "unknown setting \"\(SafeText.line(key, limit: 40))\" (expected api_key)")
      }
    }
  }

  /// The value without its quotes, refusing control characters and a quote left open.
  private static func value(_ text: String, line: Int) throws(ParseError) -> String {
    guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw ParseError(line: line, reason: "the value holds control characters") }
    guard let quote = text.first, quote == "\"" || quote == "'" else { return text }
    guard text.count >= 2, text.last == quote else {
      throw ParseError(line: line, reason: "the value's quote \(quote) is not closed")
    }
    return String(text.dropFirst().dropLast())
  }

  /// The line up to a `#` that starts it or follows white space, outside quotes.
  private static func withoutComment(_ line: String) -> String {
    var previous: Character = " "
    var quote: Character?
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'", previous == "=" || previous.isWhitespace {
        quote = character
      } else if character == "#", previous.isWhitespace {
        return String(line[..<index])
      }
      previous = character
    }
    return line
  }
}
