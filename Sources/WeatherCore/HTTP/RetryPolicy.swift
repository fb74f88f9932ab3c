/// What is worth trying again, and after how long: what `WeatherError.isTemporary` calls
/// temporary, but a request the caller cancelled or the pace gave no turn.
package struct RetryPolicy: Sendable {
  /// Attempts after the first.
  package var maximumRetries = 2
  /// The first wait; each later one doubles, drawn between half of it and all of it so that
  /// many clients do not retry in step.
  package var initialDelay: Duration = .milliseconds(500)

  /// The policy with these settings.
  package init(maximumRetries: Int = 2, initialDelay: Duration = .milliseconds(500)) {
    self.maximumRetries = maximumRetries
    self.initialDelay = initialDelay
  }

  /// How long to wait before trying again after `outcome`, or `nil` when it is final: a 429
  /// waits for its Retry-After when it gives one; any other temporary failure (a 5xx, a
  /// timeout, a failed connection or one that closed early) retries after a jittered delay.
  package func wait(
    after outcome: Result<HTTPResponse, HTTPFailure>, attempt: Int,
    random: (ClosedRange<Double>) -> Double = { Double.random(in: $0) }
  ) -> Duration? {
    guard attempt < maximumRetries else { return nil }
    let jittered = initialDelay * (1 << attempt) * random(0.5...1.0)
    switch outcome {
    case .success(let response) where response.status == 429:
      // Capped at a day: a larger Retry-After cannot fit before any deadline anyway.
      return response.retryAfter.map { Duration.seconds(min($0, 86_400)) } ?? jittered
    case .success(let response):
      let error = WeatherError(response, query: "", redact: { $0 })
      return error?.isTemporary == true ? jittered : nil
    // Nothing to try again: the caller stopped, or the pace leaves no turn in time.
    case .failure(.cancelled), .failure(.noTurnBeforeDeadline):
      return nil
    case .failure(let failure):
      return WeatherError(failure).isTemporary ? jittered : nil
    }
  }
}
