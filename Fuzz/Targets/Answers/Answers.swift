import Foundation
import TestSupport

@testable import WeatherCommand
@testable import WeatherCore

/// What the answer targets share: providers over a stub transport, a lookup run to its end,
/// and the checks every decoded answer must pass.
enum Answers {
  /// Where the stub transport pretends both services are.
  static let address = "http://127.0.0.1:9"
  private static let key = "fuzz0123456789abcdef0123456789ab"

  /// A stub that answers `path` with `body` (and `status`), and every other path with the
  /// recorded answer `fixtures` gives for it, or 404.
  static func transport(
    answering path: String, with body: Data, status: Int = 200, fixtures: [String: Data] = [:]
  ) -> StubTransport {
    StubTransport { url in
      if url.path == path { return HTTPResponse(status: status, body: body) }
      return fixtures[url.path].map { HTTPResponse(status: 200, body: $0) }
        ?? HTTPResponse(status: 404)
    }
  }

  /// OpenWeatherMap over `transport`.
  static func openWeatherMap(_ transport: StubTransport) -> any WeatherSource & Geocoder {
    guard let url = URL(string: address), let key = APIKey(key) else {
      fatalError("the stub's address and key are good")
    }
    return OpenWeatherMapProvider(baseURL: url, apiKey: key, transport: transport)
  }

  /// Open-Meteo over `transport`.
  static func openMeteo(_ transport: StubTransport) -> any WeatherSource & Geocoder {
    guard let url = URL(string: address) else { fatalError("the stub's address is good") }
    return OpenMeteoProvider(geocodingBase: url, forecastBase: url, transport: transport)
  }

  /// OpenWeatherMap's Air Pollution service over `transport`.
  static func openWeatherMapAir(_ transport: StubTransport) -> (any AirQualitySource)? {
    guard let url = URL(string: address), let key = APIKey(key) else { return nil }
    return OpenWeatherMapAirSource(baseURL: url, apiKey: key, transport: transport)
  }

  /// Open-Meteo's Air Quality service over `transport`.
  static func openMeteoAir(_ transport: StubTransport) -> (any AirQualitySource)? {
    URL(string: address).map { OpenMeteoAirSource(base: $0, transport: transport) }
  }

  /// The National Weather Service's alerts over `transport`.
  static func nationalWeatherService(_ transport: StubTransport) -> (any AlertFeed)? {
    URL(string: address).map { NWSAlertFeed(base: $0, transport: transport) }
  }

  /// OpenWeatherMap's One Call alerts over `transport`.
  static func oneCallAlerts(_ transport: StubTransport) -> (any AlertFeed)? {
    guard let url = URL(string: address), let key = APIKey(key) else { return nil }
    return OneCallAlertFeed(baseURL: url, apiKey: key, transport: transport)
  }

  /// A recorded answer, read once.
  static func fixture(_ name: String) -> Data {
    guard let data = try? Fixtures.data(name) else { fatalError("no fixture \(name)") }
    return data
  }

  /// Looks up `text` through `provider` as a run does, checks the report against the
  /// plausibility rules, and prints the outcome in every form.
  /// With `extras`, air quality and alerts are asked for too.
  static func check(
    _ text: String, provider: any WeatherSource & Geocoder, forecast: ForecastRequest = .none,
    language: String? = nil, extras: ExtraSources = .none, period: DayPeriod? = nil
  ) throws(Violation) {
    let query = Query(text: text, fromArguments: true)
    guard case .success(let location) = query.location else {
      fatalError("\(text) is a location")
    }
    let wanted = Extras(air: extras.air != nil, alerts: !extras.alertFeeds.isEmpty)
    let result = report(
      for: WeatherRequest(
        location: location, language: language, forecast: forecast, extras: wanted,
        period: period),
      lookup: lookup(provider, extras: extras))
    if case .success(let report) = result {
      try plausible(report)
      if let period { try covers(report, period, hourly: forecast.hours > 0) }
    }
    try PrintedForms.check(Outcome(result: result), query: query)
  }

  /// A period's report holds its days, each once and in order, and with `hourly` every hour
  /// of them.
  static func covers(_ report: Report, _ period: DayPeriod, hourly: Bool) throws(Violation) {
    let days = report.forecast?.daily.map(\.date) ?? []
    try Violation.check(
      days == (period.first...period.last).map(DayPeriod.text), "days other than asked: \(days)")
    let hours = report.forecast?.hourly ?? []
    try Violation.check(
      !hourly
        || (hours.count == period.count * 24
          && zip(hours, hours.dropFirst()).allSatisfy { $0.time < $1.time }),
      "hours other than asked: \(hours.count)")
  }

  /// A lookup through `provider` without the gazetteer, so every name reaches the provider's
  /// geocoder, whose answer is what is fuzzed, and without a cache.
  static func lookup(_ provider: any WeatherSource & Geocoder, extras: ExtraSources = .none)
    -> WeatherLookup
  {
    WeatherLookup(source: provider, geocoders: [provider], extras: extras)
  }

  /// The report for `request`, or its error.
  static func report(for request: WeatherRequest, lookup: WeatherLookup) -> Result<
    Report, WeatherError
  > {
    Blocking.run {
      do throws(WeatherError) {
        return .success(try await lookup.report(for: request))
      } catch {
        return .failure(error)
      }
    }
  }

  /// Every value of a report is one the plausibility rules keep, so checking it again changes
  /// nothing, and every place lies on the globe.
  static func plausible(_ report: Report) throws(Violation) {
    let weather = Weather(current: report.observation, forecast: report.forecast)
    let again: Weather
    do throws(WeatherError) {
      again = try weather.checked()
    } catch {
      throw Violation(description: "a report the rules refuse was given (\(error)): \(weather)")
    }
    try Violation.check(again == weather, "a value the rules drop was kept: \(weather)")
    try Violation.check(
      report.air == report.air?.checked(), "an air quality value the rules drop was kept")
    try Violation.check(
      report.alerts == report.alerts.map { AlertList.current($0, now: Date()) },
      "alerts kept that are expired, repeated, out of order or too many: \(report.alerts ?? [])")
    for place in [report.place] + report.candidates {
      let point = place.coordinate
      try Violation.check(
        (-90...90).contains(point.latitude) && (-180...180).contains(point.longitude),
        "a place off the globe: \(place)")
    }
  }
}
