import Foundation

/// Wraps a transport with retries for failures that may pass: 5xx, 429, timeouts and failed
/// connections. Waits grow exponentially with jitter; a 429's Retry-After is honoured when
/// it fits before the deadline, and pauses every request that shares the pacer. Nothing
/// waits past the deadline.
public struct RetryingTransport: HTTPTransport {
  private let base: any HTTPTransport
  private let deadline: ContinuousClock.Instant
  private let pacer: RequestPacer
  private let maximumRetries: Int
  private let initialDelay: Duration

  /// Creates a retrying transport.
  /// - Parameters:
  ///   - base: The transport that sends each attempt.
  ///   - deadline: No attempt or wait goes past this; each attempt's timeout is the time left.
  ///   - pacer: Shared by all requests of a run: spaces them out, and holds them all back
  ///     after a 429.
  ///   - maximumRetries: Attempts after the first; 2 by default.
  ///   - initialDelay: The first wait; each later one doubles. The wait is drawn between
  ///     half of it and all of it, so that many clients do not retry in step.
  public init(
    _ base: any HTTPTransport, deadline: ContinuousClock.Instant,
    pacer: RequestPacer = RequestPacer(requestsPerMinute: nil), maximumRetries: Int = 2,
    initialDelay: Duration = .milliseconds(500)
  ) {
    self.base = base
    self.deadline = deadline
    self.pacer = pacer
    self.maximumRetries = maximumRetries
    self.initialDelay = initialDelay
  }

  /// Fetches `url`, retrying as described above.
  /// - Parameters:
  ///   - url: What to fetch.
  ///   - timeout: The longest an attempt may go without progress; the time left before the
  ///     deadline, when shorter, applies instead.
  /// - Returns: The first answer that needs no retry, or the last answer after the retries.
  /// - Throws: The last attempt's error, `WeatherError.timedOut` at the deadline, or
  ///   `CancellationError`.
  public func get(_ url: URL, timeout: TimeInterval) async throws -> HTTPResponse {
    var attempt = 0
    while true {
      try await pacer.waitForTurn(before: deadline)
      let remaining = seconds(deadline - .now)
      guard remaining > 0 else { throw WeatherError.timedOut }
      let outcome: Result<HTTPResponse, any Error>
      do {
        outcome = .success(try await base.get(url, timeout: min(timeout, remaining)))
      } catch {
        outcome = .failure(error)
      }
      guard attempt < maximumRetries, let wait = wait(after: outcome, attempt: attempt),
        ContinuousClock.now + wait < deadline
      else { return try outcome.get() }
      if case .success(let response) = outcome, response.status == 429 {
        await pacer.pause(until: .now + wait)
      } else {
        try await Task.sleep(for: wait)
      }
      attempt += 1
    }
  }

  /// How long to wait before the next attempt, or `nil` when this outcome is final.
  private func wait(after outcome: Result<HTTPResponse, any Error>, attempt: Int) -> Duration? {
    let backoff = initialDelay * (1 << attempt)
    let jittered = backoff * Double.random(in: 0.5...1.0)
    switch outcome {
    case .success(let response) where response.status == 429:
      // Capped at a day: a larger Retry-After cannot fit before any deadline anyway.
      return response.retryAfter.map { Duration.seconds(min($0, 86_400)) } ?? jittered
    case .success(let response) where (500...599).contains(response.status):
      return jittered
    case .success:
      return nil
    case .failure(let error as WeatherError) where error.isRetryable:
      return jittered
    case .failure:
      return nil
    }
  }
}

private func seconds(_ duration: Duration) -> TimeInterval {
  let (whole, fraction) = duration.components
  return TimeInterval(whole) + TimeInterval(fraction) / 1e18
}
