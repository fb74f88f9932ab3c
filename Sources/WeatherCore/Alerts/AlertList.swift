import Foundation

/// The alerts a lookup reports: those in force, most severe first and then by onset, at
/// most `maximumCount`.
enum AlertList {
  /// More than any place has at once; a feed that sends more (a hostile one) is cut here,
  /// after the ordering, so the most severe are kept.
  static let maximumCount = 100

  /// `alerts` without those expired before `now`, without duplicates, ordered and capped.
  static func current(_ alerts: [Alert], now: Date) -> [Alert] {
    var seen: Set<String> = []
    let kept = alerts.filter { alert in
      guard alert.expires.map({ $0 > now }) ?? true else { return false }
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
}
