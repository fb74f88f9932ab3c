import WeatherCore

/// The warnings for extras a report is missing, in the voice of every error: the weather
/// stands, and one line says which extra is missing and why.
enum ExtraNotes {
  /// The line for `problem` of the location asked for as `place` (already made safe).
  static func text(_ problem: ExtraProblem, place: String) -> String {
    switch problem {
    case .airFailed(let source, let error):
      "\(place): no air quality from \(source): \(reason(error)); the weather is shown without it"
    case .alertsFailed(let feed, let error):
      "\(place): no alerts from \(feed): \(reason(error)); the weather is shown without them"
    case .alertsNeedSubscription:
      "alerts need One Call 3.0 on this key (OpenWeatherMap's \"One Call by Call\" "
        + "subscription); the weather is shown without them"
    case .noAlertFeed(let country):
      "\(place): no alert feed covers \(country.map { SafeText.line($0, limit: 10) } ?? "this place"); "
        + "alerts come from the NWS in the US and its territories, and elsewhere from "
        + "OpenWeatherMap One Call 3.0 with a key"
    }
  }

  /// Whether the run's exit code should say so: with `--alerts` the only extra asked for on
  /// the command line, a temporary failure of the alert feed is the run's (75), as it would
  /// be for the weather; otherwise a missing extra never changes the exit code.
  static func failsRun(_ problem: ExtraProblem, options: Options) -> Bool {
    guard case .alertsFailed(_, let error) = problem, options.given.contains(.alerts),
      !options.extras.air
    else { return false }
    return error.isTemporary
  }

  /// A cancellation here is the run's deadline: said as a timeout.
  private static func reason(_ error: WeatherError) -> String {
    ErrorMessage.text(for: error == .cancelled ? .temporarilyUnavailable(.timedOut) : error)
  }
}
