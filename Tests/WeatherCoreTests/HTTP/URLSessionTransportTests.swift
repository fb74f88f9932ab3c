import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("URLSession transport over real TCP, under OpenWeatherMap")
struct URLSessionTransportTests {
  let server: TestHTTPServer
  let provider: OpenWeatherMapProvider

  init() throws {
    server = try TestHTTPServer()
    provider = try openWeatherMap(
      URLSessionTransport(maximumBodySize: 64 * 1024, requestTimeout: 5), base: server.baseURL)
  }

  func weather(_ latitude: Double = 1) async throws -> Observation {
    try await provider.current(at: Coordinate(latitude: latitude, longitude: 2))
  }

  @Test("a name is geocoded and its weather fetched, one request each")
  func lookup() async throws {
    server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    server.route("/data/2.5/weather", try .fixture("owm-current-london-drizzle"))
    let place = try #require(try await provider.places(PlaceQuery(name: "London,GB")).first)
    let observation = try await provider.current(at: place.coordinate)
    #expect(observation.place.name == "London")
    #expect(server.requestCount("/geo/1.0/direct") == 1)
    #expect(server.requestCount("/data/2.5/weather") == 1)
    let geocodingRequest = try #require(server.requests.first)
    #expect(geocodingRequest.value("q") == "London,GB")
    #expect(geocodingRequest.value("appid") == testKeyText)
    let weatherRequest = try #require(server.requests.last)
    #expect(weatherRequest.value("lat") == "51.507322")
    #expect(weatherRequest.value("units") == "standard")
  }

