import Foundation
import TestSupport
import Testing

/// The HTTP layer against servers written to break it: each test is a row of the attack.
@Suite("weather against hostile servers, end to end", .serialized)
struct HostileServerTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  @Test(
    "a 429 with an absurd Retry-After is a rate limit, never a crash",
    arguments: ["1e308", "9300000000000000000", "-5", "soon", "86401"])
  func absurdRetryAfter(value: String) async throws {
    weather.server.route(
      "/data/2.5/weather", TestResponse(status: 429, headers: ["Retry-After": value]))
    let result = try await weather.run(["--timeout", "3", "44.34,10.99"])
    #expect(result.status == 75)
    #expect(result.stderr.hasPrefix("weather: 44.34,10.99: rate limit hit; try again"))
    #expect(result.stderrLines.count == 1)
  }

  @Test(
    "a gzip bomb is cut off at 1 MiB of inflated bytes: bounded memory, within the budget",
    .enabled(if: TimedRun.available), .disabled(if: Sanitizer.active, Sanitizer.memory))
  func gzipBomb() async throws {
    // 8 MB that inflate to 1.3 GB.
    weather.server.route("/data/2.5/weather", .raw(GzipBomb.response(compressedSize: 8 << 20)))
    let run = try await TimedRun.run(
      ["--timeout", "10", "44.34,10.99"], environment: weather.environment())
    print("gzip bomb: \(run.peakKiB) KiB peak, \(run.elapsed) s, \(run.cpu) s CPU")
    #expect(run.result.status == 76)
    #expect(run.result.stderr.contains("larger than 1024 KiB"))
    #expect(run.peakKiB < 100 * 1024)
    #expect(run.elapsed < 11)
  }

  @Test("the request asks for no compression")
  func identity() async throws {
    #expect(try await weather.run(["44.34,10.99"]).status == 0)
    #expect(weather.server.requests.first?.headers["accept-encoding"] == "identity")
  }

  @Test(
    "a redirect to another origin is refused; the key never reaches it",
    arguments: [301, 302, 303, 307, 308])
  func crossOriginRedirect(status: Int) async throws {
    let other = try TestHTTPServer()
    other.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/weather") { request, _ in
      TestResponse(
        status: status, headers: ["Location": other.baseURL + request.target])
    }
    let result = try await weather.run(["44.34,10.99"])
    #expect(other.requestCount() == 0)
    #expect(result.status == 76)
    #expect(
      result.stderr
        == "weather: 44.34,10.99: the weather service redirected to another address "
        + "(127.0.0.1:\(other.port)); refused, so the key stays with the configured one\n")
  }

  @Test("a redirect within the same origin is followed")
  func sameOriginRedirect() async throws {
    weather.server.route(
      "/data/2.5/weather",
      TestResponse(status: 301, headers: ["Location": "/moved/weather?lat=44.34&lon=10.99"]))
    weather.server.route("/moved/weather", try .fixture("owm-current-zocca"))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 0)
    #expect(result.stdout == "Zocca, IT  25°C  moderate rain\n")
  }

  @Test("a redirect loop ends with a message that says so")
  func redirectLoop() async throws {
    weather.server.route(
      "/data/2.5/weather", TestResponse(status: 302, headers: ["Location": "/loop"]))
    weather.server.route(
      "/loop", TestResponse(status: 302, headers: ["Location": "/data/2.5/weather"]))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 76)
    #expect(result.stderr.contains("redirected too many times"))
    #expect(weather.server.requestCount() <= 8)
  }

  @Test(
    "20,000 headers or an endless stream of them end within --timeout + 1 s",
    .enabled(if: TimedRun.available), .disabled(if: Sanitizer.active, Sanitizer.time),
    arguments: [false, true])
  func headerFlood(endless: Bool) async throws {
    let head = Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n".utf8)
    let line = Data("X-Flood: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n".utf8)
    weather.server.route(
      "/data/2.5/weather",
      endless
        ? TestResponse(body: head, delivery: .endless(repeating: line))
        : .raw(head + Data(repeating: 0, count: 0) + line.repeated(20_000) + Data("\r\n{}".utf8)))
    let run = try await TimedRun.run(
      ["--timeout", "1", "44.34,10.99", "51.5,-0.12", "1,1", "2,2", "3,3", "4,4", "5,5", "6,6"],
      environment: weather.environment())
    print("header flood (endless: \(endless)): \(run.elapsed) s, \(run.cpu) s CPU")
    #expect(run.elapsed < 2)
    #expect(run.result.status != 0)
  }

  @Test("an answer cut off mid-body says the connection closed early, and is worth a retry")
  func truncated() async throws {
    weather.server.route(
      "/data/2.5/weather",
      .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 4096\r\n\r\n{\"coord\":{\"lon\":10.99".utf8)))
    let result = try await weather.run(["--timeout", "5", "44.34,10.99"])
    #expect(result.status == 75)
    #expect(
      result.stderr
        == "weather: 44.34,10.99: the connection to 127.0.0.1:\(weather.server.port) closed before "
        + "the answer was complete; try again later\n")
  }

  @Test(
    "waiting on a server that never answers costs no CPU to speak of",
    .enabled(if: TimedRun.available))
  func idleWait() async throws {
    weather.server.route("/data/2.5/weather", TestResponse(delivery: .hang))
    let run = try await TimedRun.run(
      ["--timeout", "3", "44.34,10.99"], environment: weather.environment())
    print("waiting 3 s: \(run.cpu) s CPU")
    #expect(run.result.status == 75)
    #expect(run.cpu < 0.05 * 3 + 0.1, "CPU \(run.cpu) s while waiting 3 s")
  }

  /// Hosts that no resolver can answer for, tried in a network namespace with no network:
  /// should the refusal ever break, nothing leaves this machine.
  @Test(
    "the key is never sent over plain http to a host that is not this machine",
    .enabled(if: FaultTests.canIsolate()),
    arguments: [
      "http://api.weather.invalid", "http://weather.invalid:8080/owm",
      "http://user:secret@weather.invalid",
    ])
  func plainHTTP(address: String) async throws {
    var environment = weather.environment()
    environment["OPENWEATHER_BASE_URL"] = address
    let result = try await WeatherProcess.launch(
      ["-n", WeatherProcess.binary().path, "Seoul"], executable: "/usr/bin/unshare",
      environment: environment, stdin: nil)
    #expect(result.status == 78)
    #expect(result.stderr.contains("plain http"))
    #expect(!result.stderr.contains("secret") && !result.stderr.contains(WeatherProcess.apiKey))
    #expect(result.stderrLines.count == 1)
  }

  @Test(
    "plain http to this machine is allowed, as tests and local proxies need",
    arguments: ["127.0.0.1", "localhost"])
  func loopback(host: String) async throws {
    var environment = weather.environment()
    environment["OPENWEATHER_BASE_URL"] = "http://\(host):\(weather.server.port)"
    #expect(try await weather.run(["44.34,10.99"], environment: environment).status == 0)
  }

  @Test("userinfo in an address is never printed")
  func userinfo() async throws {
    var environment = weather.environment()
    environment["OPENWEATHER_BASE_URL"] = "ftp://user:hunter2@example.org"
    let result = try await weather.run(
      ["Seoul"], environment: environment, secrets: ["hunter2", WeatherProcess.apiKey])
    #expect(result.status == 78)
    #expect(result.stderr.contains("ftp://<redacted>@example.org"))
  }

  @Test("a TLS failure is reported as such, and not retried")
  func tlsFailure() async throws {
    var environment = weather.environment()
    environment["OPENWEATHER_BASE_URL"] = "https://127.0.0.1:\(weather.server.port)"
    let result = try await weather.run(["--timeout", "5", "44.34,10.99"], environment: environment)
    #expect(result.status == 76)
    #expect(result.stderr.contains("secure connection"))
    #expect(weather.server.connectionCount == 1)
  }

  @Test("a run in a fresh home creates nothing but the tool's own cache")
  func noStrayFiles() async throws {
    #expect(try await weather.run(["--no-cache", "44.34,10.99"]).status == 0)
    let afterNoCache = try Self.files(in: weather.home)
    #expect(afterNoCache.isEmpty, "\(afterNoCache)")
    #expect(try await weather.run(["44.34,10.99", "London,GB"]).status == 0)
    let afterRun = try Self.files(in: weather.home)
    #expect(afterRun.allSatisfy { $0.hasPrefix("cache") }, "\(afterRun)")
  }

  static func files(in folder: URL) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    return (enumerator?.allObjects as? [String] ?? []).sorted()
  }
}

extension Data {
  /// This data `count` times over.
  func repeated(_ count: Int) -> Data {
    var result = Data(capacity: self.count * count)
    for _ in 0..<count { result.append(self) }
    return result
  }
}
