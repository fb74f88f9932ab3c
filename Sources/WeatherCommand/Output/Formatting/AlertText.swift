import Foundation
import WeatherCore

/// An alert as a line for people: its server texts made safe and capped, so a hostile feed
/// can neither break the terminal nor flood the line.
///
/// ```
/// ⚠ Severe: Winter Storm Warning until Wed 06:00 (NWS Miami FL)
/// ⚠ Moderate: Flood Watch from Fri 18:00 until 2026-12-27 06:00 (NWS Miami FL)
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

  /// How far ahead a time is named by its weekday alone: within 6 days no weekday repeats.
  static let weekdaySpan: TimeInterval = 6 * 86_400

  /// The line for `alert`: severity, event, when it begins if that is still to come, when it
  /// ends, both in the place's time (`offset` seconds east of UTC; UTC, said so, when
  /// unknown), and its sender.
  static func line(
    _ alert: Alert, offset: Int?, words: LocalizedWords.Language, color: Bool, now: Date = Date()
  ) -> String {
    let time = { (date: Date) in
      let local = CivilTime(date, offset: offset ?? 0)
      let ahead = date.timeIntervalSince(now)
      let day =
        (0..<weekdaySpan).contains(ahead) ? words.weekdays[local.weekday] : local.dateText
      return "\(day) \(local.timeText)" + (offset == nil ? " UTC" : "")
    }
    let from = alert.onset.flatMap { $0 > now ? " from \(time($0))" : nil }
    let until = alert.expires.map { " until \(time($0))" }
    let sender = alert.sender.map { " (\(SafeText.line($0, limit: senderLimit)))" }
    let text =
      "⚠ \(alert.severity.rawValue.capitalized): \(event(alert))\(from ?? "")\(until ?? "")"
      + (sender ?? "")
    guard color, let code = colorCode(alert.severity) else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  /// The lines under a place: at most `lineLimit` alerts, then how many more there are, and
  /// how many JSON holds: all of them, or the most severe when a feed sent more than are kept.
  static func lines(
    _ alerts: [Alert], offset: Int?, words: LocalizedWords.Language, color: Bool,
    now: Date = Date()
  ) -> [String] {
    let shown = alerts.prefix(lineLimit).map {
      "  " + line($0, offset: offset, words: words, color: color, now: now)
    }
    let more = alerts.count - shown.count
    guard more > 0 else { return shown }
    let json =
      alerts.count < AlertList.maximumCount
      ? "all of them" : "the \(AlertList.maximumCount) most severe"
    return shown + ["  … and \(more) more alerts (\(json) with --json)"]
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
