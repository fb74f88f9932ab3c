import Foundation
import TestSupport
import Testing

/// NWS answers shaped as the recorded ones (Fixtures/nws-*.json) with times around now: the
/// grid of Norton, MA, its stations, the latest observation of KTAN, 7 days of day and night
/// periods and 156 hours.
struct NWSAnswers {
  let base: String
  var observed = Date().addingTimeInterval(-1200)

  /// The place the answers are for, as a location.
  static let place = "41.967,-71.189"
  static let pointPath = "/points/\(place)"
  static let grid = "/gridpoints/BOX/70,82"
  static let observationPath = "/stations/KTAN/observations/latest"

  func points(forecastHost: String? = nil) -> String {
    let host = forecastHost ?? base
    return #"{"type":"Feature","properties":{"gridId":"BOX","gridX":70,"gridY":82,"#
      + #""forecast":"\#(host)\#(Self.grid)/forecast","#
      + #""forecastHourly":"\#(host)\#(Self.grid)/forecast/hourly","#
      + #""observationStations":"\#(base)\#(Self.grid)/stations","#
      + #""relativeLocation":{"type":"Feature","properties":{"city":"Norton Center","#
      + #""state":"MA"}},"timeZone":"America/New_York"}}"#
  }

  static let stations =
    #"{"type":"FeatureCollection","features":[{"properties":{"stationIdentifier":"KTAN"}},"#
    + #"{"properties":{"stationIdentifier":"KSFZ"}}]}"#

  func observation(temperature: String = "27") -> String {
    #"{"type":"Feature","properties":{"timestamp":"\#(Self.time(observed, offset: 0))","#
      + #""textDescription":"Haze","icon":"\#(base)/icons/land/day/few?size=medium","#
      + #""temperature":{"unitCode":"wmoUnit:degC","value":\#(temperature),"qualityControl":"V"},"#
      + #""windSpeed":{"unitCode":"wmoUnit:km_h-1","value":7.416,"qualityControl":"V"},"#
      + #""windDirection":{"unitCode":"wmoUnit:degree_(angle)","value":320},"#
      + #""windGust":{"unitCode":"wmoUnit:km_h-1","value":null,"qualityControl":"Z"},"#
      + #""seaLevelPressure":{"unitCode":"wmoUnit:Pa","value":101325},"#
      + #""relativeHumidity":{"unitCode":"wmoUnit:percent","value":69.7}}}"#
  }

  /// Hour-long periods from this hour for 156 hours, at -04:00, in °C (units=si).
  var hourly: String {
    let hour = (Date().timeIntervalSince1970 / 3600).rounded(.down) * 3600
    return Self.periods(
      (0..<156).map { index in
        let start = hour + Double(index) * 3600
        return (start, start + 3600, 20 + Double(index % 8), index < 3 ? "rain,60" : "sct")
      })
  }

  /// Day (06 to 18) and night (18 to 06) periods at -04:00 for 7 days from now.
  var daily: String {
    let offset = -4.0 * 3600
    let localDay = ((Date().timeIntervalSince1970 + offset) / 86_400).rounded(.down) * 86_400
    var periods: [(Double, Double, Double, String)] = []
    var start = localDay - offset + 6 * 3600
    // Day and night by the period's own place in the day: after 18:00 the first period kept
    // is a night.
    var isDay = true
    while periods.count < 14 {
      if start + 12 * 3600 > Date().timeIntervalSince1970 {
        periods.append(
          (start, start + 12 * 3600, isDay ? 24 : 12, isDay ? "bkn/tsra_sct,70" : "few"))
      }
      start += 12 * 3600
      isDay.toggle()
    }
    return Self.periods(periods)
  }

  private static func periods(_ list: [(Double, Double, Double, String)]) -> String {
    let rows = list.enumerated().map { number, period in
      let start = Date(timeIntervalSince1970: period.0)
      // The local hour at -04:00.
      let day = Int((period.0 - 4 * 3600).truncatingRemainder(dividingBy: 86_400) / 3600)
      return #"{"number":\#(number + 1),"name":"","startTime":"\#(time(start, offset: -4))","#
        + #""endTime":"\#(time(Date(timeIntervalSince1970: period.1), offset: -4))","#
        + #""isDaytime":\#((6..<18).contains(day)),"temperature":\#(period.2),"#
        + #""temperatureUnit":"C","probabilityOfPrecipitation":{"unitCode":"wmoUnit:percent","value":30},"#
        + #""relativeHumidity":{"unitCode":"wmoUnit:percent","value":51},"#
        + #""windSpeed":"10 to 15 km/h","windDirection":"NW","#
        + #""icon":"https://api.weather.gov/icons/land/day/\#(period.3)?size=small","#
        + #""shortForecast":"Chance Showers","detailedForecast":""}"#
    }
    return #"{"type":"Feature","properties":{"units":"si","periods":["#
      + rows.joined(separator: ",") + "]}}"
  }

