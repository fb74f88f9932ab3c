import Foundation

/// What an answer said of its own freshness, kept with it in the cache: until when it may be
/// used without asking again (`Expires`), and the validator for a conditional request
/// (`Last-Modified`, sent back as `If-Modified-Since`).
public struct Freshness: Sendable, Equatable, Codable {
  /// Until when the answer may be used without a request; `nil` when it did not say.
  public var expires: Date?
  /// When the source last changed the answer; `nil` when it did not say.
  public var lastModified: Date?
  /// Whether the answer came as 203 Non-Authoritative Information: MET Norway's word for a
  /// product that is deprecated or in beta. Not kept in the cache: only the answer as it
  /// arrives says so.
  public var nonAuthoritative = false

  private enum CodingKeys: String, CodingKey {
    case expires, lastModified
  }

  /// Creates a freshness.
  public init(expires: Date? = nil, lastModified: Date? = nil, nonAuthoritative: Bool = false) {
    self.expires = expires
    self.lastModified = lastModified
    self.nonAuthoritative = nonAuthoritative
  }

  /// Whether the answer said nothing of its freshness.
  public var isEmpty: Bool { expires == nil && lastModified == nil && !nonAuthoritative }

  /// An HTTP date (RFC 9110's IMF-fixdate, such as `Sun, 06 Nov 1994 08:49:37 GMT`), or `nil`.
  package static func date(_ text: String) -> Date? {
    formatter().date(from: text.trimmingCharacters(in: .whitespaces))
  }

  private static func formatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter
  }
}
