/// How severe an alert is, by the Common Alerting Protocol (CAP 1.2, `severity`); ordered
/// most severe first, `unknown` last.
public enum AlertSeverity: String, Sendable, Codable, CaseIterable, Comparable {
  /// Extraordinary threat to life or property.
  case extreme
  /// Significant threat to life or property.
  case severe
  /// Possible threat to life or property.
  case moderate
  /// Minimal to no known threat.
  case minor
  /// Not known, or a word the feed sent that CAP does not have.
  case unknown

  /// The severity a feed wrote, in any case; `unknown` for anything else.
  package init(feedText: String?) {
    self = feedText.flatMap { Self(rawValue: $0.lowercased()) } ?? .unknown
  }

  /// More severe sorts first.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
