import Foundation
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
    case .airTooSlow(let source):
      "no air quality from \(source): \(slow); the weather is shown without it"
    case .alertsTooSlow(let feed):
      "no alerts from \(feed): \(slow); the weather is shown without them"
    case .alertsEndBeforeTheyBegin(let feed, let count):
      "\(place): \(count == 1 ? "an alert" : "\(count) alerts") from \(feed) left out: "
        + "\(count == 1 ? "it ends" : "each ends") before it begins"
    case .nonAuthoritative(let source):
      "\(place): \(SafeText.line(source, limit: 40)) answered 203: the product is deprecated or "
        + "in beta; its answer is shown"
    case .noAlertFeed(let country):
      "\(place): no alert feed covers \(country.map { SafeText.line($0, limit: 10) } ?? "this place"); "
        + "alerts come from the NWS in the US and its territories, and elsewhere from "
        + "OpenWeatherMap One Call 3.0 with a key"
    case .normalFailed(let source, let error):
      "\(place): no 1991-2020 normal from \(source): \(reason(error)); the weather is shown "
        + "without it"
    }
  }

  /// Why an extra is missing when its source was too slow, for every place it was slow for.
  private static let slow =
    "it did not answer in time (an extra waits at most 1s after its place's weather, or as "
    + "long as the weather took)"

  /// Whether `problem` is said once a run, whatever places it is missing for: the source's
  /// own (a key without the subscription, a slow source), not a place's.
  static func isOncePerRun(_ problem: ExtraProblem) -> Bool {
    switch problem {
    case .alertsNeedSubscription, .airTooSlow, .alertsTooSlow: true
    case .airFailed, .alertsFailed, .alertsEndBeforeTheyBegin, .noAlertFeed, .nonAuthoritative,
      .normalFailed:
      false
    }
  }

  /// Whether the run's exit code should say so: with `--alerts` the only extra asked for on
  /// the command line, a temporary failure of the alert feed (a slow one included) is the
  /// run's (75), as it would be for the weather; otherwise a missing extra never changes the
  /// exit code.
  static func failsRun(_ problem: ExtraProblem, options: Options) -> Bool {
    guard options.given.contains(.alerts), !options.extras.air else { return false }
    switch problem {
    case .alertsFailed(_, let error): return error.isTemporary
    case .alertsTooSlow: return true
    default: return false
    }
  }

  /// Why the extra's source failed, said of the source the line names (`it`), never of "the
  /// weather service", which did answer. A refusal is the source's own, whatever it says of
  /// the key: an extra's source may need no key at all (the NWS). (A stopped extra is one too
  /// slow, `PendingReport`.)
  private static func reason(_ error: WeatherError) -> String {
    guard error != .keyRejected else { return "it refused the request (HTTP 401, unauthorized)" }
    return ErrorMessage.text(for: error)
      .replacingOccurrences(of: "the weather service's", with: "its")
      .replacingOccurrences(of: "the weather service", with: "it")
  }
}
