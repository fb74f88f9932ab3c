import Foundation
import Synchronization
import TestSupport
import Testing
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// `weather --watch` and time, end to end: a sleep and the resume after it, the wall clock set
/// back, and the text that changes with time alone (a sunset, a stale answer's age), with the
/// watch's clocks moved through `WEATHER_TEST_WATCH_CLOCK` (`Watcher.setClock`) and every
/// wait 100 times shorter.
@Suite("--watch and the clocks: sleep, resume, a clock set back, a redraw without a request")
struct WatchClockTests {
  let weather: WeatherProcess
  let zocca = "44.34,10.99"
  static let path = WatchTests.path

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
  }

  /// Answers `degrees(index)` °C to the request of each index; `nil` for a 429 whose
  /// Retry-After no retry waits out (25 s, past the lookup's 10 s), so that each round of the
  /// watch is one request, and which the watch's first backoff (30 s) already outlasts.
  func answer(
    retryAfter: String = "25", _ degrees: @escaping @Sendable (Int) -> Int?
  ) throws {
    let limited = TestResponse(
      status: 429, headers: ["Retry-After": retryAfter], body: Data(#"{"cod":429}"#.utf8))
    try WatchTests.answer(on: weather, failure: limited, degrees)
  }

  /// When the requests of the path arrived.
  private var arrivals: [ContinuousClock.Instant] {
    weather.server.requests.filter { $0.path == Self.path }.map(\.receivedAt)
  }

  @Test("after a sleep shorter than the wait, it asks once the grace is over, not a day later")
  func resumeRefreshesAfterGrace() async throws {
    try answer { $0 + 10 }
    // A day's interval is 864 s here; a sleep of ten minutes leaves 264 s of it.
    let watcher = try Watcher(
      ["--watch", "--interval", "24h", "--no-cache", "--format", "%t", zocca], weather: weather)
    try await watcher.waitForLines(1)
    try watcher.setClock(boot: 600, wall: 600)
    try await watcher.waitForLines(2, within: .seconds(30))
    #expect(watcher.lines == ["+10°C", "+11°C"])
    // One refresh for the resume, not a burst: the next waits for the interval.
    try await Task.sleep(for: .seconds(2))
    #expect(weather.server.requestCount(Self.path) == 2)
    #expect(try await watcher.stop())
    #expect(watcher.errors == [])
  }

  @Test("a sleep while offline is no failure: the backoff starts again from 30 s, not doubled")
  func resumeWhileOfflineBacksOffFromTheStart() async throws {
    try answer { $0 == 0 ? 10 : nil }
    // A minute is 0.6 s here: six failures back off 0.3, 0.6, 1.2, 2.4 and 4.8 s, then 9 s.
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--no-cache", "--format", "%t", zocca], weather: weather)
    try await watcher.waitUntil("seven requests") {
      weather.server.requestCount(Self.path) >= 7
    }
    let before = weather.server.requestCount(Self.path)
    try watcher.setClock(boot: 600, wall: 600)
    try await watcher.waitUntil("the request after the resume and the one after it") {
      weather.server.requestCount(Self.path) >= before + 2
    }
    let times = arrivals
    // After the resume's failure the wait is the first backoff, 0.3 s; counted as one more
    // failure on top of six or more, it would be 9 s.
    let gap = times[before + 1] - times[before]
    #expect(gap < .seconds(4), "\(gap)")
    #expect(try await watcher.stop())
    #expect(watcher.errors.count == 1, "\(watcher.errors)")
  }

  @Test("a 429's Retry-After longer than the backoff: the watch asks no sooner than it says")
  func retryAfterOutlastsBackoff() async throws {
    try answer(retryAfter: "200") { $0 == 0 ? 10 : nil }
    // A minute is 0.6 s here, the first backoff 0.3 s, the Retry-After of 200 s 2 s.
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--no-cache", "--format", "%t", zocca], weather: weather)
    try await watcher.waitUntil("the request after the first 429") {
      weather.server.requestCount(Self.path) >= 3
    }
    let times = arrivals
    #expect(times[2] - times[1] >= .seconds(1.9), "\(times[2] - times[1])")
    #expect(try await watcher.stop())
  }

  @Test("the wall clock set back an hour: no burst of requests, the next on the interval")
  func clockSetBack() async throws {
    try answer { $0 + 10 }
    // Ten minutes are 6 s here, and the watch looks at its clocks every 0.15 s.
    let watcher = try Watcher(
      ["--watch", "--interval", "10m", "--no-cache", "--format", "%t", zocca], weather: weather)
    try await watcher.waitForLines(1)
    try watcher.setClock(boot: 0, wall: -3600)
    try await watcher.waitForLines(2, within: .seconds(30))
    // The second request no sooner than the interval after the first (no burst at the clock
    // set back), and within the wait above (no stall of an hour).
    let times = arrivals
    #expect(times[1] - times[0] >= .seconds(5.9), "\(times[1] - times[0])")
    #expect(watcher.lines.prefix(2) == ["+10°C", "+11°C"])
    #expect(try await watcher.stop())
  }

  @Test("at sunset the bar's key turns from day to night with no request")
  func sunsetRedraw() async throws {
    try answer { _ in 18 }
    let sunset = try #require(ZoccaSky.sun.sunset.date)
    // Noon first, however long the start takes; an hour is 36 s here, so no refresh is due.
    let watcher = try Watcher(
      ["--watch", "--interval", "1h", "--bar", "waybar", zocca], weather: weather,
      clock: (0, ZoccaSky.offset(to: ZoccaSky.sun.noon)))
    try await watcher.waitForLines(1)
    // Then 2 s before sunset: a clock set forward, so the watch refreshes, from the cache (its
    // answer is younger than the interval), and the text is the day's until the sun sets.
    try watcher.setClock(boot: 0, wall: ZoccaSky.offset(to: sunset - 2))
    try await watcher.waitForLines(2, within: .seconds(30))
    let keys = try watcher.lines.map { try #require(try object($0)["alt"] as? String) }
    #expect(keys == ["rain-day", "rain-night"])
    #expect(weather.server.requestCount(Self.path) == 1)
    #expect(try await watcher.stop())
  }

  @Test("offline, the stale answer's age moves on each second with no request")
  func staleAgeRedraw() async throws {
    let online = Atomic<Bool>(true)
    try answer { _ in online.load(ordering: .relaxed) ? 12 : nil }
    // The first backoff, 30 s, is 6 s here; an hour's interval is 12 minutes.
    let watcher = try Watcher(
      ["--watch", "--interval", "1h", "--format", "%t %a", zocca], weather: weather,
      scale: "0.2")
    try await watcher.waitForLines(1)
    online.store(false, ordering: .relaxed)
    watcher.send(SIGUSR1)
    try await watcher.waitForLines(4)
    // No request between the first stale line and the third (the next is 6 s after the
    // failure), by when each line was read and each request received.
    let read = watcher.lineTimes
    let asked = arrivals.filter { $0 > read[1] && $0 < read[3] }
    #expect(asked.isEmpty, "\(asked.count) requests")
    let ages = watcher.lines.dropFirst().prefix(3).map { line in
      line.hasPrefix("+12°C ") && line.hasSuffix("s") ? Int(line.dropFirst(6).dropLast()) : nil
    }
    let seconds = ages.compactMap { $0 }
    #expect(seconds.count == 3 && seconds == seconds.sorted() && Set(seconds).count == 3, "\(ages)")
    #expect(watcher.lines.first == "+12°C ")
    #expect(try await watcher.stop())
  }

  private func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }
}

/// The sky over Zocca on the day of its fixture, 2022-08-30 (UTC+2): a watch's wall clock
/// set to a moment of it shows that moment's day or night.
enum ZoccaSky {
  static let sun: SunTimes = {
    guard let coordinate = try? Coordinate(latitude: 44.34, longitude: 10.99),
      let sun = SunTimes(
        coordinate: coordinate, dayContaining: Date(timeIntervalSince1970: 1_661_870_592),
        utcOffset: 7200)
    else { preconditionFailure("Zocca has a sunrise and a sunset in August") }
    return sun
  }()

  /// The seconds a watch's wall clock is moved by so that it reads `moment` now.
  static func offset(to moment: Date) -> Double {
    moment.timeIntervalSinceNow
  }
}