  static func time(_ date: Date, offset hours: Int) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(secondsFromGMT: hours * 3600)
    return formatter.string(from: date)
  }

  /// Every route of a healthy NWS on `server`.
  func install(on server: TestHTTPServer) {
    server.route(Self.pointPath, .json(points()))
    server.route(Self.grid + "/stations", .json(Self.stations))
    server.route(Self.observationPath, .json(observation()))
    server.route(Self.grid + "/forecast", .json(daily))
    server.route(Self.grid + "/forecast/hourly", .json(hourly))
  }
}

@Suite("--provider nws end to end: every output form, the request plan, hostile answers")
struct NWSEndToEndTests {
  let weather: WeatherProcess
  let answers: NWSAnswers
  let place = "41.967,-71.189"

  init() throws {
    weather = try WeatherProcess()
    answers = NWSAnswers(base: weather.server.baseURL)
    answers.install(on: weather.server)
  }

  func run(_ arguments: [String], status: Int32 = 0, contact: Bool = true) async throws
    -> RunResult
  {
    var environment = weather.environment(apiKey: nil)
    if contact { environment["NWS_CONTACT"] = "ops@example.com" }
    let result = try await weather.run(
      ["--provider", "nws"] + arguments, environment: environment)
    #expect(result.status == status, "\(result.stderr)")
    return result
  }

  func paths() -> [String] { weather.server.requests.map(\.path) }

