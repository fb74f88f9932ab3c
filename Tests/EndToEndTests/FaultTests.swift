import Foundation
import TestSupport
import Testing

@Suite("weather: faults from the network and the service, end to end")
struct FaultTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  @Test(
    "a server that fails once and then answers gives a normal result", arguments: [500, 502, 503])
  func recoversFrom5xx(status: Int) async throws {
    weather.server.route(
      "/data/2.5/weather", .json("<html>busy</html>", status: status),
      try .fixture("owm-current-zocca"))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 0)
    #expect(result.stdout == "Zocca, IT  25°C  moderate rain\n")
    #expect(result.stderr == "")
    #expect(weather.server.requestCount("/data/2.5/weather") == 2)
  }

  @Test("a 404 to a weather request is a bad answer (76) naming the service and host, not 66")
  func weatherNotFound() async throws {
    weather.server.route("/v1/forecast", .json(#"{"error":true}"#, status: 404))
    let result = try await weather.run(
      ["37.5,127"], environment: weather.environment(apiKey: nil))
    #expect(result.status == 76)
    #expect(!result.stderr.contains("no place named"))
    #expect(
      result.stderr
        == "weather: 37.5,127: could not read the weather service's answer: Open-Meteo at "
        + "127.0.0.1:\(weather.server.port) answered 404 (not found); check its address, or a "
        + "proxy in the way\n")
  }

  @Test("a server that keeps failing is tried three times in all, then exit 75")
  func gives5xxUp() async throws {
    weather.server.route("/data/2.5/weather", .json("", status: 503))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 75)
    #expect(result.stderr.contains("the weather service failed (HTTP 503); try again later"))
    #expect(weather.server.requestCount() == 3)
    let times = weather.server.requests.map(\.receivedAt)
    #expect(times[1] - times[0] >= .milliseconds(250))
    #expect(times[2] - times[1] >= .milliseconds(500))
  }

  @Test("429 with a Retry-After that fits is waited out, then the answer is used")
  func honoursRetryAfter() async throws {
    weather.server.route(
      "/data/2.5/weather",
      TestResponse(
        status: 429, headers: ["Retry-After": "1"], body: try Fixtures.data("owm-error-429")),
      try .fixture("owm-current-zocca"))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 0)
    let times = weather.server.requests.map(\.receivedAt)
    #expect(times.count == 2)
    #expect(times[1] - times[0] >= .seconds(1))
  }

  @Test("429 with a Retry-After past the timeout fails at once with exit 75")
  func retryAfterTooLong() async throws {
    weather.server.route(
      "/data/2.5/weather", TestResponse(status: 429, headers: ["Retry-After": "3600"]))
    // A long budget, so that "at once" is told from "at the deadline" even on a loaded machine.
    let result = try await weather.run(["--timeout", "60", "44.34,10.99"])
    #expect(result.status == 75)
    #expect(result.stderr.contains("rate limit hit; try again in 3600 seconds"))
    #expect(weather.server.requestCount() == 1)
    #expect(result.duration < .seconds(30))
  }

  @Test("still rate limited after the retries: exit 75, saying the rate limit was hit")
  func stillLimited() async throws {
    weather.server.route(
      "/data/2.5/weather", TestResponse(status: 429, body: try Fixtures.data("owm-error-429")))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 75)
    #expect(result.stderr.contains("rate limit hit"))
    #expect(weather.server.requestCount() == 3)
  }

  @Test(
    "a server that never answers, or trickles its body, is cut off at --timeout",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")),
    .disabled(if: Sanitizer.active, Sanitizer.time),
    arguments: [
      TestResponse(delivery: .hang),
      TestResponse(
        body: Data(repeating: 32, count: 4000),
        delivery: .trickle(bytes: 5, interval: .milliseconds(200))),
    ])
  func timeout(response: TestResponse) async throws {
    weather.server.route("/data/2.5/weather", response)
    // Timed by /usr/bin/time, which waits on weather itself: the test process, sharing two
    // cores with every other test, can notice an exit later than it happens.
    let result = try await WeatherProcess.launch(
      ["-f", "elapsed %e", WeatherProcess.binary().path, "--timeout", "2", "44.34,10.99"],
      executable: "/usr/bin/time", environment: weather.environment(), stdin: nil)
    let elapsed = try #require(
      result.stderrLines.last.flatMap { Double($0.replacingOccurrences(of: "elapsed ", with: "")) })
    print("timeout test: weather ran \(elapsed) s with --timeout 2")
    #expect(result.status == 75)
    #expect(result.stderr.contains("timed out after 2s"))
    #expect(elapsed >= 2)
    #expect(elapsed < 3)
  }

  @Test("one location that hangs does not lose the others")
  func oneHangs() async throws {
    weather.server.route("/data/2.5/weather") { request, _ in
      request.value("lat") == "1"
        ? TestResponse(delivery: .hang) : (try? .fixture("owm-current-zocca")) ?? .json("")
    }
    let result = try await weather.run(["--timeout", "2", "44.34,10.99", "1,1", "44.34,10.99"])
    #expect(result.status == 75)
    #expect(result.stdoutLines.count == 2)
    #expect(
      result.stderrLines == [
        "weather: 1,1: timed out after 2s waiting for the weather service; try again later or raise --timeout"
      ])
  }

  @Test("a refused connection exits 75, naming the host and its port, not the URL")
  func connectionRefused() async throws {
    let closed = try TestHTTPServer()
    let port = closed.port
    closed.stop()
    var environment = weather.environment()
    environment["OPENWEATHER_BASE_URL"] = "http://127.0.0.1:\(port)"
    let result = try await weather.run(["--timeout", "5", "Seoul"], environment: environment)
    #expect(result.status == 75)
    #expect(
      result.stderr == "weather: Seoul: could not connect to 127.0.0.1:\(port); check the network\n"
    )
  }

  @Test(
    "an unresolvable host exits 75, naming the host (run with no network, so no DNS query leaves)",
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") && Self.canIsolate()))
  func unresolvableHost() async throws {
    var environment = weather.environment()
    environment["OPENWEATHER_BASE_URL"] = "https://no-such-host.invalid"
    let result = try await WeatherProcess.launch(
      ["-n", WeatherProcess.binary().path, "--timeout", "5", "Seoul"],
      executable: "/usr/bin/unshare",
      environment: environment, stdin: nil)
    #expect(result.status == 75)
    #expect(
      result.stderr
        == "weather: Seoul: could not connect to no-such-host.invalid; check the network\n")
    #expect(!result.stderr.contains(WeatherProcess.apiKey))
  }

  /// Whether `unshare -n` can run a process with no network here.
  static func canIsolate() -> Bool {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = ["-n", "true"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test(
    "a 200 that is not the expected JSON exits 76, saying the answer could not be read",
    arguments: [
      "{\"coord\":", "<!DOCTYPE html><html><body>Welcome to nginx</body></html>", "", "null",
      "[1,2,3]",
      "{\"main\":{\"temp\":\"hot\"},\"dt\":1}", "{\"dt\":\"yesterday\",\"main\":{\"temp\":1}}",
      "\u{FEFF}garbage",
    ])
  func unreadable(body: String) async throws {
    weather.server.route("/data/2.5/weather", .json(body))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 76)
    #expect(
      result.stderr.hasPrefix("weather: 44.34,10.99: could not read the weather service's answer: ")
    )
    #expect(result.stderrLines.count == 1)
  }

  /// 32 MB/s (about 250 Mbit/s), faster than most links. On loopback at memory speed, with
  /// two cores shared by the whole suite, weather can fall behind: Foundation on Linux
  /// queues every chunk for the delegate and has no backpressure (swift-corelibs-foundation
  /// issue 3204), so the refusal lands later there and the queue can hold most of the body.
  static let fastLink = (bytes: 256 * 1024, interval: Duration.milliseconds(8))

  @Test(
    "a 50 MB body is refused past 1 MiB without holding it in memory",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")),
    .disabled(if: Sanitizer.active, Sanitizer.memory),
    arguments: [
      TestResponse.Delivery.trickle(bytes: fastLink.bytes, interval: fastLink.interval),
      .untilClose(bytes: fastLink.bytes, interval: fastLink.interval),
    ])
  func hugeBody(delivery: TestResponse.Delivery) async throws {
    let baseline = try await peakMemory(["44.34,10.99"])
    #expect(baseline.result.status == 0)
    let huge = Data(repeating: UInt8(ascii: " "), count: 50 << 20)
    weather.server.route("/data/2.5/weather", TestResponse(body: huge, delivery: delivery))
    let refused = try await peakMemory(["44.34,10.99"])
    #expect(refused.result.status == 76)
    #expect(refused.result.stderr.contains("larger than 1024 KiB"))
    // Holding the body would add its 50 MiB to the peak; a third of it is the most allowed.
    #expect(refused.kibibytes < baseline.kibibytes + 16 * 1024, "peak \(refused.kibibytes) KiB")
  }

  /// Runs weather under /usr/bin/time and reads its peak resident memory.
  func peakMemory(_ arguments: [String]) async throws -> (result: RunResult, kibibytes: Int) {
    let result = try await WeatherProcess.launch(
      ["-f", "peak-kib %M", WeatherProcess.binary().path] + arguments, executable: "/usr/bin/time",
      environment: weather.environment(), stdin: nil)
    let line = try #require(result.stderrLines.last { $0.hasPrefix("peak-kib ") })
    return (result, try #require(Int(line.dropFirst("peak-kib ".count))))
  }

  @Test("a rejected key exits 77, saying new keys take a while to activate")
  func rejectedKey() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-error-401", status: 401))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 77)
    #expect(result.stderr.contains("the API key was rejected"))
    #expect(result.stderr.contains("up to 2 hours to activate"))
    #expect(weather.server.requestCount() == 1)
  }
}
