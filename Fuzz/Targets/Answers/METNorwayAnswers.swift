import Foundation
import TestSupport

@testable import WeatherCommand
@testable import WeatherCore

/// MET Norway's Locationforecast answer, from the fuzzer in place of a recorded one.
enum METNorwayAnswers {
  /// The forecast for a coordinate, asked for the current weather alone and with 3 days and
  /// 12 hours, then the same body as a 203 (used) and a 403 (refused). Besides what every
  /// answer must pass, MET's steps must come out in order, each ending before the next starts.
  static func forecast(_ body: Data) throws(Violation) {
    guard let base = URL(string: "http://127.0.0.1:9") else { fatalError("a good address") }
    let query = Query(text: "59.9139,10.7522", fromArguments: true)
    guard case .success(let location) = query.location else { fatalError("a location") }
    for (status, wanted) in [
      (200, ForecastRequest.none), (200, ForecastRequest(hours: 12, days: 3)),
      (203, ForecastRequest.none), (403, ForecastRequest.none),
    ] {
      let transport = Answers.transport(
        answering: "/weatherapi/locationforecast/2.0/complete", with: body, status: status)
      let source = METNorwaySource(
        base: base, requester: APIRequester(transport: transport, service: "MET Norway"),
        decimals: 4)
      let result = Answers.report(
        for: WeatherRequest(location: location, forecast: wanted),
        lookup: WeatherLookup(source: source, geocoders: []))
      if case .success(let report) = result {
        try Answers.plausible(report)
        let steps = report.forecast?.hourly ?? []
        try Violation.check(
          zip(steps, steps.dropFirst()).allSatisfy { $0.end <= $1.time },
          "steps out of order or overlapping: \(steps.map(\.time))")
        try Violation.check(report.observation.kind == .forecast, "MET has no observations")
      }
      try PrintedForms.check(Outcome(result: result), query: query)
    }
  }
}