  @Test("the line: the nearest place, the observation, its condition")
  func line() async throws {
    let result = try await run([place])
    #expect(result.stdout == "Norton Center, MA, US  27°C  Haze\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("a first lookup is points, stations, observation; a known place one round trip")
  func requestPlan() async throws {
    _ = try await run(["--days", "2", place])
    let first = paths()
    #expect(first.first == NWSAnswers.pointPath)
    #expect(
      try #require(first.firstIndex(of: NWSAnswers.grid + "/stations"))
        < #require(first.firstIndex(of: NWSAnswers.observationPath)))
    #expect(first.count == 4)
    for request in weather.server.requests {
      #expect(request.headers["user-agent"]?.hasSuffix("(ops@example.com)") == true)
      if request.path.contains("/forecast") { #expect(request.value("units") == "si") }
    }
    // The known place: the observation and the forecast at once, each taking 300 ms.
    weather.server.route(
      NWSAnswers.observationPath, .json(answers.observation(), delay: .milliseconds(300)))
    weather.server.route(
      NWSAnswers.grid + "/forecast", .json(answers.daily, delay: .milliseconds(300)))
    _ = try await run(["--days", "2", place])
    let second = Array(paths().dropFirst(first.count))
    #expect(Set(second) == [NWSAnswers.observationPath, NWSAnswers.grid + "/forecast"])
    #expect(weather.server.peakConcurrentRequests >= 2)
  }

  @Test("--json: current_kind observation, provider nws, hours and days in SI")
  func json() async throws {
    let result = try await run(["--json", "--hours", "3", "--days", "3", place])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["provider"] as? String == "nws")
    #expect(json["current_kind"] as? String == "observation")
    #expect(json["temperature"] as? Double == 27)
    #expect(json["pressure"] as? Double == 1013.25)
    #expect((json["condition"] as? [String: Any])?["kind"] as? String == "mostly_clear")
    let hourly = try #require(json["hourly"] as? [[String: Any]])
    #expect(hourly.count == 3)
    #expect((hourly.first?["condition"] as? [String: Any])?["kind"] as? String == "rain")
    let daily = try #require(json["daily"] as? [[String: Any]])
    #expect(daily.count == 3)
    #expect(daily.dropFirst().allSatisfy { $0["temp_max"] as? Double == 24 })
    #expect(daily.dropFirst().allSatisfy { $0["temp_min"] as? Double == 12 })
    let thunder = (daily.last?["condition"] as? [String: Any])?["kind"] as? String
    #expect(thunder == "thunderstorm")
  }

  @Test("--csv, --prometheus, a template, --days and --hours all answer")
  func otherForms() async throws {
    let csv = try await run(["--csv", place])
    #expect(csv.stdoutLines.count == 2)
    #expect(csv.stdoutLines.last?.contains("27") == true)
    let prometheus = try await run(["--prometheus", place])
    #expect(prometheus.stdout.contains("provider=\"nws\""))
    let template = try await run(["-f", "%l|%t|%C", place])
    #expect(template.stdout == "Norton Center, MA, US|+27°C|Haze\n")
    let days = try await run(["--days", "3", place])
    #expect(days.stdoutLines.count >= 4)
    let hours = try await run(["--hours", "4", place])
    #expect(hours.stdoutLines.count >= 5)
    let report = try await run(["--report", place])
    #expect(report.stdout.contains("Norton Center"))
    #expect(report.stdout.contains("27"))
  }

  @Test("outside coverage: exit 66 naming the other sources, no request for a known country")
  func outside() async throws {
    let result = try await run(["Toronto"], status: 66)
    #expect(result.stderr.contains("NWS covers only the US and its territories"))
    #expect(result.stderr.contains("open-meteo"))
    #expect(weather.server.requests.filter { $0.path.hasPrefix("/points") }.isEmpty)
    #expect(!paths().contains { $0.hasPrefix("/gridpoints") || $0.hasPrefix("/stations") })
  }

  @Test("/points 404: outside coverage after that one request")
  func pointsNotFound() async throws {
    weather.server.route(
      NWSAnswers.pointPath, try .fixture("nws-error-404-invalid-point", status: 404))
    let result = try await run([place], status: 66)
    #expect(result.stderr.contains("covers only"))
    #expect(paths() == [NWSAnswers.pointPath])
  }

  @Test("/points 500: retried inside --timeout, then temporary (75)")
  func pointsFailing() async throws {
    weather.server.route(
      NWSAnswers.pointPath, try .fixture("nws-error-500-unexpected-problem", status: 500))
    let result = try await run(["--timeout", "5", place], status: 75)
    #expect(result.stderr.contains("HTTP 500"))
    #expect(weather.server.requestCount(NWSAnswers.pointPath) >= 2)
  }

  @Test("a forecast's Unexpected Problem 500 once: retried, and answered")
  func forecastRetried() async throws {
    weather.server.route(
      NWSAnswers.grid + "/forecast", try .fixture("nws-error-500-unexpected-problem", status: 500),
      .json(answers.daily))
    let result = try await run(["--days", "2", place])
    #expect(result.stdoutLines.count >= 3)
    #expect(weather.server.requestCount(NWSAnswers.grid + "/forecast") == 2)
  }

  @Test("forecast URLs on another host: refused with a clear error, never asked")
  func foreignForecast() async throws {
    let elsewhere = try TestHTTPServer()
    weather.server.route(
      NWSAnswers.pointPath, .json(answers.points(forecastHost: elsewhere.baseURL)))
    let result = try await run(["--days", "1", place], status: 76)
    #expect(result.stderr.contains("points at another host"))
    #expect(elsewhere.requestCount() == 0)
  }

  @Test("an observation with every value null, or from last week: the forecast's hour, said so")
  func unusableObservation() async throws {
    weather.server.route(
      NWSAnswers.observationPath, .json(answers.observation(temperature: "null")))
    let null = try await run(["--json", place])
    #expect(null.stdout.contains(#""current_kind":"forecast""#))
    #expect(null.stdout.contains(#""temperature":20"#))
    var old = answers
    old.observed = Date().addingTimeInterval(-7 * 86_400)
    weather.server.route(NWSAnswers.observationPath, .json(old.observation()))
    let week = try await run(["--json", place])
    #expect(week.stdout.contains(#""current_kind":"forecast""#))
  }

  @Test("an observation 3 hours old: shown with its age")
  func oldObservation() async throws {
    var old = answers
    old.observed = Date().addingTimeInterval(-3 * 3600 - 300)
    weather.server.route(NWSAnswers.observationPath, .json(old.observation()))
    let result = try await run([place])
    #expect(result.stdout == "Norton Center, MA, US  27°C  Haze  (observed 3h ago)\n")
  }

  @Test("an empty station list: no observation asked, the forecast's hour")
  func noStations() async throws {
    weather.server.route(
      NWSAnswers.grid + "/stations", .json(#"{"type":"FeatureCollection","features":[]}"#))
    let result = try await run(["--json", place])
    #expect(result.stdout.contains(#""current_kind":"forecast""#))
    #expect(!paths().contains { $0.hasPrefix("/stations/") })
  }

  @Test("/points redirecting within the NWS host (a relative Location) is followed")
  func relativeRedirect() async throws {
    weather.server.route(
      NWSAnswers.pointPath,
      TestResponse(
        status: 301,
        headers: [
          "Location": "/points/41.967,-71.189/moved", "Content-Type": "application/problem+json",
        ],
        body: Data(#"{"title":"Adjusting Precision Of Point Coordinate","status":301}"#.utf8)))
    weather.server.route(NWSAnswers.pointPath + "/moved", .json(answers.points()))
    let result = try await run([place])
    #expect(result.stdout.hasPrefix("Norton Center"))
    #expect(weather.server.requestCount(NWSAnswers.pointPath + "/moved") == 1)
  }

  @Test("/points redirecting to another host: refused, that host never asked")
  func foreignRedirect() async throws {
    let elsewhere = try TestHTTPServer()
    elsewhere.route(NWSAnswers.pointPath, .json(answers.points()))
    weather.server.route(
      NWSAnswers.pointPath,
      TestResponse(status: 301, headers: ["Location": elsewhere.baseURL + NWSAnswers.pointPath]))
    let result = try await run([place], status: 76)
    #expect(result.stderr.contains("redirected to another address"))
    #expect(elsewhere.requestCount() == 0)
  }

  @Test("text from the NWS is sanitised: escapes in a condition never reach the terminal")
  func sanitised() async throws {
    let hostile = answers.observation().replacing(
      #""textDescription":"Haze""#, with: #""textDescription":"Haze\u001b]0;pwned\u0007\u001b[2J""#)
    weather.server.route(NWSAnswers.observationPath, .json(hostile))
    let result = try await run([place])
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(!result.stdout.contains("\u{07}"))
    #expect(result.stdout.contains("Haze"))
  }
}
