/// What a source's requests may try again, how often, and after how long: each source's
/// descriptor states its own (`SourceDescriptor.retry`), as its terms and habits ask. Nothing
/// is tried again that `WeatherError.isTemporary` does not call temporary, nor a request the
/// caller cancelled or the pace gave no turn.
package struct RetryPolicy: Sendable, Equatable {
  /// Attempts after the first.
  package var maximumRetries: Int
  /// The statuses tried again (of those that are temporary: 429 and 5xx).
  package var statuses: Set<Int>
  /// Whether a request that got no answer (it timed out, or its connection failed or closed
  /// early) is tried again.
  package var retriesFailures: Bool
  /// The longest `Retry-After` of a 429 waited out; a longer one ends the retries, since any
  /// earlier request would come before the server allows it.
  package var longestRetryAfter: Duration
  /// What follows a 429 that gives no `Retry-After`.
  package var untimedRateLimit: UntimedRateLimit
  /// The first backoff; each later one doubles, drawn between half of it and all of it so that
  /// many clients do not retry in step.
  package var initialDelay: Duration

  /// The policy with these settings.
  package init(
    maximumRetries: Int = 2, statuses: Set<Int> = Self.temporaryStatuses,
    retriesFailures: Bool = true, longestRetryAfter: Duration = .seconds(86_400),
    untimedRateLimit: UntimedRateLimit = .backoff, initialDelay: Duration = .milliseconds(500)
  ) {
    self.maximumRetries = maximumRetries
    self.statuses = statuses
    self.retriesFailures = retriesFailures
    self.longestRetryAfter = longestRetryAfter
    self.untimedRateLimit = untimedRateLimit
    self.initialDelay = initialDelay
  }

  /// Every status that may pass: 429 and 5xx.
  package static let temporaryStatuses = Set([429]).union(500...599)

  /// Up to 2 more attempts after 0.5 s and then 1 s (jittered) for any 429, 5xx, timeout or
  /// failed connection; a 429's `Retry-After` waited out up to a day (in practice, while it
  /// fits before the deadline).
  package static let standard = RetryPolicy()

  /// How long to wait before trying again after `outcome`, or `nil` when it is final.
  package func wait(
    after outcome: Result<HTTPResponse, HTTPFailure>, attempt: Int,
    random: (ClosedRange<Double>) -> Double = { Double.random(in: $0) }
  ) -> Duration? {
    guard attempt < maximumRetries else { return nil }
    let jittered = initialDelay * (1 << attempt) * random(0.5...1.0)
    switch outcome {
    case .success(let response) where !statuses.contains(response.status):
      return nil
    case .success(let response) where response.status == 429:
      guard let seconds = response.retryAfter else {
        return switch untimedRateLimit {
        case .backoff: jittered
        case .after(let wait): wait
        case .never: nil
        }
      }
      // Compared in seconds: a huge Retry-After does not fit in a Duration.
      let longest = Double(longestRetryAfter.components.seconds)
      return seconds <= longest ? .seconds(seconds) : nil
    case .success(let response):
      let error = WeatherError(response, query: "", redact: { $0 })
      return error?.isTemporary == true ? jittered : nil
    // Nothing to try again: the caller stopped, or the pace leaves no turn in time.
    case .failure(.cancelled), .failure(.noTurnBeforeDeadline):
      return nil
    case .failure(let failure):
      return retriesFailures && WeatherError(failure).isTemporary ? jittered : nil
    }
  }
}

/// What a source does after a 429 that does not say when to ask again.
package enum UntimedRateLimit: Sendable, Equatable {
  /// Tries again after the policy's backoff.
  case backoff
  /// Tries again after this wait, which the source's documentation gives.
  case after(Duration)
  /// Does not try again: only a server that says when is asked again.
  case never
}
