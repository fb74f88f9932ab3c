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
  }

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
    for form in Set([rawValue, percentEncoded]) {
      result = Self.redact(form, in: result)
    }
    return result
  }

  /// The key as it stands in a URL's query.
  private var percentEncoded: String {
    rawValue.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? rawValue
  }

  /// Replaces each run of `text` that matches `secret` from its start for at least 8
  /// characters.
  private static func redact(_ secret: String, in text: String) -> String {
    let secret = Array(secret.unicodeScalars)
    let needed = 8
    guard secret.count >= needed,
      contains(String(String.UnicodeScalarView(secret.prefix(needed))), in: text)
    else { return text }
    var scalars = Array(text.unicodeScalars)[...]
    var result = String.UnicodeScalarView()
    while !scalars.isEmpty {
      let matched = zip(scalars, secret).prefix { $0 == $1 }.count
      if matched >= needed {
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
