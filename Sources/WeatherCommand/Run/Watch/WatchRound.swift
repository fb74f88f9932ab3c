import WeatherCore

/// What one round of a watch came to: every location answered; some answer is missing or
/// stale for a reason that may pass; or a location failed for good (an unknown place, a
/// rejected key), which ends the watch.
enum WatchRound: Sendable {
  case fine
  /// The first location whose answer is missing or stale, why, and whether its last answer
  /// stands in.
  case lost(location: String, cause: WeatherError, stale: Bool)
  case failed(WeatherError)

  /// The round with `outcome` of `location` added: a failure for good before a lost answer,
  /// a lost answer before a fine one.
  func adding(_ outcome: Outcome, location: String) -> WatchRound {
    switch (self, outcome.result) {
    case (.failed, _): return self
    case (_, .failure(let error)) where !error.isTemporary: return .failed(error)
    case (.fine, .failure(let error)): return .lost(location: location, cause: error, stale: false)
    case (.fine, .success):
      guard let stale = outcome.stale else { return self }
      return .lost(location: location, cause: stale.cause, stale: true)
    default: return self
    }
  }

  /// The line on stderr when answers go missing or stale after a fine round.
  var lostLine: String? {
    guard case .lost(let location, let cause, let stale) = self else { return nil }
    let shown = stale ? "the last answer stays, marked stale" : "nothing to show"
    return "weather: \(location): \(ErrorMessage.text(for: cause)); \(shown) until one comes"
  }

  /// How long the source asked not to be asked again (a 429's Retry-After), in seconds, up
  /// to a day.
  var retryAfter: Double? {
    guard case .lost(_, .rateLimited(let seconds?), _) = self else { return nil }
    return min(max(seconds, 0), 86_400)
  }

  /// The line on stderr when fresh answers come back after a lost round.
  static let backLine = "weather: fresh answers again"
}
