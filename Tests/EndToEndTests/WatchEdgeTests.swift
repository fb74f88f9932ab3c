import Foundation
import Synchronization
import TestSupport
import Testing

/// `weather --watch` at its edges, end to end: the source's own cadence, a start with no
/// network but an answer in the cache, a reader gone before the first write, the forms not
/// covered by WatchTests, and a server that sends the same data with a new Last-Modified.
@Suite("--watch at its edges: cadence, a cached start offline, a reader gone, CSV, MET")
struct WatchEdgeTests {
  let weather: WeatherProcess
  let zocca = "44.34,10.99"
  static let path = WatchTests.path

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
  }

  /// Answers `degrees(index)` °C to the request of each index; `nil` for a 503.
  func answer(_ degrees: @escaping @Sendable (Int) -> Int?) throws {
    try WatchTests.answer(on: weather, degrees)
  }

  @Test("without --interval it asks on the source's cadence: OpenWeatherMap's 10 minutes")
  func cadence() async throws {
    try answer { $0 + 10 }
    // Ten minutes are 6 s here; --interval's least, a minute, would be 0.6 s.
    let watcher = try Watcher(["--watch", "--format", "%t", zocca], weather: weather)
    try await watcher.waitForLines(2)
    let times = weather.server.requests.filter { $0.path == Self.path }.map(\.receivedAt)
    #expect(times[1] - times[0] >= .seconds(5.9), "\(times[1] - times[0])")
    #expect(watcher.lines.prefix(2) == ["+10°C", "+11°C"])
    #expect(try await watcher.stop())
  }

  @Test("Open-Meteo's cadence without --interval: 15 minutes")
  func openMeteoCadence() async throws {
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
    // Fifteen minutes are 9 s here.
    let watcher = try Watcher(
      ["--watch", "--provider", "open-meteo", "--format", "%t", "-12.46,130.84"],
      weather: weather, environment: ["OPEN_METEO_BASE_URL": weather.server.baseURL])
    try await watcher.waitUntil("two requests") {
      weather.server.requestCount("/v1/forecast") >= 2
    }
    let times = weather.server.requests.filter { $0.path == "/v1/forecast" }.map(\.receivedAt)
    #expect(times[1] - times[0] >= .seconds(8.9), "\(times[1] - times[0])")
    #expect(try await watcher.stop())
  }

  @Test("MET Norway in a watch: no request before its Expires, whatever the interval")
  func metNorwayExpires() async throws {
    let path = "/weatherapi/locationforecast/2.0/complete"
    let body = METAnswer.body(METAnswer.series())
    // Expires 4 s after each answer (in real time); a round every minute, 0.6 s here.
    weather.server.route(path) { _, _ in
      var response = TestResponse.json(body)
      response.headers["Expires"] = METNorwayEndToEndTests.http(Date().addingTimeInterval(4))
      return response
    }
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--provider", "met-norway", "--format", "%t", "Oslo"],
      weather: weather,
      environment: ["METNO_BASE_URL": weather.server.baseURL, "WEATHER_CONTACT": "a@example.com"])
    try await watcher.waitUntil("the request after Expires") {
      weather.server.requestCount(path) >= 2
    }
    let times = weather.server.requests.filter { $0.path == path }.map(\.receivedAt)
    // Expires has whole seconds: the second request comes 3 s or more after the first, where
    // the rounds alone would have asked after 0.6 s.
    #expect(times[1] - times[0] >= .seconds(2.9), "\(times[1] - times[0])")
    #expect(try await watcher.stop())
    #expect(watcher.errors == [])
  }

  @Test("started with no network but an answer in the cache: that answer, marked stale")
  func startedOfflineWithCache() async throws {
    try answer { $0 == 0 ? 21 : nil }
    // A bar's watcher before a reboot kept its answer.
    let before = try Watcher(["--watch", "--format", "%t", zocca], weather: weather)
    #expect(try await before.waitForLines(1) == ["+21°C"])
    #expect(try await before.stop())
    // Older than the watch's minute (0.6 s here), the cached answer is asked for again.
    try await Task.sleep(for: .seconds(1))
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--timeout", "2", "--format", "%t %a", zocca],
      weather: weather)
    let first = try await watcher.waitForLines(1).first ?? ""
    #expect(first.hasPrefix("+21°C ") && first.hasSuffix("s"), "\(first)")
    #expect(first != "+21°C ")
    #expect(try await watcher.stop())
    #expect(watcher.errors.count == 1, "\(watcher.errors)")
  }

  @Test("a reader gone before the first answer: the write fails (EPIPE) and it ends with 0")
  func readerGoneBeforeWriting() async throws {
    // The answer comes 1 s late, long after `true` has closed the pipe.
    let body = try Fixtures.text("owm-current-zocca")
    weather.server.route(Self.path, .json(body, delay: .seconds(1)))
    let result = try await weather.shell(
      "WEATHER_TEST_WATCH_TIME_SCALE=\(Watcher.scale) \"$WEATHER\" --watch --interval 1h "
        + "--format %t \(zocca) | true; echo \"status ${PIPESTATUS[0]}\"")
    #expect(result.stdoutLines == ["status 0"])
    #expect(result.finishedAt - result.startedAt < .seconds(30))
  }

  @Test("--csv: the header once, then a row per change")
  func csv() async throws {
    try answer { $0 < 1 ? 10 : 11 }
    let watcher = try Watcher(["--watch", "--interval", "1m", "--csv", zocca], weather: weather)
    try await watcher.waitForLines(3)
    try await Task.sleep(for: .seconds(1))
    #expect(try await watcher.stop())
    #expect(watcher.lines.count == 3, "\(watcher.lines)")
    #expect(watcher.lines.first?.hasPrefix("kind,query,") == true)
    let row = "current,\"\(zocca)\","
    #expect(watcher.lines.dropFirst().allSatisfy { $0.hasPrefix(row) }, "\(watcher.lines)")
  }

  @Test("the line for people: a line per change")
  func lineForPeople() async throws {
    try answer { $0 < 1 ? 10 : 11 }
    let watcher = try Watcher(["--watch", "--interval", "1m", zocca], weather: weather)
    try await watcher.waitForLines(2)
    try await Task.sleep(for: .seconds(1))
    #expect(try await watcher.stop())
    #expect(watcher.lines == ["Zocca, IT  10°C  moderate rain", "Zocca, IT  11°C  moderate rain"])
  }

  @Test("MET Norway sending the same data with a new Last-Modified: no new line")
  func sameDataNewLastModified() async throws {
    let path = "/weatherapi/locationforecast/2.0/complete"
    let body = METAnswer.body(METAnswer.series())
    weather.server.route(path) { _, index in
      var response = TestResponse.json(body)
      response.headers["Last-Modified"] = METNorwayEndToEndTests.http(
        Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60))
      return response
    }
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--provider", "met-norway", "--format", "%t", "Oslo"],
      weather: weather,
      environment: ["METNO_BASE_URL": weather.server.baseURL, "WEATHER_CONTACT": "a@example.com"])
    try await watcher.waitUntil("four requests") { weather.server.requestCount(path) >= 4 }
    #expect(try await watcher.stop())
    #expect(watcher.lines.count == 1, "\(watcher.lines)")
    #expect(watcher.errors == [])
  }
}
