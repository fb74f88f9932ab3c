import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `weather --watch`, end to end: the real binary stays, against the local server, with every
/// wait 100 times shorter (`WEATHER_TEST_WATCH_TIME_SCALE`), so a minute's interval is 0.6 s.
@Suite("--watch: one process that stays, end to end")
struct WatchTests {
  let weather: WeatherProcess
  let zocca = "44.34,10.99"
  static let path = "/data/2.5/weather"

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
  }

  /// Zocca's answer at `celsius` degrees.
  static func zocca(celsius: Int) throws -> TestResponse {
    .json(
      try Fixtures.text("owm-current-zocca").replacingOccurrences(
        of: #""temp": 298.48"#, with: #""temp": \#(Double(celsius) + 273.15)"#))
  }

  /// Answers `degrees(index)` °C to the request of each index; `nil` for a 503.
  func answer(_ degrees: @escaping @Sendable (Int) -> Int?) throws {
    try Self.answer(on: weather, degrees)
  }

  /// Routes Zocca's weather on `weather`'s server: `degrees(index)` °C to the request of each
  /// index, `failure` where it is `nil`.
  static func answer(
    on weather: WeatherProcess, failure: TestResponse = .json("{}", status: 503),
    _ degrees: @escaping @Sendable (Int) -> Int?
  ) throws {
    let answers = try (0...60).map { try zocca(celsius: $0) }
    weather.server.route(path) { _, index in
      degrees(index).map { answers[min(max($0, 0), 60)] } ?? failure
    }
  }

  @Test("prints the answer, then a new line only when the printed text changes")
  func printsChanges() async throws {
    // 10 °C twice, then 11 °C from the third request on.
    try answer { $0 < 2 ? 10 : 11 }
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--format", "%t", zocca], weather: weather)
    try await watcher.waitUntil("five requests") { weather.server.requestCount(Self.path) >= 5 }
    #expect(watcher.lines == ["+10°C", "+11°C"])
    #expect(try await watcher.stop())
    #expect(watcher.errors == [])
  }

  @Test(
    "bad input: --interval below a minute, --interval alone, standard input, --places, a day",
    arguments: [
      (["--watch", "--interval", "59s", "Zocca"], "--interval takes from 60s to 24h"),
      (["--watch", "--interval", "soon", "Zocca"], "--interval takes a duration"),
      (["--interval", "10m", "Zocca"], "--interval goes with --watch"),
      (["--watch", "-"], "standard input (-) is read once"),
      (["--watch", "--places", "Zocca"], "--places lists places once"),
      (["--watch", "--date", "yesterday", "Zocca"], "a day (--date, --from, NAME@DATE)"),
      (["--watch", "Zocca@2024-07-01"], "is answered once"),
    ])
  func badInput(arguments: [String], message: String) async throws {
    let result = try await weather.run(arguments, stdin: "Zocca\n")
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test("offline: the last answer stays, marked stale; one line when lost, one when back")
  func offline() async throws {
    let online = Atomic<Bool>(true)
    try answer { _ in online.load(ordering: .relaxed) ? 12 : nil }
    // The bar's key is the sky's when the answer is shown: noon at Zocca.
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--timeout", "2", "--bar", "waybar", zocca],
      weather: weather, clock: (0, ZoccaSky.offset(to: ZoccaSky.sun.noon)))
    try await watcher.waitForLines(1)
    online.store(false, ordering: .relaxed)
    // Several rounds of failed attempts, backing off from 0.3 s; each line older.
    try await watcher.waitForLines(4)
    let stale = try #require(
      watcher.lines.dropFirst().first.flatMap { try? object($0) }, "no stale line")
    #expect(stale["text"] as? String == "🌧️ +12°C")
    #expect((stale["class"] as? [String])?.contains("stale") == true)
    #expect(watcher.errors.count == 1)
    #expect(
      watcher.errors.first?.contains("the last answer stays, marked stale until one comes") == true)
    online.store(true, ordering: .relaxed)
    try await watcher.waitUntil("the fresh answer") {
      watcher.lines.last.flatMap { try? object($0) }?["class"] as? [String] == ["rain-day"]
    }
    #expect(try await watcher.stop())
    #expect(watcher.errors.count == 2)
    #expect(watcher.errors.last == "weather: fresh answers again")
  }

  @Test("a refresh forced offline: the rounds after it ask again, never fresh from the cache")
  func forcedWhileOffline() async throws {
    let online = Atomic<Bool>(true)
    try answer { _ in online.load(ordering: .relaxed) ? 14 : nil }
    // An hour is 36 s here: the cached answer stays younger than the interval throughout.
    let watcher = try Watcher(
      ["--watch", "--interval", "1h", "--timeout", "2", "--format", "%t", zocca],
      weather: weather)
    try await watcher.waitForLines(1)
    online.store(false, ordering: .relaxed)
    watcher.send(SIGUSR1)
    try await watcher.waitUntil("the line that says the answer is stale") {
      watcher.errors.count == 1
    }
    let asked = weather.server.requestCount(Self.path)
    try await watcher.waitUntil("the round after the forced one") {
      watcher.errors.count > 1 || weather.server.requestCount(Self.path) > asked
    }
    #expect(try await watcher.stop())
    #expect(watcher.errors.count == 1, "\(watcher.errors)")
  }

  @Test("started with no network and no cache: an empty text, then the answer once it comes")
  func startedOffline() async throws {
    let online = Atomic<Bool>(false)
    try answer { _ in online.load(ordering: .relaxed) ? 13 : nil }
    let watcher = try Watcher(
      ["--watch", "--timeout", "2", "--bar", "polybar", zocca], weather: weather)
    try await watcher.waitUntil("the line that says the answers are lost") {
      watcher.errors.count == 1
    }
    #expect(watcher.lines == [""])
    online.store(true, ordering: .relaxed)
    try await watcher.waitForLines(2)
    #expect(watcher.lines == ["", "🌧️ +13°C"])
    #expect(try await watcher.stop())
    #expect(watcher.errors.count == 2, "\(watcher.errors)")
  }

  @Test(
    "a failure for good (an unknown place, a rejected key): the error once, its exit code",
    arguments: [("Nowhereville", Int32(66)), ("44.34,10.99", Int32(77))])
  func failsForGood(location: String, status: Int32) async throws {
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-empty"))
    weather.server.route(Self.path, try .fixture("owm-error-401", status: 401))
    let watcher = try Watcher(["--watch", location], weather: weather)
    #expect(try await watcher.waitForExit() == status)
    #expect(watcher.lines == [])
    #expect(watcher.errors.count == 1, "\(watcher.errors)")
  }

  @Test("SIGTERM, SIGINT and SIGHUP end it cleanly with 0", arguments: [SIGTERM, SIGINT, SIGHUP])
  func endingSignals(signal: Int32) async throws {
    try answer { _ in 14 }
    let watcher = try Watcher(["--watch", zocca], weather: weather)
    try await watcher.waitForLines(1)
    watcher.send(signal)
    #expect(try await watcher.waitForExit() == 0)
    #expect(watcher.errors == [])
  }

  @Test("SIGUSR1: several in a row make one request; the next forced one waits a minute")
  func refreshSignal() async throws {
    try answer { $0 + 10 }
    // An hour's interval is 36 s here: every request after the first is a forced one.
    let watcher = try Watcher(
      ["--watch", "--interval", "1h", "--format", "%t", zocca], weather: weather)
    try await watcher.waitForLines(1)
    let asked = ContinuousClock.now
    for _ in 1...3 { watcher.send(SIGUSR1) }
    try await watcher.waitForLines(2)
    #expect(watcher.lines == ["+10°C", "+11°C"])
    watcher.send(SIGUSR1)
    try await watcher.waitForLines(3)
    // A minute is 0.6 s here: the second forced request comes no sooner after the first,
    // which came after the signals were sent.
    #expect(ContinuousClock.now - asked >= .milliseconds(600))
    #expect(weather.server.requestCount(Self.path) == 3)
    #expect(try await watcher.stop())
  }

  @Test("the reader going away while the watch waits ends it within the interval")
  func readerGone() async throws {
    try answer { _ in 15 }
    // An hour is 36 s here: only the hang-up of the pipe, seen while waiting, ends it sooner.
    let result = try await weather.shell(
      "WEATHER_TEST_WATCH_TIME_SCALE=\(Watcher.scale) \"$WEATHER\" --watch --interval 1h "
        + "--format %t \(zocca) | head -n 1; echo \"status ${PIPESTATUS[0]}\"")
    #expect(result.stdoutLines == ["+15°C", "status 0"])
    #expect(result.finishedAt - result.startedAt < .seconds(30))
  }

  @Test("a reader that stalls gets the latest answer when it reads again, never a backlog")
  func stalledReader() async throws {
    try answer { $0 % 60 }
    // Lines of 2 KB in a pipe of 4 KB: two fill it.
    let padding = String(repeating: "x", count: 2000)
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--format", "%t " + padding, zocca], weather: weather,
      readStdout: false)
    // F_SETPIPE_SZ: the smallest pipe, a page.
    #expect(fcntl(watcher.stdoutDescriptor, 1031, 4096) >= 0)
    try await watcher.waitUntil("ten answers") { weather.server.requestCount(Self.path) >= 10 }
    watcher.startReading()
    try await watcher.waitUntil("the latest answer") {
      let asked = weather.server.requestCount(Self.path)
      return watcher.lines.last?.hasPrefix("+\(asked - 1)°C") == true
        || watcher.lines.last?.hasPrefix("+\(asked - 2)°C") == true
    }
    // What the pipe held, at most one update that was on its way, then the latest.
    let read = watcher.lines.count
    #expect(read < weather.server.requestCount(Self.path) - 4, "\(read) lines")
    #expect(try await watcher.stop())
  }

  @Test("SIGSTOP and SIGCONT: it goes on where it was")
  func stopAndContinue() async throws {
    try answer { $0 + 20 }
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--format", "%t", zocca], weather: weather)
    try await watcher.waitForLines(1)
    watcher.send(SIGSTOP)
    try await Task.sleep(for: .seconds(2))
    watcher.send(SIGCONT)
    let seen = watcher.lines.count
    try await watcher.waitForLines(seen + 2)
    #expect(try await watcher.stop())
    #expect(watcher.errors == [])
  }

  @Test("five watchers of one place make one request an interval between them")
  func fiveWatchers() async throws {
    try answer { _ in 16 }
    // A minute is 30 s here: long enough for five slow starts under load to share the first
    // (the whole suite's load on two cores once took 14 s to start all five).
    let watchers = try (1...5).map { _ in
      try Watcher(
        ["--watch", "--interval", "1m", "--format", "%t", zocca], weather: weather, scale: "0.5")
    }
    for watcher in watchers { try await watcher.waitForLines(1) }
    let start = ContinuousClock.now
    let first = weather.server.requestCount(Self.path)
    try await Task.sleep(for: .seconds(33))
    let asked = weather.server.requestCount(Self.path) - first
    let intervals = (ContinuousClock.now - start) / .seconds(30)
    #expect(first == 1)
    #expect(Double(asked) <= intervals.rounded(.up) + 1, "\(asked) requests")
    for watcher in watchers { #expect(try await watcher.stop()) }
  }

  /// A watch whose answer goes from 10 °C to 11 °C after the first round, in `form`, ended
  /// once it printed both.
  private func twoUpdates(_ form: [String], locations: [String], lines: Int) async throws
    -> [String]
  {
    try answer { $0 < locations.count ? 10 : 11 }
    let watcher = try Watcher(["--watch", "--interval", "1m"] + form + locations, weather: weather)
    try await watcher.waitForLines(lines)
    try await Task.sleep(for: .seconds(1))
    #expect(try await watcher.stop())
    #expect(watcher.errors == [])
    return watcher.lines
  }

  @Test("--bar i3bar: the header, then one endless array, one update per change")
  func i3bar() async throws {
    let lines = try await twoUpdates(
      ["--bar", "i3bar"], locations: [zocca, "44.35,10.99"], lines: 4)
    #expect(lines.count == 4)
    #expect(try object(lines[0])["version"] as? Int == 1)
    // Closed, what came after the header is one JSON array of updates.
    let stream = lines.dropFirst().joined(separator: "\n") + "\n]"
    let updates = try #require(
      try JSONSerialization.jsonObject(with: Data(stream.utf8)) as? [[[String: Any]]])
    #expect(
      updates.map { $0.map { $0["full_text"] as? String } } == [
        ["🌧️ +10°C", "🌧️ +10°C"], ["🌧️ +11°C", "🌧️ +11°C"],
      ])
  }

  @Test("--bar i3bar: an update that says what the last one said is not written")
  func i3barRepeatsNothing() async throws {
    try answer { _ in 10 }
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--bar", "i3bar", zocca], weather: weather)
    try await watcher.waitUntil("four requests") { weather.server.requestCount(Self.path) >= 4 }
    #expect(try await watcher.stop())
    #expect(watcher.lines.count == 3, "\(watcher.lines)")
    #expect(watcher.lines.last?.hasPrefix("[{") == true)
  }

  @Test("--bar i3blocks: interval=persist's lines, one full text per change")
  func i3blocks() async throws {
    let lines = try await twoUpdates(["--bar", "i3blocks"], locations: [zocca], lines: 2)
    #expect(lines == ["🌧️ +10°C", "🌧️ +11°C"])
  }

  @Test("--json: one object per location per change")
  func json() async throws {
    let lines = try await twoUpdates(["--json"], locations: [zocca, "44.35,10.99"], lines: 4)
    let temperatures = try lines.map {
      try #require(try object($0)["temperature"] as? Double).rounded()
    }
    #expect(temperatures == [10, 10, 11, 11])
  }

  @Test("--prometheus: a whole exposition per change")
  func prometheus() async throws {
    try answer { $0 < 1 ? 10 : 11 }
    let watcher = try Watcher(
      ["--watch", "--interval", "1m", "--prometheus", zocca], weather: weather)
    try await watcher.waitUntil("two expositions") {
      watcher.lines.filter { $0.hasPrefix("# TYPE weather_temperature") }.count >= 2
    }
    #expect(try await watcher.stop())
    let text = watcher.lines.joined(separator: "\n")
    let halves = text.components(separatedBy: "# HELP weather_temperature").count - 1
    #expect(halves == 2)
  }

  private func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }
}
