import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("MET Norway: the Locationforecast answer as our weather")
struct METNorwayForecastTests {
  func weather(_ body: String, forecast: ForecastRequest = ForecastRequest(hours: 200, days: 9))
    async throws(WeatherError) -> Weather
  {
    let transport = StubTransport(status: 200, body: body)
    let sources: LookupSources
    do {
      sources = try ProviderConfiguration(choice: "met-norway").makeSources(transport: transport)
    } catch {
      throw .requestRejected("\(error)")
    }
    // Oslo: its longitude tells its hours, 15° an hour (UTC+1).
    let oslo = try Coordinate(latitude: 59.9139, longitude: 10.7522)
    return try await sources.weather.weather(
      WeatherQuery(coordinate: oslo, forecast: forecast))
  }

  @Test("The documented answer of 2020 has no step for now: unreadable, never an old forecast")
  func documented() async throws {
    let transport = try StubTransport(fixture: "metno-complete")
    let source = try ProviderConfiguration(choice: "met-norway").makeSources(transport: transport)
      .weather
    await #expect(
      throws: WeatherError.unreadableAnswer(.malformed("no forecast step for the current hour"))
    ) {
      _ = try await source.weather(
        WeatherQuery(coordinate: try Coordinate(latitude: 60.1, longitude: 10)))
    }
  }

  @Test("Hourly steps then 6-hourly ones, each with its own length; current is this hour's")
  func stepLengths() async throws {
    let weather = try await weather(METAnswer.body(METAnswer.series()))
    let hourly = try #require(weather.forecast?.hourly)
    #expect(hourly.prefix(60).allSatisfy { $0.hours == 1 })
    #expect(hourly.dropFirst(60).allSatisfy { $0.hours == 6 })
    #expect(weather.current.kind == .forecast)
    #expect(weather.current.observedAt == hourly[0].time)
    #expect(weather.current.observedAt <= Date() && Date() < hourly[0].end)
    #expect(weather.current.conditions.first?.kind == .rain)
    #expect(weather.current.temperature == 273.15)
    #expect(weather.current.pressure == 1010)
    #expect(weather.forecast?.utcOffset == 3600)
    #expect((weather.forecast?.daily.count ?? 0) >= 7)
  }

  @Test("An empty timeseries is an unreadable answer, never a crash")
  func empty() async throws {
    await #expect(
      throws: WeatherError.unreadableAnswer(.malformed("no forecast step for the current hour"))
    ) {
      _ = try await weather(#"{"type":"Feature","properties":{"timeseries":[]}}"#)
    }
  }

  @Test("100,000 steps: read to the first 500, in order")
  func hugeSeries() async throws {
    let steps = (0..<100_000).map { (Double($0), "5", Optional(1), "fog") }
    let weather = try await weather(METAnswer.body(steps))
    #expect(weather.forecast?.hourly.count == 200)
    #expect(weather.current.conditions.first?.kind == .fog)
  }

  @Test("Steps out of order or duplicated: sorted, the first of each time kept")
  func disorder() async throws {
    let weather = try await weather(
      METAnswer.body([
        (2, "12", 1, "rain"), (0, "10", 1, "clearsky_day"), (1, "11", 1, "fog"),
        (0, "30", 1, "snow"), (1, "31", 1, "snow"), (3, "13", 1, "cloudy"),
      ]))
    let hourly = try #require(weather.forecast?.hourly)
    #expect(hourly.map(\.temperature) == [283.15, 284.15, 285.15, 286.15])
    #expect(zip(hourly, hourly.dropFirst()).allSatisfy { $0.end <= $1.time })
    #expect(weather.current.conditions.first?.kind == .clear)
  }

  @Test("A period longer than the gap to the next step is cut to it; the last step's is the gap")
  func overlaps() async throws {
    let weather = try await weather(
      METAnswer.body([(0, "1", 6, "rain"), (2, "2", 6, "rain"), (8, "3", nil, "")]))
    #expect(weather.forecast?.hourly.map(\.hours) == [2, 6, 6])
  }

  @Test("Absurd values: an impossible temperature fails the answer (as everywhere), others go")
  func absurd() async throws {
    let body = METAnswer.body([
      (0, "-500", 1, "rain"), (0.5, "1e308", 1, "rain"), (1, "10", 1, "rain"),
    ])
    .replacingOccurrences(of: #""relative_humidity":80"#, with: #""relative_humidity":5000"#)
    await #expect(throws: WeatherError.self) { _ = try await weather(body) }
    let humid = try await weather(
      METAnswer.body([(0, "10", 1, "rain")]).replacingOccurrences(
        of: #""relative_humidity":80,"wind_speed":4"#,
        with: #""relative_humidity":5000,"wind_speed":-3"#))
    #expect(humid.current.humidity == nil)
    #expect(humid.current.windSpeed == nil)
  }

  @Test("Text from the answer never reaches a condition: an unknown code is our words")
  func sanitised() async throws {
    let weather = try await weather(METAnswer.body([(0, "10", 1, "rain\\u001b[2J\\u0007")]))
    #expect(weather.current.conditions.first?.kind == .unknown)
    #expect(weather.current.conditions.first?.description == "unknown weather symbol")
  }

  @Test("At most 4 decimals are sent, however many the coordinate has")
  func precision() async throws {
    let transport = StubTransport(status: 200, body: METAnswer.body(METAnswer.series()))
    let source = try ProviderConfiguration(choice: "met-norway").makeSources(transport: transport)
      .weather
    _ = try await source.weather(
      WeatherQuery(coordinate: try Coordinate(latitude: 59.913_456_78, longitude: -10.000_049)))
    let url = try #require(transport.urls.first)
    #expect(url.path == "/weatherapi/locationforecast/2.0/complete")
    #expect(url.query == "lat=59.9135&lon=-10")
  }
}
