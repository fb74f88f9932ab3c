/// Spaces out the requests of a whole run: at most a number a minute, and none at all while
/// a rate-limit pause lasts, so one 429 slows every lookup down instead of failing each.
public actor RequestPacer {
  private let interval: Duration?
  private var nextStart = ContinuousClock.now

  /// Creates a pacer.
  /// - Parameter requestsPerMinute: The most requests started in a minute, spread evenly;
  ///   `nil` for no limit.
  public init(requestsPerMinute: Double?) {
    interval = requestsPerMinute.map { .seconds(60 / $0) }
  }

  /// Waits until a request may start, and claims that turn.
  /// - Parameter deadline: The turn must come before this.
  /// - Throws: `WeatherError.timedOut` when the turn would come after the deadline;
  ///   `CancellationError` when cancelled while waiting.
  public func waitForTurn(before deadline: ContinuousClock.Instant) async throws {
    let now = ContinuousClock.now
    let start = max(now, nextStart)
    guard start < deadline else { throw WeatherError.timedOut }
    if let interval { nextStart = start + interval }
    if start > now { try await Task.sleep(until: start, clock: .continuous) }
  }

  /// Starts no request before `instant`, as after a 429.
  public func pause(until instant: ContinuousClock.Instant) {
    nextStart = max(nextStart, instant)
  }
}
