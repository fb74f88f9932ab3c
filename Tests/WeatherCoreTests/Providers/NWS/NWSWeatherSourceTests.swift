import Foundation
import TestSupport
import Testing

@testable import WeatherCore

/// The NWS source over a stub transport answering the recorded answers (Fixtures/README.md),
/// their URLs moved to the stub's address, at the time they were recorded.
@Suite("NWS: the grid, the forecasts and the nearest station's observation")
struct NWSWeatherSourceTests {
  static let base = "http://127.0.0.1:9"
  /// 2026-07-15T20:00:37Z, when the fixtures were recorded.
  static let recorded = Date(timeIntervalSince1970: 1_784_145_637)

  let cache: LookupCache

  init() {
    cache = LookupCache(
      directory: FileManager.default.temporaryDirectory.appendingPathComponent(
        "nws-\(UUID().uuidString)"))
  }

  /// The fixtures by path, with `overrides` in their place.
  static func transport(_ overrides: [String: HTTPResponse] = [:]) throws -> StubTransport {
    let moved = { (name: String) throws -> Data in
      Data(try Fixtures.text(name).replacing("https://api.weather.gov", with: base).utf8)
    }
    var answers: [String: HTTPResponse] = [
      "/points/41.967,-71.189": HTTPResponse(status: 200, body: try moved("nws-points")),
      "/gridpoints/BOX/70,82/stations": HTTPResponse(status: 200, body: try moved("nws-stations")),
      "/gridpoints/BOX/70,82/forecast": HTTPResponse(status: 200, body: try moved("nws-forecast")),
      "/gridpoints/BOX/70,82/forecast/hourly": HTTPResponse(
        status: 200, body: try moved("nws-forecast-hourly")),
      "/stations/KTAN/observations/latest": HTTPResponse(
        status: 200, body: try moved("nws-observation-latest")),
    ]
    answers.merge(overrides) { _, new in new }
    let all = answers
    return StubTransport { url in all[url.path] ?? HTTPResponse(status: 404) }
  }

  func source(_ transport: StubTransport, now: Date = recorded) throws -> NWSWeatherSource {
    NWSWeatherSource(
      base: try #require(URL(string: Self.base)), transport: transport, cache: cache,
      otherSources: ["open-meteo", "openweathermap"], now: { now })
  }

  /// Norton, MA: the recorded point.
  static func query(_ forecast: ForecastRequest = .none, country: String? = nil) throws
    -> WeatherQuery
  {
    WeatherQuery(
      coordinate: try Coordinate(latitude: 41.967, longitude: -71.189), forecast: forecast,
      country: country)
  }

  /// An observation with its temperature, time and quality flag replaced.
  static func observation(temperature: String = "27", time: String = "2026-07-15T19:40:00+00:00")
    throws -> HTTPResponse
  {
    let text = try Fixtures.text("nws-observation-latest")
      .replacing(
        #""value": 27,"#, with: #""value": \#(temperature),"#
      ).replacing(
        "\"timestamp\": \"2026-07-15T19:40:00+00:00\"", with: "\"timestamp\": \"\(time)\"")
    return HTTPResponse(status: 200, body: Data(text.utf8))
  }

