import Foundation

/// The NWS API's answer for `/alerts/active?point=…`: a GeoJSON FeatureCollection of CAP
/// alerts. Every property is read as optional.
struct NWSAlertsResponse: Decodable {
  struct Feature: Decodable {
    let geometry: NWSGeometry?
    let properties: Properties?
  }
  struct Properties: Decodable {
    let event: String?
    let severity: String?
    let headline: String?
    let description: String?
    let instruction: String?
    let onset: String?
    let effective: String?
    let expires: String?
    let ends: String?
    let senderName: String?
    let sender: String?
    let status: String?
    let messageType: String?
  }
  let features: [Feature]

  /// The alerts for `point`: actual ones only (not tests, exercises or drafts), no
  /// cancellations, none whose area is drawn and leaves the point out, none without an
  /// event name. `onset` is CAP's onset or else its effective time; `expires` its end of the
  /// event or else the message's expiry; the sender its `senderName`, or in older answers
  /// `sender` (now an e-mail address, which is not shown).
  func alerts(at point: Coordinate) -> [Alert] {
    let formatter = ISO8601DateFormatter()
    let time = { (text: String?) -> Date? in
      text.flatMap(formatter.date(from:)).flatMap {
        Plausible.time.contains($0.timeIntervalSince1970) ? $0 : nil
      }
    }
    return features.compactMap { feature in
      guard let properties = feature.properties, let event = properties.event, !event.isEmpty,
        properties.status?.lowercased() == "actual",
        properties.messageType?.lowercased() != "cancel",
        feature.geometry?.contains(point) ?? true
      else { return nil }
      return Alert(
        event: event, severity: AlertSeverity(feedText: properties.severity),
        headline: properties.headline, description: properties.description,
        instruction: properties.instruction.flatMap { $0.isEmpty ? nil : $0 },
        onset: time(properties.onset) ?? time(properties.effective),
        expires: time(properties.ends) ?? time(properties.expires),
        sender: properties.senderName ?? properties.sender.flatMap { $0.contains("@") ? nil : $0 },
        source: SourceDescriptor.nws.name)
    }
  }
}
