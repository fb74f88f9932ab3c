import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("Open-Meteo: hourly and daily in the one forecast request")
struct OpenMeteoForecastTests {
  let darwin = Coordinate.self

  func weather(_ request: ForecastRequest) async throws -> Weather {
    let transport = try StubTransport(fixture: "om-forecast-darwin")
    return try await openMeteo(transport).weather(
      WeatherQuery(coordinate: Coordinate(latitude: -12.4, longitude: 130.86), forecast: request))
  }

  @Test("the request asks for hourly hours and daily days; none of it without a forecast")
  func request() async throws {
    let transport = try StubTransport(fixture: "om-forecast-darwin")
    let provider = try openMeteo(transport)
    let point = try Coordinate(latitude: 1, longitude: 2)
    _ = try await provider.weather(WeatherQuery(coordinate: point))
    _ = try await provider.weather(
      WeatherQuery(coordinate: point, forecast: ForecastRequest(hours: 30, days: 3)))
    _ = try await provider.weather(
      WeatherQuery(coordinate: point, forecast: ForecastRequest(days: 16)))
    let queries = transport.urls.map { $0.query ?? "" }
    #expect(!queries[0].contains("hourly") && !queries[0].contains("daily"))
    #expect(queries[1].contains("&hourly=temperature_2m%2C"))
    #expect(queries[1].contains("&daily=weather_code%2C"))
    #expect(queries[1].contains("&forecast_hours=30&"))
    #expect(queries[1].contains("&forecast_days=3&"))
    #expect(!queries[2].contains("hourly="))
    #expect(queries[2].contains("&forecast_days=16&"))
  }

  @Test("hours start at the step that holds now (17:00 at UTC+9:30), in UTC")
  func hours() async throws {
    let forecast = try #require(try await weather(ForecastRequest(hours: 48)).forecast)
    #expect(forecast.hourlyInterval == 1)
    #expect(forecast.utcOffset == 34_200)
    // The capture holds the first 24 hours of the day, so 7 are left from 17:00.
    #expect(forecast.hourly.count == 7)
    #expect(forecast.hourly.first?.time.ISO8601Format() == "2026-09-21T07:30:00Z")
    #expect(abs((forecast.hourly.first?.temperature ?? 0) - 301.35) < 1e-9)
    #expect(forecast.hourly.first?.precipitationProbability == 22)
    // is_day 0 at 19:00 local: a night icon.
    #expect(forecast.hourly.map { $0.condition?.icon ?? "" }.last == "02n")
  }

  @Test("days come as sent, converted from km/h")
  func days() async throws {
    let forecast = try #require(try await weather(ForecastRequest(days: 7)).forecast)
    let days = forecast.daily
    #expect(days.map(\.date).first == "2026-09-21")
    #expect(days.count == 7)
    #expect(abs((days[0].temperatureMax ?? 0) - 302.45) < 1e-9)
    #expect(abs((days[0].wind.speed ?? 0) - 21.5 / 3.6) < 1e-9)
    #expect(days[0].condition?.id == 300)
    #expect(days[4].condition?.id == 802)
    #expect(forecast.hourly.isEmpty)
  }

  @Test("a malformed day is an unreadable answer, naming where")
  func malformedDay() async throws {
    let body = """
      {"latitude":1,"longitude":1,"utc_offset_seconds":0,"current":{"time":"2026-01-01T00:00",\
      "temperature_2m":1},"daily":{"time":["2026-02-30"]}}
      """
    let provider = try openMeteo(StubTransport(status: 200, body: body))
    await #expect(
      throws: WeatherError.unreadableAnswer(.malformed("invalid value at daily.time[0]"))
    ) {
      try await provider.weather(
        WeatherQuery(
          coordinate: Coordinate(latitude: 1, longitude: 1), forecast: ForecastRequest(days: 1)))
    }
  }

  @Test(
    "WMO codes become OpenWeatherMap conditions, day and night",
    arguments: [
      (0, true, 800, "Clear", "01d"), (0, false, 800, "Clear", "01n"),
      (3, true, 804, "Clouds", "04d"),
      (45, true, 741, "Fog", "50d"), (61, true, 500, "Rain", "10d"),
      (75, false, 602, "Snow", "13n"),
      (95, true, 211, "Thunderstorm", "11d"),
    ])
  func wmo(code: Int, isDay: Bool, id: Int, main: String, icon: String) async throws {
    let body = """
      {"latitude":1,"longitude":1,"utc_offset_seconds":0,"current":{"time":"2026-01-01T00:00",\
      "temperature_2m":1,\
      "weather_code":\(code),"is_day":\(isDay ? 1 : 0)}}
      """
    let current = try await openMeteo(StubTransport(status: 200, body: body))
      .current(at: Coordinate(latitude: 1, longitude: 1))
    #expect(current.conditions.first?.id == id)
    #expect(current.conditions.first?.main == main)
    #expect(current.conditions.first?.icon == icon)
  }
}