  @Test("a first lookup: /points, the stations, then the observation beside the forecasts")
  func firstLookup() async throws {
    let transport = try Self.transport()
    let weather = try await source(transport).weather(
      Self.query(ForecastRequest(hours: 2, days: 3)))
    let paths = transport.urls.map(\.path)
    #expect(paths.first == "/points/41.967,-71.189")
    #expect(paths.count == 5)
    #expect(
      try #require(paths.firstIndex(of: "/gridpoints/BOX/70,82/stations"))
        < #require(paths.firstIndex(of: "/stations/KTAN/observations/latest")))
    for url in transport.urls where url.path.contains("forecast") {
      #expect(url.query == "units=si")
    }
    let now = weather.current
    #expect(now.kind == .observation)
    #expect(abs(now.temperature - 300.15) < 0.001)
    #expect(abs((now.windSpeed ?? 0) - 7.416 / 3.6) < 0.001)
    #expect(abs((now.pressure ?? 0) - 1007.4506) < 0.001)
    #expect(abs((now.feelsLike ?? 0) - (28.833639714513332 + 273.15)) < 0.001)
    #expect(now.windDirection == 320)
    #expect(now.windGust == nil)
    #expect(now.conditions.first?.kind == .mostlyClear)
    #expect(now.conditions.first?.description == "Haze")
    #expect(now.place.name == "Norton Center")
    #expect(now.place.state == "MA")
    #expect(now.timeZone == "America/New_York")
    #expect(now.timezoneOffset == -4 * 3600)
    let forecast = try #require(weather.forecast)
    #expect(forecast.utcOffset == -4 * 3600)
    #expect(forecast.hourly.count == 2)
    #expect(abs((forecast.hourly.first?.temperature ?? 0) - (30 + 273.15)) < 0.001)
    #expect(forecast.hourly.first?.condition?.kind == .haze)
    #expect(forecast.hourly.first?.precipitationProbability == 12)
    #expect(abs((forecast.hourly.first?.wind.speed ?? 0) - 9 * 0.44704) < 0.001)
    #expect(forecast.hourly.first?.wind.direction == 315)
    // The recording's 4 periods: this afternoon and tonight, Thursday and Thursday night.
    #expect(forecast.daily.map(\.date) == ["2026-07-15", "2026-07-16"])
    let thursday = forecast.daily[1]
    #expect(abs((thursday.temperatureMax ?? 0) - UnitSystem.kelvin(89, from: .fahrenheit)) < 0.001)
    #expect(abs((thursday.temperatureMin ?? 0) - UnitSystem.kelvin(62, from: .fahrenheit)) < 0.001)
  }

