import Foundation

/// A weather warning in force at a place, as an official sender issued it: one meaning per
/// field whichever feed carried it. Texts are the sender's, unshortened; the command makes
/// them safe and short where a line needs it.
public struct Alert: Sendable, Equatable, Codable {
  /// What it warns of, such as `Winter Storm Warning`.
  public let event: String
  /// How severe, by the Common Alerting Protocol's words.
  public let severity: AlertSeverity
  /// One line that sums it up, when the feed sends one.
  public let headline: String?
  /// The full text: often many lines.
  public let description: String?
  /// What to do, when the feed says.
  public let instruction: String?
  /// When it begins, when the feed says.
  public let onset: Date?
  /// When it ends, when the feed says.
  public let expires: Date?
  /// Who issued it, such as `NWS Miami FL`.
  public let sender: String?
  /// The feed it came from, such as `nws` or `openweathermap`.
  public let source: String

  /// Creates an alert.
  public init(
    event: String, severity: AlertSeverity, headline: String? = nil, description: String? = nil,
    instruction: String? = nil, onset: Date? = nil, expires: Date? = nil, sender: String? = nil,
    source: String
  ) {
    self.event = event
    self.severity = severity
    self.headline = headline
    self.description = description
    self.instruction = instruction
    self.onset = onset
    self.expires = expires
    self.sender = sender
    self.source = source
  }
}
