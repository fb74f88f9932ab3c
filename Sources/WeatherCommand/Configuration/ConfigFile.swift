import Foundation

/// The settings in `~/.config/weather/config`: lines of `key = value`, `#` comments.
///
/// The only setting is `api_key`. A value may be quoted; a `#` after white space starts a
/// comment.
struct ConfigFile: Sendable, Equatable {
  /// The key from an `api_key` line, if there is one.
  var apiKey: String?

  /// A line that cannot be read; `line` counts from 1.
  struct ParseError: Error, Equatable {
    let line: Int
    let reason: String
  }

  /// Reads the file's text.
  /// - Throws: `ParseError` naming the first line that is not a comment or `key = value`.
  init(parsing text: String) throws(ParseError) {
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespacesAndNewlines)
      guard !line.isEmpty else { continue }
      guard let equals = line.firstIndex(of: "=") else {
        throw ParseError(line: index + 1, reason: "expected key = value")
      }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, let first = value.first, first == "\"" || first == "'",
        value.last == first
      {
        value = String(value.dropFirst().dropLast())
      }
      switch key {
      case "api_key":
        guard !value.isEmpty else { throw ParseError(line: index + 1, reason: "api_key is empty") }
        apiKey = value
      default:
        throw ParseError(line: index + 1, reason: "unknown setting \"\(key)\" (expected api_key)")
      }
    }
  }

  /// The line up to a `#` that starts it or follows white space.
  private static func withoutComment(_ line: Substring) -> String {
    var previous: Character = " "
    for index in line.indices {
      if line[index] == "#", previous.isWhitespace { return String(line[..<index]) }
      previous = line[index]
    }
    return String(line)
  }
}
