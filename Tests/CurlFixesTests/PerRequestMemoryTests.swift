import Foundation
import HeapInUse
import TestSupport
import WeatherCore
import XCTest

/// A batch's memory must not grow with its length: whatever a lookup allocates is given back.
/// Heap in use (`mallinfo2`) is read after a warm-up and after each of three rounds of many
/// more lookups; a leak of 64 bytes a request grows every round past the bound, while a
/// one-off (a new thread's caches) grows one round at most. No time is measured.
///
/// An XCTest case, not a Swift Testing one: `swift test` runs XCTest cases in a pass of their
/// own, one at a time, so no other test allocates while this one reads the heap. It fails with
/// `WEATHER_CURL_FIXES=0` (about 240 bytes a request: the URL handle FoundationNetworking leaks).
final class PerRequestMemoryTests: XCTestCase {
  /// Lookups by name, 8 at once, each two requests (the place, then the weather), over one
  /// URLSession as a real run makes them. The test waits on a semaphore rather than being
  /// `async`: XCTest waits for an async test by running a run loop, which allocates as it goes.
  func testHeapInUseStaysFlatOverManyLookups() throws {
    let outcome = Outcome()
    Task.detached { await outcome.measure() }
    outcome.done.wait()
    if let failure = outcome.failure.withLock({ $0 }) { throw failure }
  }

  /// How the lookups on another task ended.
  private final class Outcome: Sendable {
    let done = DispatchSemaphore(value: 0)
    let failure = Locked<(any Error)?>(nil)

    func measure() async {
      do { try await PerRequestMemoryTests.measure() } catch { failure.withLock { $0 = error } }
      done.signal()
    }
  }

  fileprivate static func measure() async throws {
    let server = try TestHTTPServer(keepingRequests: false)
    server.route("/geo/1.0/direct") { request, _ in
      let name = request.value("q") ?? "Somewhere"
      let number = Double(name.filter(\.isNumber)) ?? 0
      return .json(
        #"[{"name":"\#(name)","lat":\#(10 + number / 10_000),"lon":20,"country":"KR"}]"#)
    }
    server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    let provider = OpenWeatherMapProvider(
      baseURL: try XCTUnwrap(URL(string: server.baseURL)),
      apiKey: try XCTUnwrap(APIKey("memory-test-key-0123456789")),
      transport: URLSessionTransport(maximumConnections: 8, requestTimeout: 10))
    let lookup = WeatherLookup(source: provider, geocoders: [provider])
    let (warmUp, round) = (1000, 2000)
    try await Self.look(up: 0..<warmUp, with: lookup)
    var growth: [Int] = []
    for start in stride(from: warmUp, to: warmUp + 3 * round, by: round) {
      let before = Int(weather_heap_in_use())
      try await Self.look(up: start..<(start + round), with: lookup)
      growth.append(Int(weather_heap_in_use()) - before)
    }
    XCTAssertEqual(server.requestCount(), 2 * (warmUp + 3 * round))
    let requests = 2 * round
    print("heap in use grew \(growth) bytes in rounds of \(requests) requests")
    // A 64-byte leak a request would add 256,000 bytes to every round.
    XCTAssertLessThan(
      try XCTUnwrap(growth.min()), 32 * requests,
      "every round of \(requests) requests kept more: \(growth) bytes")
  }

  /// Looks up `City<n>` for every n in `numbers`, 8 at a time.
  private static func look(up numbers: Range<Int>, with lookup: WeatherLookup) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      var next = numbers.lowerBound
      func add() {
        let name = "City\(next)"
        group.addTask { _ = try await lookup.report(for: WeatherRequest(location: .name(name))) }
        next += 1
      }
      while next < min(numbers.upperBound, numbers.lowerBound + 8) { add() }
      while try await group.next() != nil {
        if next < numbers.upperBound { add() }
      }
    }
  }
}
