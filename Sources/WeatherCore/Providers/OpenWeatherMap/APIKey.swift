import Foundation

/// An OpenWeatherMap API key: a secret that never prints.
///
/// Its `description` is redacted, so a key that slips into string interpolation, a log
/// or an error message shows as `<redacted>`. Only `Endpoint` reads the raw value.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
  let rawValue: String

  /// Wraps a key; returns `nil` for an empty or whitespace-only value.
  public init?(_ value: String) {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    rawValue = trimmed
  }

  /// Always `<redacted>`.
  public var description: String { "<redacted>" }
  /// Always `<redacted>`.
  public var debugDescription: String { "<redacted>" }

  /// Replaces every occurrence of the key in `text`, for text that came from elsewhere
  /// (an error from the URL loading system, a message from the server).
  public func redact(_ text: String) -> String {
    text.replacingOccurrences(of: rawValue, with: "<redacted>")
  }
}
