import WeatherCore

/// A clock that never really sleeps: a sleep moves its time forward at once and is recorded,
/// so waits are asserted exactly and tests take no time.
final class ManualClock: RunClock {
  private let state: Locked<(now: ContinuousClock.Instant, sleeps: [Duration])>
  private let start: ContinuousClock.Instant

  init() {
    start = .now
    state = Locked((now: start, sleeps: []))
  }

  var now: ContinuousClock.Instant { state.withLock { $0.now } }

  /// Every wait asked for, in order.
  var sleeps: [Duration] { state.withLock { $0.sleeps } }

  /// How far the clock has moved since it was made.
  var elapsed: Duration { now - start }

  func sleep(until instant: ContinuousClock.Instant) async throws {
    try Task.checkCancellation()
    state.withLock { state in
      state.sleeps.append(instant - state.now)
      state.now = max(state.now, instant)
    }
  }
}
