import Foundation

extension CivilTime {
  /// `date` as `Date.ISO8601Format()` writes it, `2026-11-26T21:43:52Z` (UTC, whole seconds),
  /// by integer arithmetic: Foundation made a format style and a calendar for every date, and a
  /// line of JSON holds six. A year outside 1600–9999 is Foundation's to write (it counts days
  /// before the Gregorian calendar's start in 1582 in the Julian calendar).
  package static func iso8601(_ date: Date) -> String {
    let time = CivilTime(date, offset: 0)
    guard (1600...9999).contains(time.year) else { return date.ISO8601Format() }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(20)
    func append(_ value: Int, digits: Int, then separator: UInt8) {
      var divisor = 1
      for _ in 1..<digits { divisor *= 10 }
      while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
      bytes.append(separator)
    }
    append(time.year, digits: 4, then: UInt8(ascii: "-"))
    append(time.month, digits: 2, then: UInt8(ascii: "-"))
    append(time.day, digits: 2, then: UInt8(ascii: "T"))
    append(time.hour, digits: 2, then: UInt8(ascii: ":"))
    append(time.minute, digits: 2, then: UInt8(ascii: ":"))
    append(time.second, digits: 2, then: UInt8(ascii: "Z"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
