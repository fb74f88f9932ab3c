extension WeatherError {
  /// Whether the failure may pass, so that trying again later may succeed: a rate limit, a
  /// service that failed (5xx), timed out, could not be reached or closed early, a request
  /// left no turn before the deadline, a lookup cancelled. The one place that decides it: the
  /// transport retries these (but a cancel, or a missed turn), the command exits 75 for them,
  /// and `--stale` shows the last answer in their place.
  public var isTemporary: Bool {
    switch self {
    case .rateLimited, .temporarilyUnavailable, .cancelled: true
    case .invalidLocation, .notFound, .keyRejected, .insecureConnection, .unreadableAnswer,
      .requestRejected, .outsideCoverage:
      false
    }
  }
}
