import Foundation
import WeatherCore

/// An alert as a line for people: its server texts made safe and capped, so a hostile feed
/// can neither break the terminal nor flood the line.
///
/// ```
/// ⚠ Severe: Winter Storm Warning until Wed 06:00 (NWS Miami FL)
/// ```
enum AlertText {
  /// The most characters of an event name on a line.
  static let eventLimit = 60
  /// The most characters of a sender's name on a line.
  static let senderLimit = 40
  /// The most alerts listed under a place; the rest are counted.
  static let lineLimit = 10

  /// The event's name, safe and capped at `eventLimit`.
  static func event(_ alert: Alert) -> String {
    SafeText.line(alert.event, limit: eventLimit)
  }

  /// The line for `alert`: severity, event, when it ends in the place's time (`offset`
  /// seconds east of UTC; UTC, said so, when unknown), and its sender.
  static func line(_ alert: Alert, offset: Int?, words: LocalizedWords.Language, color: Bool)
    -> String
  {
    let until = alert.expires.map { expires in
      let local = CivilTime(expires, offset: offset ?? 0)
      return " until \(words.weekdays[local.weekday]) \(local.timeText)"
        + (offset == nil ? " UTC" : "")
    }
    let sender = alert.sender.map { " (\(SafeText.line($0, limit: senderLimit)))" }
    let text =
      "⚠ \(alert.severity.rawValue.capitalized): \(event(alert))\(until ?? "")\(sender ?? "")"
    guard color, let code = colorCode(alert.severity) else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  /// The lines under a place: at most `lineLimit` alerts, then how many more there are.
  static func lines(_ alerts: [Alert], offset: Int?, words: LocalizedWords.Language, color: Bool)
    -> [String]
  {
    let shown = alerts.prefix(lineLimit).map {
      "  " + line($0, offset: offset, words: words, color: color)
    }
    let more = alerts.count - shown.count
    return shown + (more > 0 ? ["  … and \(more) more alerts (all of them with --json)"] : [])
  }

  /// ANSI colour by severity: magenta for extreme, red, yellow, cyan; none when unknown.
  private static func colorCode(_ severity: AlertSeverity) -> String? {
    switch severity {
    case .extreme: "1;35"
    case .severe: "1;31"
    case .moderate: "1;33"
    case .minor: "1;36"
    case .unknown: nil
    }
  }
}
