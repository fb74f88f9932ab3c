import Foundation

/// An OpenWeatherMap API key: a secret that never prints.
///
/// Its `description` is redacted, so a key that slips into string interpolation, a log
/// or an error message shows as `<redacted>`. Only `OpenWeatherMapEndpoint` reads the raw
/// value.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  let rawValue: String

  /// Wraps a key; returns `nil` for an empty or whitespace-only value, or one holding control
  /// characters (which could end the request's line or add a parameter).
  public init?(_ value: String) {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty,
      !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    rawValue = trimmed
    let encoded = trimmed.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? trimmed
    forms = ([trimmed] + (encoded == trimmed ? [] : [encoded])).map { Array($0.unicodeScalars) }
      .filter { $0.count >= Self.shortestRun }.map { RedactedForm(scalars: $0) }
  }

  /// The key as it may stand in text (itself, and percent-encoded as in a URL's query), each
  /// 8 characters or longer; made once, as every line printed is checked for them.
  private let forms: [RedactedForm]

  /// A form of the key to redact, with the run of its first characters that text must hold
  /// for any of it to be redacted.
  private struct RedactedForm: Sendable, Hashable {
    let scalars: [Unicode.Scalar]
    let start: String

    init(scalars: [Unicode.Scalar]) {
      self.scalars = scalars
      start = String(String.UnicodeScalarView(scalars.prefix(APIKey.shortestRun)))
    }
  }

  /// The fewest of the key's first characters that are redacted.
  private static let shortestRun = 8

  /// Always `<redacted>`.
  public var description: String { "<redacted>" }
  /// Always `<redacted>`.
  public var debugDescription: String { "<redacted>" }

  /// Replaces the key in `text`, for text that came from elsewhere (an error from the URL
  /// loading system, a message from the server): the whole key, its percent-encoded form, and
  /// any run of 8 or more of its first characters (a key cut short by a length limit). A key
  /// under 8 characters (real keys have 32) is left alone: hiding every `k` of a one-letter
  /// key would garble the output and hide nothing.
  public func redact(_ text: String) -> String {
    var result = text
    for form in forms {
      result = Self.redact(form, in: result)
    }
    return result
  }

  /// Replaces each run of `text` that matches `form` from its start for at least 8
  /// characters.
  private static func redact(_ form: RedactedForm, in text: String) -> String {
    guard contains(form.start, in: text) else { return text }
    var scalars = Array(text.unicodeScalars)[...]
    var result = String.UnicodeScalarView()
    while !scalars.isEmpty {
      let matched = zip(scalars, form.scalars).prefix { $0 == $1 }.count
      if matched >= shortestRun {
        result.append(contentsOf: "<redacted>".unicodeScalars)
        scalars = scalars.dropFirst(matched)
      } else {
        result.append(scalars.removeFirst())
      }
    }
    return String(result)
  }

  /// Whether `text` holds `part`, compared byte by byte: in UTF-8 a run of characters is
  /// always the same run of bytes, so this answers as the scan above would, for every line
  /// printed, in a fraction of its time.
  private static func contains(_ part: String, in text: String) -> Bool {
    var text = text
    var part = part
    return part.withUTF8 { needle in
      text.withUTF8 { bytes in
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var start = 0
        while start <= bytes.count - needle.count {
          if bytes[start] == first,
            bytes[start..<start + needle.count].elementsEqual(needle)
          {
            return true
          }
          start += 1
        }
        return false
      }
    }
  }
}