  @Test("a known place afterwards: one round trip, no /points and no station list")
  func knownPlace() async throws {
    _ = try await source(Self.transport()).weather(Self.query())
    let transport = try Self.transport()
    let weather = try await source(transport).weather(Self.query(ForecastRequest(days: 2)))
    #expect(
      Set(transport.urls.map(\.path)) == [
        "/stations/KTAN/observations/latest", "/gridpoints/BOX/70,82/forecast",
      ])
    #expect(weather.current.kind == .observation)
  }

  @Test("a cached grid the office has redrawn (a 404) is asked for again, once")
  func movedGrid() async throws {
    _ = try await source(Self.transport()).weather(Self.query())
    let gone = HTTPResponse(status: 404)
    let transport = StubTransport { url in
      url.path.hasPrefix("/gridpoints/BOX/70,82/forecast") ? gone : HTTPResponse(status: 404)
    }
    await #expect(throws: WeatherError.self) {
      try await source(transport).weather(Self.query(ForecastRequest(days: 1)))
    }
    #expect(transport.urls.filter { $0.path.hasPrefix("/points/") }.count == 1)
  }

  @Test("outside the US: no request when the country is known or the point is far off")
  func outsideCoverage() async throws {
    let transport = try Self.transport()
    let expected = WeatherError.outsideCoverage(
      source: "NWS", coverage: "the US and its territories",
      others: ["open-meteo", "openweathermap"])
    await #expect(throws: expected) {
      try await source(transport).weather(Self.query(country: "CA"))
    }
    await #expect(throws: expected) {
      try await source(transport).weather(
        WeatherQuery(coordinate: try Coordinate(latitude: 51.5, longitude: -0.12)))
    }
    #expect(transport.urls.isEmpty)
  }

  @Test("/points 404 (InvalidPoint) is outside coverage, after that one request")
  func pointsNotFound() async throws {
    let transport = try Self.transport([
      "/points/41.967,-71.189": HTTPResponse(
        status: 404, body: try Fixtures.data("nws-error-404-invalid-point"))
    ])
    await #expect {
      try await source(transport).weather(Self.query())
    } throws: {
      if case .outsideCoverage = $0 as? WeatherError { true } else { false }
    }
    #expect(transport.urls.count == 1)
  }

  @Test("forecast URLs on another host are refused, and never asked")
  func foreignHost() async throws {
    let points = try Fixtures.text("nws-points").replacing(
      "https://api.weather.gov/gridpoints/BOX/70,82/forecast\"",
      with: "http://evil.example/gridpoints/BOX/70,82/forecast\""
    ).replacing("https://api.weather.gov", with: Self.base)
    let transport = try Self.transport([
      "/points/41.967,-71.189": HTTPResponse(status: 200, body: Data(points.utf8))
    ])
    await #expect(
      throws: WeatherError.unreadableAnswer(
        .malformed(
          "properties.forecast points at another host; only the configured NWS address is asked"
        ))
    ) {
      try await source(transport).weather(Self.query(ForecastRequest(days: 1)))
    }
    #expect(transport.urls.map(\.path) == ["/points/41.967,-71.189"])
  }

  @Test(
    "an observation without a temperature, all null, from last week or from the future: the forecast's hour, said so",
    arguments: [
      ("null", "2026-07-15T19:40:00+00:00"), ("27", "2026-07-08T19:40:00+00:00"),
      ("27", "2026-07-16T19:40:00+00:00"), ("27", "not a time"),
    ])
  func observationUnusable(temperature: String, time: String) async throws {
    let transport = try Self.transport([
      "/stations/KTAN/observations/latest": try Self.observation(
        temperature: temperature, time: time)
    ])
    let now = try await source(transport).weather(Self.query()).current
    #expect(now.kind == .forecast)
    #expect(abs(now.temperature - (30 + 273.15)) < 0.001)
    #expect(now.observedAt == Date(timeIntervalSince1970: 1_784_145_600))
    #expect(transport.urls.last?.path == "/gridpoints/BOX/70,82/forecast/hourly")
  }

  @Test("an observation whose every value is null: the forecast's hour")
  func allNull() async throws {
    let body =
      #"{"properties":{"timestamp":null,"temperature":{"unitCode":"wmoUnit:degC","value":null},"windSpeed":null,"icon":null,"textDescription":null}}"#
    let transport = try Self.transport([
      "/stations/KTAN/observations/latest": HTTPResponse(status: 200, body: Data(body.utf8))
    ])
    let weather = try await source(transport).weather(Self.query(ForecastRequest(hours: 1)))
    #expect(weather.current.kind == .forecast)
    // The hourly forecast was asked beside the observation: no request more.
    #expect(transport.urls.count == 4)
  }

  @Test("an observation 3 hours old is kept, and its age is shown")
  func oldObservation() async throws {
    let transport = try Self.transport([
      "/stations/KTAN/observations/latest": try Self.observation(
        time: "2026-07-15T17:00:00+00:00")
    ])
    let now = try await source(transport).weather(Self.query()).current
    #expect(now.kind == .observation)
    let age = try #require(Report.age(of: now, at: Self.recorded))
    #expect(abs(age - 3 * 3600 - 37) < 1)
    #expect(Report.age(of: now, at: Self.recorded.addingTimeInterval(-2 * 3600)) == nil)
  }

  @Test("an empty station list: no observation asked, the forecast's hour, the grid not kept")
  func noStations() async throws {
    let empty = HTTPResponse(
      status: 200, body: Data(#"{"type":"FeatureCollection","features":[]}"#.utf8))
    let transport = try Self.transport(["/gridpoints/BOX/70,82/stations": empty])
    let now = try await source(transport).weather(Self.query()).current
    #expect(now.kind == .forecast)
    #expect(!transport.urls.contains { $0.path.hasPrefix("/stations/") })
    let again = try Self.transport(["/gridpoints/BOX/70,82/stations": empty])
    _ = try await source(again).weather(Self.query())
    #expect(again.urls.first?.path == "/points/41.967,-71.189")
  }

  @Test("a forecast's Unexpected Problem 500 is temporary")
  func unexpectedProblem() async throws {
    let transport = try Self.transport([
      "/gridpoints/BOX/70,82/forecast": HTTPResponse(
        status: 500, body: try Fixtures.data("nws-error-500-unexpected-problem"))
    ])
    await #expect(throws: WeatherError.temporarilyUnavailable(.serviceError(status: 500))) {
      try await source(transport).weather(Self.query(ForecastRequest(days: 2)))
    }
  }

  @Test("the point is sent with 4 decimals at most")
  func fourDecimals() async throws {
    let transport = StubTransport(status: 500)
    _ = try? await source(transport).weather(
      WeatherQuery(coordinate: try Coordinate(latitude: 40.712_345_6, longitude: -74.006_01)))
    #expect(transport.urls.first?.path == "/points/40.7123,-74.006")
  }
}
