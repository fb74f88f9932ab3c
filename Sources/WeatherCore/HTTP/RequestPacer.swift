/// Spaces out the requests of a whole run: at most a number a minute, and none at all while
/// a rate-limit pause lasts, so one 429 slows every lookup down instead of failing each.
package actor RequestPacer {
  private let interval: Duration?
  private let clock: any RunClock
  private var nextStart: ContinuousClock.Instant

  /// Creates a pacer.
  /// - Parameters:
  ///   - requestsPerMinute: The most requests started in a minute, spread evenly; `nil` for
  ///     no limit.
  ///   - clock: The clock it waits on.
  package init(requestsPerMinute: Double?, clock: any RunClock = SystemClock()) {
    interval = requestsPerMinute.map { .seconds(60 / $0) }
    self.clock = clock
    nextStart = clock.now
  }

  /// Waits until a request may start, and claims that turn.
  /// - Parameter deadline: The turn must come before this; `nil` for no limit.
  /// - Throws: `HTTPFailure.timedOut` when the deadline has passed already;
  ///   `.noTurnBeforeDeadline` when the turn would come after it; `.cancelled` when cancelled
  ///   while waiting.
  package func waitForTurn(before deadline: ContinuousClock.Instant?) async throws(HTTPFailure) {
    let now = clock.now
    let start = max(now, nextStart)
    if let deadline, now >= deadline { throw .timedOut }
    if let deadline, start >= deadline { throw .noTurnBeforeDeadline }
    if let interval { nextStart = start + interval }
    guard start > now else { return }
    do {
      try await clock.sleep(until: start)
    } catch {
      throw .cancelled
    }
  }

  /// Starts no request before `instant`, as after a 429.
  package func pause(until instant: ContinuousClock.Instant) {
    nextStart = max(nextStart, instant)
  }
}
