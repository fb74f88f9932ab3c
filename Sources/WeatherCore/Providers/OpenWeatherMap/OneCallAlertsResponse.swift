import Foundation

/// One Call API 3.0's answer with all but `alerts` excluded. `alerts` is absent when there
/// are none. One Call sends no severity, so every alert's is `unknown`.
struct OneCallAlertsResponse: Decodable {
  struct Entry: Decodable {
    let senderName: String?
    let event: String?
    let start: Double?
    let end: Double?
    let description: String?

    enum CodingKeys: String, CodingKey {
      case senderName = "sender_name"
      case event, start, end, description
    }
  }
  let alerts: [Entry]?

  /// The alerts, those without an event name dropped, times outside 1970–2200 dropped.
  var domainAlerts: [Alert] {
    let instant = { (seconds: Double?) in
      Plausible.kept(seconds, in: Plausible.time).map(Date.init(timeIntervalSince1970:))
    }
    return (alerts ?? []).compactMap { entry in
      guard let event = entry.event, !event.isEmpty else { return nil }
      return Alert(
        event: event, severity: .unknown, description: entry.description,
        onset: instant(entry.start), expires: instant(entry.end), sender: entry.senderName,
        source: SourceDescriptor.openWeatherMap.name)
    }
  }
}