  @Test(
    "hostile names arrive intact, as one parameter",
    arguments: ["Seoul&appid=x", "a+b", "서울", "100%"])
  func hostileName(name: String) async throws {
    server.route("/geo/1.0/direct", try .fixture("owm-geocoding-empty"))
    await #expect(throws: WeatherError.notFound(query: name)) {
      try await provider.places(PlaceQuery(name: name))
    }
    let request = try #require(server.requests.first)
    #expect(request.value("q") == name)
    #expect(request.query["appid"] == [testKeyText])
    #expect(Set(request.query.keys) == ["q", "limit", "appid"])
  }

  @Test("statuses from the server map to their errors")
  func statuses() async throws {
    server.route("/data/2.5/weather", try .fixture("owm-error-401", status: 401))
    await #expect(throws: WeatherError.keyRejected) {
      try await weather()
    }
    server.route(
      "/data/2.5/weather",
      TestResponse(
        status: 429, headers: ["Retry-After": "30"], body: try Fixtures.data("owm-error-429")))
    await #expect(throws: WeatherError.rateLimited(retryAfter: 30)) {
      try await weather()
    }
    server.route("/data/2.5/weather", .json("<html>down</html>", status: 503))
    await #expect(throws: WeatherError.temporarilyUnavailable(.serviceError(status: 503))) {
      try await weather()
    }
  }

  @Test("a body past the cap is refused")
  func bodyCap() async throws {
    let huge = Data(repeating: UInt8(ascii: " "), count: 1 << 20)
    server.route("/data/2.5/weather", TestResponse(body: huge))
    await #expect(throws: WeatherError.unreadableAnswer(.tooLarge(limit: 64 * 1024))) {
      try await weather()
    }
  }

  @Test("a refused connection names the host and its port, not the URL")
  func connectionRefused() async throws {
    let port = server.port
    server.stop()
    do {
      _ = try await weather()
      Issue.record("expected a failure")
    } catch let error as WeatherError {
      #expect(error == .temporarilyUnavailable(.cannotConnect(host: "127.0.0.1:\(port)")))
      #expect(!String(reflecting: error).contains(testKeyText))
    }
  }

  @Test("several requests are served at once")
  func concurrent() async throws {
    server.route("/data/2.5/weather", try .fixture("owm-current-zocca", delay: .milliseconds(500)))
    try await withThrowingTaskGroup(of: Observation.self) { group in
      for index in 0..<6 {
        group.addTask {
          try await weather(Double(index))
        }
      }
      for try await observation in group { #expect(observation.place.name == "Zocca") }
    }
    #expect(server.requestCount() == 6)
    #expect(server.peakConcurrentRequests >= 2)
  }

  @Test("cancelling a request to a server that never answers ends it")
  func cancellation() async throws {
    server.route("/data/2.5/weather", TestResponse(delivery: .hang))
    let task = Task {
      try await weather()
    }
    try await Task.sleep(for: .milliseconds(200))
    task.cancel()
    await #expect(throws: WeatherError.cancelled) { try await task.value }
  }

  @Test("200 requests cancelled just after they start all return, promptly, as cancelled")
  func cancellationRace() async throws {
    server.route("/data/2.5/weather", TestResponse(delivery: .hang))
    let transport = URLSessionTransport(requestTimeout: 120)
    let url = try #require(URL(string: server.baseURL + "/data/2.5/weather"))
    let started = ContinuousClock.now
    let outcomes = await withTaskGroup(of: HTTPFailure?.self) { group in
      for round in 0..<200 {
        let task = Task { () -> HTTPFailure? in
          do throws(HTTPFailure) {
            _ = try await transport.get(url)
            return nil
          } catch {
            return error
          }
        }
        // From at once to a few milliseconds in: before, during and after the task starts.
        if round % 4 != 0 { try? await Task.sleep(for: .microseconds(round * 20)) }
        task.cancel()
        group.addTask { await task.value }
      }
      var outcomes: [HTTPFailure?] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    #expect(outcomes.count == 200)
    #expect(outcomes.allSatisfy { $0 == .cancelled })
    // Each one waited on nothing: far below the 120 s a lost cancellation would take, with
    // room for a full suite on two busy cores.
    #expect(ContinuousClock.now - started < .seconds(60))
  }

  // Found by Scripts/sanitize.sh address: a transport let go with task starts still queued
  // invalidated its session first, and the next start stopped the process ("Session
  // invalidated"), as a run cut off by its deadline lets its transport go.
  @Test("a transport let go with requests still starting stops nothing")
  func releasedWhileStarting() async throws {
    server.route("/data/2.5/weather", TestResponse(delivery: .hang))
    let url = try #require(URL(string: server.baseURL + "/data/2.5/weather"))
    var outcomes: [HTTPFailure?] = []
    for _ in 0..<40 {
      let transport = URLSessionTransport(requestTimeout: 30)
      let tasks = (0..<50).map { _ in
        Task { () -> HTTPFailure? in
          do throws(HTTPFailure) {
            _ = try await transport.get(url)
            return nil
          } catch {
            return error
          }
        }
      }
      for task in tasks { task.cancel() }
      for task in tasks { outcomes.append(await task.value) }
    }
    #expect(outcomes.count == 2000 && outcomes.allSatisfy { $0 == .cancelled })
    // The starts still queued run now; before the fix, one of them stopped the process.
    try await Task.sleep(for: .seconds(1))
  }

  @Test("the host's housekeeping runs after every so many requests, never in between")
  func housekeeping() async throws {
    server.route("/data/2.5/weather", try .fixture("owm-current-london-drizzle"))
    let runs = Locked(0)
    let done = DispatchSemaphore(value: 0)
    let transport = URLSessionTransport(
      requestTimeout: 5,
      housekeeping: .init(every: 3) {
        runs.withLock { $0 += 1 }
        done.signal()
      })
    let url = try #require(URL(string: server.baseURL + "/data/2.5/weather"))
    for _ in 0..<7 { _ = try await transport.get(url) }
    // It runs on the transport's own queue: wait for both runs, then for nothing more.
    for _ in 0..<2 { #expect(done.wait(timeout: .now() + 10) == .success) }
    #expect(done.wait(timeout: .now() + 0.2) == .timedOut)
    #expect(runs.withLock { $0 } == 2)
  }
}
