import Foundation
import TestSupport
import Testing

@testable import WeatherCore

@Suite("alert feeds decoded into one shape, ordered, and held to the place and the time")
struct AlertFeedTests {
  private func nws(_ body: String) throws -> NWSAlertFeed {
    NWSAlertFeed(
      base: try #require(URL(string: "http://127.0.0.1:9")),
      transport: StubTransport(status: 200, body: body))
  }

  private func date(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
  }

  @Test(
    "the NWS capture: both statements, Moderate, CAP onset, expiry, sender; empty instruction is none"
  )
  func nwsCapture() async throws {
    let feed = try nws(try Fixtures.text("nws-alerts-albuquerque"))
    let alerts = try await feed.alerts(at: try Coordinate(latitude: 34.49705, longitude: -108.2084))
    #expect(alerts.count == 2)
    let first = try #require(alerts.first)
    #expect(first.event == "Special Weather Statement")
    #expect(first.severity == .moderate)
    #expect(first.sender == "NWS Albuquerque NM")
    #expect(first.onset == (try date("2017-12-05T23:04:00Z")))
    #expect(first.expires == (try date("2017-12-06T11:00:00Z")))
    #expect(first.instruction == nil)
    #expect(first.description?.contains("\n\nAreas in Catron") == true)
    #expect(first.source == "nws")
  }

  @Test("expired alerts are dropped; the rest ordered by severity, then onset; at most 100")
  func ordering() throws {
    let now = try date("2017-12-06T00:00:00Z")
    let make = { (event: String, severity: AlertSeverity, onset: Double, expires: Double?) in
      Alert(
        event: event, severity: severity, onset: now.addingTimeInterval(onset),
        expires: expires.map { now.addingTimeInterval($0) }, source: "test")
    }
    let alerts = AlertList.current(
      [
        make("late minor", .minor, 60, nil), make("expired", .extreme, -600, -60),
        make("unknown", .unknown, 0, 60), make("early minor", .minor, 0, 60),
        make("severe", .severe, 120, 600),
      ], now: now)
    #expect(alerts.map(\.event) == ["severe", "early minor", "late minor", "unknown"])
    let many = (0..<500).map { make("alert \($0)", .minor, Double($0), nil) }
    #expect(AlertList.current(many, now: now).count == AlertList.maximumCount)
  }

  @Test("severities: CAP's words in any case; anything else is unknown")
  func severities() {
    #expect(AlertSeverity(feedText: "Extreme") == .extreme)
    #expect(AlertSeverity(feedText: "SEVERE") == .severe)
    #expect(AlertSeverity(feedText: "Catastrophic") == .unknown)
    #expect(AlertSeverity(feedText: nil) == .unknown)
    #expect(AlertSeverity.extreme < .minor)
  }

  @Test(
    "an NWS alert drawn around another area, a test message or a cancellation is not the place's")
  func otherAreas() async throws {
    let square = { (lat: Double, lon: Double) in
      #"{"type":"Polygon","coordinates":[[[\#(lon - 1),\#(lat - 1)],[\#(lon + 1),\#(lat - 1)],[\#(lon + 1),\#(lat + 1)],[\#(lon - 1),\#(lat + 1)],[\#(lon - 1),\#(lat - 1)]]]}"#
    }
    let feature = { (event: String, geometry: String, status: String, type: String) in
      #"{"geometry":\#(geometry),"properties":{"event":"\#(event)","severity":"Severe","status":"\#(status)","messageType":"\#(type)"}}"#
    }
    let body =
      #"{"type":"FeatureCollection","features":["#
      + [
        feature("here", square(25.77, -80.19), "Actual", "Alert"),
        feature("elsewhere", square(40, -100), "Actual", "Alert"),
        feature("drill", "null", "Exercise", "Alert"),
        feature("called off", "null", "Actual", "Cancel"),
        feature("zones", "null", "Actual", "Update"),
      ].joined(separator: ",") + "]}"
    let alerts = try await nws(body).alerts(at: try Coordinate(latitude: 25.77, longitude: -80.19))
    #expect(alerts.map(\.event) == ["here", "zones"])
  }

  @Test("NWS covers the US and its territories, by country or, unknown, by the map")
  func coverage() async throws {
    let feed = try nws("{}")
    let miami = try Coordinate(latitude: 25.77, longitude: -80.19)
    let seoul = try Coordinate(latitude: 37.57, longitude: 126.98)
    #expect(feed.covers(country: "US", coordinate: seoul))
    #expect(feed.covers(country: "pr", coordinate: seoul))
    #expect(!feed.covers(country: "KR", coordinate: miami))
    #expect(feed.covers(country: nil, coordinate: miami))
    #expect(!feed.covers(country: nil, coordinate: seoul))
  }

  @Test("One Call's example: one advisory, severity unknown, times from seconds, the sender named")
  func oneCall() async throws {
    let transport = StubTransport(status: 200, body: try Fixtures.text("owm-onecall-alerts"))
    let feed = OneCallAlertFeed(
      baseURL: try #require(URL(string: "http://127.0.0.1:9")), apiKey: try testKey(),
      transport: transport)
    let alerts = try await feed.alerts(at: try Coordinate(latitude: 33.44, longitude: -94.04))
    let alert = try #require(alerts.first)
    #expect(alerts.count == 1)
    #expect(alert.event == "Small Craft Advisory")
    #expect(alert.severity == .unknown)
    #expect(alert.onset == Date(timeIntervalSince1970: 1_684_952_747))
    #expect(alert.expires == Date(timeIntervalSince1970: 1_684_988_747))
    #expect(alert.sender?.hasPrefix("NWS Philadelphia") == true)
    let url = try #require(transport.urls.first)
    #expect(url.path == "/data/3.0/onecall")
    #expect(url.query?.contains("exclude=current%2Cminutely%2Chourly%2Cdaily") == true)
  }
}
