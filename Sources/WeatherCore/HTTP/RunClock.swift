/// The clock that retries, pacing and the time budget read, injected so that tests run them
/// without real sleeps.
package protocol RunClock: Sendable {
  /// The current instant.
  var now: ContinuousClock.Instant { get }
  /// Waits until `instant`.
  /// - Throws: `CancellationError` when cancelled first.
  func sleep(until instant: ContinuousClock.Instant) async throws
}

/// The real clock.
package struct SystemClock: RunClock {
  /// The real clock.
  package init() {}

  /// `ContinuousClock.now`.
  package var now: ContinuousClock.Instant { .now }

  /// Sleeps on the continuous clock.
  package func sleep(until instant: ContinuousClock.Instant) async throws {
    try await Task.sleep(until: instant, clock: .continuous)
  }
}
