import Foundation
import WeatherCore

@testable import WeatherCommand

/// The US National Weather Service's weather answers, each from the fuzzer in place of one
/// recorded answer (`/points`, a forecast, the latest observation), the others recorded, at
/// the time they were recorded: looked up for the current weather alone and with 2 days and
/// 3 hours, checked and printed in every form; then the same body as a 500's or a 404's.
enum NWSWeatherAnswers {
  private static let recorded: [String: Data] = [
    "/points/41.967,-71.189": Answers.fixture("nws-points"),
    "/gridpoints/BOX/70,82/stations": Answers.fixture("nws-stations"),
    "/gridpoints/BOX/70,82/forecast": Answers.fixture("nws-forecast"),
    "/gridpoints/BOX/70,82/forecast/hourly": Answers.fixture("nws-forecast-hourly"),
    "/stations/KTAN/observations/latest": Answers.fixture("nws-observation-latest"),
  ]

  /// `/points` from the fuzzer.
  static func points(_ body: Data) throws(Violation) {
    try check(body, at: "/points/41.967,-71.189")
  }

  /// The day-and-night forecast and the hourly one from the fuzzer.
  static func forecast(_ body: Data) throws(Violation) {
    try check(body, at: "/gridpoints/BOX/70,82/forecast")
    try check(body, at: "/gridpoints/BOX/70,82/forecast/hourly")
  }

  /// The station list and the latest observation from the fuzzer.
  static func observation(_ body: Data) throws(Violation) {
    try check(body, at: "/gridpoints/BOX/70,82/stations")
    try check(body, at: "/stations/KTAN/observations/latest")
  }

  private static func check(_ body: Data, at path: String) throws(Violation) {
    for (status, wanted) in [
      (200, ForecastRequest.none), (200, ForecastRequest(hours: 3, days: 2)),
      (500, ForecastRequest.none), (404, ForecastRequest(days: 1)),
    ] {
      let transport = Answers.transport(
        answering: path, with: body, status: status, fixtures: recorded)
      guard let base = URL(string: "https://api.weather.gov") else { return }
      let source = NWSWeatherSource(
        base: base, transport: transport, otherSources: ["open-meteo"],
        now: { Date(timeIntervalSince1970: 1_784_145_637) })
      let query = Query(text: "41.967,-71.189", fromArguments: true)
      guard case .success(let location) = query.location else { return }
      let result = Answers.report(
        for: WeatherRequest(location: location, forecast: wanted),
        lookup: WeatherLookup(source: source, geocoders: []))
      if case .success(let report) = result { try Answers.plausible(report) }
      try PrintedForms.check(Outcome(result: result), query: query)
    }
  }
}
