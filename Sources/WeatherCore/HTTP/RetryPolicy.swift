/// What is worth trying again, and after how long: the one place that decides.
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

  /// How long to wait before trying again after `outcome`, or `nil` when it is final:
  /// a 429 (its Retry-After when it gives one), a 5xx, a timeout, a failed connection or one
  /// that closed early. A TLS failure, a redirect refused or an oversized body is final.
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
    case .success(let response) where (500...599).contains(response.status):
      return jittered
    case .success:
      return nil
    case .failure(.timedOut), .failure(.cannotConnect), .failure(.closedEarly):
      return jittered
    case .failure:
      return nil
    }
  }
}
