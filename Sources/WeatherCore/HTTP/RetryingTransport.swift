import Foundation

/// Wraps a transport with retries for failures that may pass, as the request's source's
/// `RetryPolicy` decides (`HTTPRequest.retry`), else its own.
/// A 429's Retry-After is honoured when it fits before the deadline, and pauses every request
/// that shares the pacer. Nothing waits past the deadline, or past the lookup's own
/// (`LookupDeadline`) when it has one.
package struct RetryingTransport: HTTPTransport {
  private let base: any HTTPTransport
  private let deadline: ContinuousClock.Instant?
  private let pacer: RequestPacer
  private let policy: RetryPolicy
  private let clock: any RunClock

  /// Creates a retrying transport.
  /// - Parameters:
  ///   - base: The transport that sends each attempt.
  ///   - deadline: No attempt starts and no wait ends past this; `nil` for no limit.
  ///   - pacer: Shared by all requests of a run: spaces them out, and holds them all back
  ///     after a 429.
  ///   - policy: What to retry, and when, for a request that brings no policy of its own.
  ///   - clock: The clock waits and the deadline are measured on.
  package init(
    _ base: any HTTPTransport, deadline: ContinuousClock.Instant?,
    pacer: RequestPacer = RequestPacer(requestsPerMinute: nil),
    policy: RetryPolicy = .standard, clock: any RunClock = SystemClock()
  ) {
    self.base = base
    self.deadline = deadline
    self.pacer = pacer
    self.policy = policy
    self.clock = clock
  }

  /// Sends `request`, retrying as described above.
  /// - Returns: The first answer that needs no retry, or the last answer after the retries.
  /// - Throws: The last attempt's failure, `.timedOut` at the deadline, or `.cancelled`.
  package func send(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
    let deadline = LookupDeadline.earlier(than: deadline)
    let policy = request.retry ?? policy
    var attempt = 0
    while true {
      try await pacer.waitForTurn(before: deadline)
      let outcome: Result<HTTPResponse, HTTPFailure>
      do {
        outcome = .success(try await base.send(request))
      } catch {
        outcome = .failure(error)
      }
      guard let wait = policy.wait(after: outcome, attempt: attempt),
        deadline.map({ clock.now + wait < $0 }) ?? true
      else { return try outcome.get() }
      if case .success(let response) = outcome, response.status == 429 {
        await pacer.pause(until: clock.now + wait)
      } else {
        do {
          try await clock.sleep(until: clock.now + wait)
        } catch {
          throw .cancelled
        }
      }
      attempt += 1
    }
  }
}
