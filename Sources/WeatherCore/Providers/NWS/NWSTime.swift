import Foundation

/// The NWS's times: ISO 8601 with the place's offset (`2026-07-15T16:00:00-04:00`) in
/// forecasts, in UTC (`+00:00`) in observations.
enum NWSTime {
  /// The instant and its offset from UTC in seconds; `nil` for text that is not such a time
  /// or an offset no place has. Fractions of a second are read too.
  static func parse(_ text: String) -> (date: Date, offset: Int)? {
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions.insert(.withFractionalSeconds)
    guard let date = ISO8601DateFormatter().date(from: text) ?? fractional.date(from: text),
      Plausible.time.contains(date.timeIntervalSince1970)
    else { return nil }
    if text.hasSuffix("Z") { return (date, 0) }
    let suffix = text.suffix(6)
    guard suffix.count == 6, let sign = suffix.first, sign == "+" || sign == "-",
      let hours = Int(suffix.dropFirst().prefix(2)), let minutes = Int(suffix.suffix(2))
    else { return nil }
    let offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    return Plausible.offset.contains(offset) ? (date, offset) : nil
  }
}
