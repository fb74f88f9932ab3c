import Foundation
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("An alert's line: when it begins and ends, by weekday only within 6 days")
struct AlertTextTests {
  /// Thursday 26 November 2026, 12:00 UTC.
  let now = Date(timeIntervalSince1970: 1_795_694_400)
  let english = LocalizedWords.words(for: "en")

  func at(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  func line(onset: String? = nil, expires: String, offset: Int? = 0) throws -> String {
    let alert = Alert(
      event: "Flood Watch", severity: .moderate, onset: try onset.map(at),
      expires: try at(expires), source: "NWS")
    return AlertText.line(alert, offset: offset, words: english, color: false, now: now)
  }

  @Test("within 6 days the weekday; later, or in 2099, the date")
  func until() throws {
    #expect(try line(expires: "2026-11-28T06:36:00Z") == "⚠ Moderate: Flood Watch until Sat 06:36")
    #expect(
      try line(expires: "2026-12-27T06:36:00Z")
        == "⚠ Moderate: Flood Watch until 2026-12-27 06:36")
    #expect(
      try line(expires: "2099-01-01T18:59:00Z")
        == "⚠ Moderate: Flood Watch until 2099-01-01 18:59")
    #expect(
      try line(expires: "2026-11-28T06:36:00Z", offset: nil)
        == "⚠ Moderate: Flood Watch until Sat 06:36 UTC")
  }

  @Test("an onset still to come is said with `from`; one already past is not")
  func from() throws {
    #expect(
      try line(onset: "2026-12-26T00:00:00Z", expires: "2026-12-27T06:36:00Z")
        == "⚠ Moderate: Flood Watch from 2026-12-26 00:00 until 2026-12-27 06:36")
    #expect(
      try line(onset: "2026-11-27T18:00:00Z", expires: "2026-11-28T06:36:00Z", offset: 3600)
        == "⚠ Moderate: Flood Watch from Fri 19:00 until Sat 07:36")
    #expect(
      try line(onset: "2026-11-25T00:00:00Z", expires: "2026-11-28T06:36:00Z")
        == "⚠ Moderate: Flood Watch until Sat 06:36")
  }

  @Test("the count line says how many JSON holds: all, or the 100 most severe kept")
  func count() throws {
    let alerts = { (count: Int) in
      (0..<count).map { Alert(event: "E\($0)", severity: .minor, source: "NWS") }
    }
    let some = AlertText.lines(alerts(12), offset: 0, words: english, color: false, now: now)
    #expect(some.last == "  … and 2 more alerts (all of them with --json)")
    let capped = AlertText.lines(alerts(100), offset: 0, words: english, color: false, now: now)
    #expect(capped.last == "  … and 90 more alerts (the 100 most severe with --json)")
  }
}
