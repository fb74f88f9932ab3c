import Foundation

/// The alerts a lookup reports: those in force, most severe first and then by onset, at
/// most `maximumCount`.
package enum AlertList {
  /// More than any place has at once; a feed that sends more (a hostile one) is cut here,
  /// after the ordering, so the most severe are kept.
  package static let maximumCount = 100

  /// `alerts` without those expired before `now` or that end before they begin, without
  /// duplicates, ordered and capped.
  static func current(_ alerts: [Alert], now: Date) -> [Alert] {
    var seen: Set<String> = []
    let kept = alerts.filter { alert in
      guard alert.expires.map({ $0 > now }) ?? true, !endsBeforeItBegins(alert) else {
        return false
      }
      let key = [alert.event, alert.sender ?? "", alert.onset?.description ?? ""]
        .joined(separator: "\u{1F}")
      return seen.insert(key).inserted
    }
    let ordered = kept.sorted { lhs, rhs in
      if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
      return (lhs.onset ?? .distantPast) < (rhs.onset ?? .distantPast)
    }
    return Array(ordered.prefix(maximumCount))
  }

  /// Whether `alert` ends before it begins: a feed's mistake, left out rather than shown as
  /// if it were right.
  static func endsBeforeItBegins(_ alert: Alert) -> Bool {
    guard let onset = alert.onset, let expires = alert.expires else { return false }
    return expires < onset
  }
}
