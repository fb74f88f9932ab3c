import Foundation
import TestSupport
import Testing

/// Issue 34's "work with the new sources" list, end to end with the NWS and MET Norway on
/// the test server: saved places and `--places`, the extras, `--stale`, a failover between
/// the two with every form naming the one that answered, and MET's `Expires` attacks.
@Suite("The NWS and MET Norway wherever the other sources work")
struct NewSourcesEverywhereTests {
  let weather: WeatherProcess
  let nws: NWSAnswers
  let norton = "41.967,-71.189"
  let metPath = "/weatherapi/locationforecast/2.0/complete"

  init() throws {
    weather = try WeatherProcess()
    nws = NWSAnswers(base: weather.server.baseURL)
    nws.install(on: weather.server)
    weather.server.route(metPath, .json(METAnswer.body(METAnswer.series())))
    weather.server.route("/v1/air-quality", try .fixture("om-air-quality-london"))
    weather.server.route(
      "/alerts/active",
      .json(
        #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"#
          + #""event":"Winter Storm Warning","severity":"Severe","status":"Actual","#
          + #""messageType":"Alert","onset":"2026-01-01T00:00:00Z","#
          + #""ends":"2099-01-07T06:00:00-05:00","senderName":"NWS Boston MA","#
          + #""headline":"h","description":"Snow."}}]}"#))
  }

  func run(_ arguments: [String]) async throws -> RunResult {
    var environment = weather.environment(apiKey: nil)
    environment["WEATHER_CONTACT"] = "ops@example.com"
    return try await weather.run(arguments, environment: environment)
  }

  @Test(
    "@NAME, the config file's location and --places, with each new source",
    arguments: ["nws", "met-norway"])
  func places(source: String) async throws {
    try weather.writeConfig("location = @home\nplace.home = \(norton)\n")
    let saved = try await run(["--provider", source])
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stdoutLines.count == 1)
    let named = try await run(["--provider", source, "--json", "@home"])
    #expect(named.stdout.contains(#""provider":"\#(source)""#), "\(named.stdout)")
    let asked = weather.server.requests.count
    let list = try await run(["--provider", source, "--places", "Springfield"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdoutLines.count > 1)
    #expect(weather.server.requests.count == asked, "the built-in places answer offline")
  }

  @Test("--air and --alerts: the air from Open-Meteo, the NWS's alerts in the US, nothing held")
  func extras() async throws {
    let result = try await run(["--provider", "nws", "--air", "--alerts", "--json", norton])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(json["provider"] as? String == "nws")
    #expect(json["air"] is [String: Any], "\(result.stdout)")
    let alerts = try #require(json["alerts"] as? [[String: Any]], "\(result.stdout)")
    #expect(alerts.first?["event"] as? String == "Winter Storm Warning")
    #expect(weather.server.requests.contains { $0.path == "/alerts/active" })
    let met = try await run(["--provider", "met-norway", "--air", "--alerts", "Oslo"])
    #expect(met.status == 0, "\(met.stderr)")
    #expect(met.stdout.hasPrefix("Oslo, NO"), "\(met.stdout)")
    #expect(met.stdout.contains("AQI"), "\(met.stdout)")
  }

  @Test("--stale with the NWS: a service error later shows the last answer, marked")
  func stale() async throws {
    #expect(try await run(["--provider", "nws", "--stale", "3600", norton]).status == 0)
    for path in [
      NWSAnswers.observationPath, NWSAnswers.grid + "/forecast/hourly",
      NWSAnswers.grid + "/forecast",
    ] {
      weather.server.route(path, TestResponse(status: 503))
    }
    let failed = try await run(["--provider", "nws", norton])
    #expect(failed.status == 75, "\(failed.stderr)")
    let stale = try await run(["--provider", "nws", "--stale", "3600", norton])
    #expect(stale.status == 0, "\(stale.stderr)")
    #expect(stale.stdout.hasPrefix("Norton Center, MA, US  27°C"), "\(stale.stdout)")
    #expect(stale.stderrLines.count == 1, "the one line that says it is old: \(stale.stderr)")
  }

  @Test("nws,met-norway: the NWS failing, MET answers and every form names it")
  func failover() async throws {
    weather.server.route(
      NWSAnswers.pointPath, try .fixture("nws-error-500-unexpected-problem", status: 503))
    let list = ["--provider", "nws,met-norway", norton]
    let line = try await run(list)
    #expect(line.status == 0, "\(line.stderr)")
    #expect(line.stdout.hasSuffix("(from MET Norway)\n"), "\(line.stdout)")
    let json = try await run(["--json"] + list)
    #expect(json.stdout.contains(#""provider":"met-norway""#), "\(json.stdout)")
    let csv = try CSVTable.parse(try await run(["--csv"] + list).stdout)
    let column = try #require(csv.first?.firstIndex(of: "provider"))
    #expect(csv.last?[column] == "met-norway")
    let prometheus = try await run(["--prometheus"] + list)
    #expect(prometheus.stdout.contains(#"provider="met-norway""#), "\(prometheus.stdout)")
    let report = try await run(["--report"] + list)
    #expect(report.stdoutLines.first?.contains("(from MET Norway)") == true, "\(report.stdout)")
    // A 503 from the NWS is not retried (its policy): one /points request per run.
    #expect(weather.server.requestCount(NWSAnswers.pointPath) == 5)
  }

  @Test(
    "MET: an Expires that is no date and no Last-Modified promise nothing: asked again, unconditionally"
  )
  func metUnparsableExpires() async throws {
    var answer = TestResponse.json(METAnswer.body(METAnswer.series()))
    answer.headers["Expires"] = "soon"
    weather.server.route(metPath, answer)
    #expect(try await run(["--provider", "met-norway", "Oslo"]).status == 0)
    #expect(try await run(["--provider", "met-norway", "Oslo"]).status == 0)
    let asked = weather.server.requests.filter { $0.path == metPath }
    #expect(asked.count == 2)
    #expect(asked.allSatisfy { $0.headers["if-modified-since"] == nil })
  }

  @Test("MET: an Expires ten years ahead holds (capped at an hour): the next run asks nothing")
  func metFarExpires() async throws {
    var answer = TestResponse.json(METAnswer.body(METAnswer.series()))
    answer.headers["Expires"] = METNorwayEndToEndTests.http(
      Date().addingTimeInterval(10 * 365 * 86_400))
    weather.server.route(metPath, answer)
    let first = try await run(["--provider", "met-norway", "Oslo"])
    let second = try await run(["--provider", "met-norway", "--no-cache", "Oslo"])
    #expect(second.stdout == first.stdout)
    #expect(weather.server.requestCount(metPath) == 1)
  }

  @Test("NWS: a /points redirect within its host is followed once; a second is refused (76)")
  func redirectOnce() async throws {
    let moved = NWSAnswers.pointPath + "/moved"
    let redirect = { (to: String) in TestResponse(status: 301, headers: ["Location": to]) }
    weather.server.route(NWSAnswers.pointPath, redirect(moved))
    weather.server.route(moved, redirect(moved + "/again"))
    weather.server.route(moved + "/again", .json(nws.points()))
    let result = try await run(["--provider", "nws", norton])
    #expect(result.status == 76, "\(result.stderr)")
    #expect(result.stderr.contains("redirected too many times"), "\(result.stderr)")
    #expect(weather.server.requestCount(moved) == 1)
    #expect(weather.server.requestCount(moved + "/again") == 0)
  }

  @Test(
    "a typo with each new source: 66 and the place meant, no weather asked",
    arguments: ["nws", "met-norway"])
  func typo(source: String) async throws {
    weather.server.route("/v1/search", try .fixture("om-search-none"))
    let result = try await run(["--provider", source, "Seuol"])
    #expect(result.status == 66, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("weather: no place named \"Seuol\"; did you mean Seoul, KR"))
    #expect(
      !weather.server.requests.contains { $0.path.hasPrefix("/points") || $0.path == metPath })
  }

  @Test("--compare in the US: the NWS and MET Norway side by side, each named, with Open-Meteo")
  func compare() async throws {
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
    let result = try await run(["--compare", norton])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdoutLines
    #expect(lines.contains { $0.hasPrefix("NWS ") && $0.contains("27°C") }, "\(result.stdout)")
    #expect(lines.contains { $0.hasPrefix("MET Norway ") && $0.contains("°C") }, "\(result.stdout)")
    #expect(lines.contains { $0.hasPrefix("Open-Meteo ") }, "\(result.stdout)")
    #expect(lines.last?.hasPrefix("spread ") == true, "\(result.stdout)")
  }

  @Test("--provider auto: the NWS for a US place, Open-Meteo elsewhere (its documented list)")
  func auto() async throws {
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
    let us = try await run(["--provider", "auto", "--json", norton])
    #expect(us.stdout.contains(#""provider":"nws""#), "\(us.stdout)")
    let elsewhere = try await run(["--provider", "auto", "--json", "Oslo"])
    #expect(elsewhere.stdout.contains(#""provider":"open-meteo""#), "\(elsewhere.stdout)")
    #expect(!weather.server.requests.contains { $0.path == metPath })
  }

  @Test("what a source lacks is null in JSON and ? in a template: no feels-like or UV now")
  func lacking() async throws {
    for source in ["nws", "met-norway"] {
      let json = try await run(["--provider", source, "--json", norton])
      #expect(json.stdout.contains(#""feels_like":null"#), "\(source): \(json.stdout)")
      #expect(json.stdout.contains(#""uv_index":null"#), "\(source): \(json.stdout)")
      let template = try await run(["--provider", source, "-f", "%f|%u", norton])
      #expect(template.stdout == "?|?\n", "\(source): \(template.stderr)")
    }
  }
}
