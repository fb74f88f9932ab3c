import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("Retries and pacing, on a clock that never sleeps")
struct RetryingTransportTests {
  let url = URL(fileURLWithPath: "/weather")

  /// A transport that answers each request with the next of `statuses`, the last repeating.
  func answering(_ statuses: [Int], headers: [String: String] = [:]) -> StubTransport {
    let count = Counter()
    return StubTransport { _ in
      HTTPResponse(status: statuses[min(count.next(), statuses.count - 1)], headers: headers)
    }
  }

  func retrying(
    _ base: StubTransport, clock: ManualClock, deadline: Duration? = .seconds(10),
    rate: Double? = nil
  ) -> RetryingTransport {
    RetryingTransport(
      base, deadline: deadline.map { clock.now + $0 },
      pacer: RequestPacer(requestsPerMinute: rate, clock: clock),
      policy: RetryPolicy(maximumRetries: 2, initialDelay: .milliseconds(500)), clock: clock)
  }

  @Test("a 503 then a 200 gives the 200 after one backoff of 250 to 500 ms")
  func retriesAServiceError() async throws {
    let clock = ManualClock()
    let base = answering([503, 200])
    let response = try await retrying(base, clock: clock).get(url)
    #expect(response.status == 200)
    #expect(base.urls.count == 2)
    let wait = try #require(clock.sleeps.first)
    #expect(wait >= .milliseconds(250) && wait <= .milliseconds(500))
  }

  @Test("backoff doubles, and after two retries the last answer stands")
  func givesUpAfterTwoRetries() async throws {
    let clock = ManualClock()
    let base = answering([500])
    let response = try await retrying(base, clock: clock).get(url)
    #expect(response.status == 500)
    #expect(base.urls.count == 3)
    #expect(clock.sleeps.count == 2)
    #expect(clock.sleeps[1] >= .milliseconds(500) && clock.sleeps[1] <= .seconds(1))
  }

  @Test("statuses that will not pass are not retried", arguments: [200, 400, 401, 404, 418])
  func finalStatuses(status: Int) async throws {
    let clock = ManualClock()
    let base = answering([status])
    _ = try await retrying(base, clock: clock).get(url)
    #expect(base.urls.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test("timeouts and refused connections are retried; an oversized body is not")
  func failures() async throws {
    for (failure, attempts) in [
      (HTTPFailure.timedOut, 3), (.cannotConnect(host: "h"), 3), (.tooLarge(limit: 1), 1),
    ] {
      let clock = ManualClock()
      let base = StubTransport { _ throws(HTTPFailure) in throw failure }
      await #expect(throws: failure) { try await retrying(base, clock: clock).get(url) }
      #expect(base.urls.count == attempts)
    }
  }

  @Test("a Retry-After that fits is waited out exactly, then the request is sent again")
  func retryAfterFits() async throws {
    let clock = ManualClock()
    let base = answering([429, 200], headers: ["Retry-After": "3"])
    let response = try await retrying(base, clock: clock).get(url)
    #expect(response.status == 200)
    #expect(clock.sleeps == [.seconds(3)])
  }

  @Test("a Retry-After past the deadline ends at once with the 429, waiting for nothing")
  func retryAfterTooLong() async throws {
    let clock = ManualClock()
    let base = answering([429], headers: ["Retry-After": "1e308"])
    let response = try await retrying(base, clock: clock, deadline: .seconds(5)).get(url)
    #expect(response.status == 429)
    #expect(base.urls.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test("no retry waits past the deadline")
  func deadlineBoundsRetries() async throws {
    let clock = ManualClock()
    let base = answering([503])
    _ = try await retrying(base, clock: clock, deadline: .milliseconds(600)).get(url)
    #expect(clock.elapsed < .milliseconds(600))
  }

  @Test("a lookup's own deadline bounds its retries where the run has none")
  func lookupDeadlineBoundsRetries() async throws {
    let clock = ManualClock()
    let base = answering([429], headers: ["Retry-After": "3"])
    let response = try await LookupDeadline.$current.withValue(clock.now + .seconds(2)) {
      try await retrying(base, clock: clock, deadline: nil).get(url)
    }
    #expect(response.status == 429)
    #expect(base.urls.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test("--rate spaces requests evenly: 60 a minute is one a second")
  func pacing() async throws {
    let clock = ManualClock()
    let base = answering([200])
    let transport = retrying(base, clock: clock, deadline: nil, rate: 60)
    for _ in 0..<4 { _ = try await transport.get(url) }
    #expect(clock.sleeps == [.seconds(1), .seconds(1), .seconds(1)])
  }

  @Test("a turn that would come after the deadline fails at once, saying so")
  func pacingPastDeadline() async throws {
    let clock = ManualClock()
    let transport = retrying(answering([200]), clock: clock, deadline: .seconds(2), rate: 30)
    _ = try await transport.get(url)
    await #expect(throws: HTTPFailure.noTurnBeforeDeadline) { try await transport.get(url) }
    #expect(clock.sleeps.isEmpty)
  }

  // Found by Scripts/sanitize.sh address: on a loaded machine a run's deadline passed before
  // a request asked for its turn, and the error blamed a --rate that was never given.
  @Test("a request that asks for its turn once the deadline has passed has timed out")
  func turnAfterDeadline() async throws {
    let clock = ManualClock()
    let transport = retrying(answering([200]), clock: clock, deadline: .seconds(2))
    try await clock.sleep(until: clock.now + .seconds(3))
    await #expect(throws: HTTPFailure.timedOut) { try await transport.get(url) }
  }

  @Test("a pause, as a 429 makes, holds back the next request of every user of the pacer")
  func rateLimitPausesTheRun() async throws {
    let clock = ManualClock()
    let pacer = RequestPacer(requestsPerMinute: nil, clock: clock)
    let other = RetryingTransport(answering([200]), deadline: nil, pacer: pacer, clock: clock)
    await pacer.pause(until: clock.now + .seconds(4))
    _ = try await other.get(url)
    #expect(clock.sleeps == [.seconds(4)])
  }
}

/// Counts calls from any thread.
final class Counter: Sendable {
  private let value = Locked(0)

  /// The count before this call: 0, 1, 2, ...
  func next() -> Int {
    value.withLock { count in
      defer { count += 1 }
      return count
    }
  }
}
