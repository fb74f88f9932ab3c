import CurlFixes
import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("weather: concurrency, pacing and connection reuse, end to end")
struct ConcurrencyTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route(
      "/data/2.5/weather", try .fixture("owm-current-zocca", delay: .milliseconds(100)))
  }

  func coordinates(_ count: Int) -> [String] {
    (0..<count).map { "10.\($0),20" }
  }

  @Test("--parallel 1 sends one request at a time: about N × latency")
  func oneAtATime() async throws {
    let result = try await weather.run(["--parallel", "1"] + coordinates(5))
    #expect(result.stdoutLines.count == 5)
    #expect(weather.server.peakConcurrentRequests == 1)
    #expect(result.duration >= .milliseconds(500))
  }

  @Test("--parallel 8 keeps up to 8 requests in flight, never more")
  func eightAtATime() async throws {
    weather.server.route(
      "/data/2.5/weather", try .fixture("owm-current-zocca", delay: .milliseconds(400)))
    let result = try await weather.run(["--parallel", "8"] + coordinates(24))
    #expect(result.stdoutLines.count == 24)
    // Above 6, URLSession's default connection limit, which once capped this quietly.
    #expect(weather.server.peakConcurrentRequests >= 7)
    #expect(weather.server.peakConcurrentRequests <= 8)
  }

  @Test("connections to the host are reused")
  func reuse() async throws {
    let result = try await weather.run(["--parallel", "1"] + coordinates(4))
    #expect(result.status == 0)
    #expect(weather.server.requestCount() == 4)
    #expect(weather.server.connectionCount == 1)
  }

  @Test("--rate spaces requests evenly")
  func rate() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    let result = try await weather.run(["--rate", "600"] + coordinates(4))
    #expect(result.status == 0)
    // Turns are 100 ms apart from when weather starts, so the 4th comes 300 ms after launch
    // at the earliest; unpaced, all four arrive within a few milliseconds.
    let times = weather.server.requests.map(\.receivedAt)
    #expect(times.count == 4)
    #expect(try #require(times.last) - result.startedAt >= .milliseconds(300))
  }

  @Test("a 429 holds the whole batch back for its Retry-After, and every location succeeds")
  func rateLimitSlowsBatch() async throws {
    weather.server.route(
      "/data/2.5/weather", TestResponse(status: 429, headers: ["Retry-After": "1"]),
      try .fixture("owm-current-zocca"))
    let result = try await weather.run(["--parallel", "1"] + coordinates(4))
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 4)
    let times = weather.server.requests.map(\.receivedAt)
    #expect(times.count == 5)
    #expect(times.dropFirst().allSatisfy { $0 - times[0] >= .seconds(1) })
  }

  @Test("1,000 locations from standard input all print, in order")
  func thousand() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    let input = (0..<1000).map { "\(Double($0) / 20),\(Double($0) / 10)" }.joined(separator: "\n")
    // A budget for order, not speed: a debug build on two busy cores needs more than 10 s.
    let result = try await weather.run(
      ["--json", "--parallel", "16", "--timeout", "120", "-"], stdin: input)
    #expect(result.status == 0)
    let queries = try result.stdoutLines.map { line in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      return object?["query"] as? String
    }
    #expect(queries == input.split(separator: "\n").map(String.init))
  }

  /// URLSession runs its work on one serial queue, which Foundation puts on libdispatch's
  /// overcommit pool: each burst of work on it could start one more thread there, which never
  /// left during the batch (13 to 15 after 3,000 names). With the queue moved to the default
  /// pool (SharedQueueFix.c), the overcommit pool keeps the two threads it starts with (the
  /// main queue's, `URLSessionTransport`'s starter). libdispatch names a worker after the end
  /// of its pool's label, `…-qos.overcommit`, whatever the CPUs; the server reads the names at
  /// every request.
  @Test(
    "a long batch at --parallel 64 starts no threads past the first few",
    .enabled(
      if: weather_url_session_queue_can_move() != 0,
      "on one CPU the shared queue stays where it was"))
  func threadsStayFew() async throws {
    let count = ThreadCount()
    let answer = try TestResponse.fixture("owm-current-zocca")
    weather.server.route("/data/2.5/weather") { _, _ in
      count.read()
      return answer
    }
    let input = coordinates(3000).joined(separator: "\n")
    let result = try await WeatherProcess.launch(
      ["--json", "--parallel", "64", "--timeout", "300", "-"],
      environment: weather.environment(), stdin: Data(input.utf8)
    ) { pid in count.process.withLock { $0 = pid } }
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 3000)
    let (overcommit, all) = (count.overcommit.withLock { $0 }, count.all.withLock { $0 })
    print("a batch of 3,000 at --parallel 64: \(all) threads at most, \(overcommit) overcommit")
    #expect(all > 0, "the threads were never read")
    #expect(overcommit <= 4, "\(overcommit) threads in libdispatch's overcommit pool")
  }

  /// The most threads a process was seen with, in all and in libdispatch's overcommit pool.
  final class ThreadCount: Sendable {
    let process = Locked<Int32?>(nil)
    let all = Locked(0)
    let overcommit = Locked(0)

    /// Reads the names of the process's threads from /proc, if it is known and still running.
    func read() {
      guard let pid = process.withLock({ $0 }),
        let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")
      else { return }
      let names = tasks.compactMap {
        try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8)
      }
      let pooled = names.filter { $0.hasPrefix("-qos.overcommit") }.count
      all.withLock { $0 = max($0, names.count) }
      overcommit.withLock { $0 = max($0, pooled) }
    }
  }

  @Test(
    "bad values for the new options are usage errors",
    arguments: [
      ["--parallel", "0", "x"], ["--parallel", "1.5", "x"], ["--parallel", "65", "x"],
      ["--rate", "0", "x"],
      ["--rate", "-5", "x"], ["--max-age", "-1", "x"], ["--max-age", "soon", "x"],
      ["--no-cache=1", "x"],
    ])
  func badValues(arguments: [String]) async throws {
    let result = try await weather.run(arguments)
    #expect(result.status == 64)
    #expect(weather.server.requestCount() == 0)
  }
}
