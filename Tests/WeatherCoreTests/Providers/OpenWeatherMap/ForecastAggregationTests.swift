import Foundation
import TestSupport
import Testing

@testable import WeatherCore

@Suite("OpenWeatherMap's 3-hour steps as local days")
struct ForecastAggregationTests {
  func forecast(_ fixture: String, days: Int = 5, hours: Int = 0) throws -> Forecast {
    let response = try JSONDecoder().decode(ForecastResponse.self, from: Fixtures.data(fixture))
    let first = try #require(response.list.first)
    // Now is the first step, as when the forecast was fetched.
    let current = Observation(
      place: Place(
        name: "", country: nil, state: nil, coordinate: try Coordinate(latitude: 0, longitude: 0)),
      temperature: first.main.temp, observedAt: Date(timeIntervalSince1970: TimeInterval(first.dt)))
    return try response.forecast(ForecastRequest(hours: hours, days: days), current: current)
  }

  @Test("east of UTC (Manila, +8): today from now, then only days the steps cover in full")
  func east() throws {
    let days = try forecast("owm-forecast-manila").daily
    #expect(
      days.map(\.date) == ["2026-08-01", "2026-08-02", "2026-08-03", "2026-08-04", "2026-08-05"])
    #expect(days[0].temperatureMin == 28.16)
    #expect(days[0].temperatureMax == 29.51)
    #expect(days[0].condition?.id == 501)
    #expect(days[0].precipitationProbability == 100)
    #expect(abs((days[0].precipitation ?? 0) - 10.26) < 1e-9)
    #expect(days[1].temperatureMin == 25.29)
    #expect(days[1].temperatureMax == 28.24)
    #expect(abs((days[1].precipitation ?? 0) - 18.56) < 1e-9)
    // Rain outranks the overcast steps of the same day, and the icon is the day's.
    #expect(days[1].condition?.id == 501)
    #expect(days[1].condition?.icon == "10d")
    #expect(days[4].wind.speed == 6.14)
  }

  @Test("west of UTC (Curacautín, -4): the last, partly covered day is left out")
  func west() throws {
    let days = try forecast("owm-forecast-curacautin", days: 16).daily
    #expect(days.count == 5)
    #expect(days.first?.date == "2026-08-01")
    #expect(days.last?.date == "2026-08-05")
    // Snow outranks rain on a day with both.
    #expect(days[4].condition?.id == 602)
    #expect(abs((days[4].precipitation ?? 0) - 92.59) < 1e-9)
    #expect(days[0].temperatureMin == -2.87)
    #expect(days[0].temperatureMax == -1.44)
  }

  @Test("days are cut to the number asked; hours take the steps that cover them")
  func limits() throws {
    let forecast = try forecast("owm-forecast-manila", days: 2, hours: 7)
    #expect(forecast.daily.count == 2)
    #expect(forecast.hourlyInterval == 3)
    #expect(forecast.hourly.count == 3)
    #expect(forecast.hourly[0].precipitationProbability == 100)
    #expect(forecast.hourly[0].precipitation == 5.49)
    #expect(forecast.utcOffset == 28_800)
  }

  @Test("at 23:59 local with no step left today, today is today: the current reading alone")
  func lastLocalHours() throws {
    let response = try JSONDecoder().decode(
      ForecastResponse.self, from: Fixtures.data("owm-forecast-manila"))
    // 2026-08-01 23:59 in Manila (+8); the answer's steps start at 02:00 the next day.
    let late = ForecastResponse(list: Array(response.list.dropFirst(3)), city: response.city)
    let current = Observation(
      place: Place(
        name: "", country: nil, state: nil, coordinate: try Coordinate(latitude: 0, longitude: 0)),
      temperature: 27.5, windSpeed: 2, windDirection: 90,
      conditions: [Condition(kind: .clear, description: "clear sky", isDay: false)],
      observedAt: Date(timeIntervalSince1970: 1_785_599_940))
    let days = try late.forecast(ForecastRequest(days: 3), current: current).daily
    #expect(days.map(\.date) == ["2026-08-01", "2026-08-02", "2026-08-03"])
    #expect(days[0].temperatureMin == 27.5)
    #expect(days[0].temperatureMax == 27.5)
    #expect(days[0].condition?.id == 800)
    #expect(days[0].wind.speed == 2)
    #expect(days[0].precipitation == nil)
    #expect(days[0].precipitationProbability == nil)
    // Tomorrow keeps its own steps: never shown as today's.
    #expect(days[1].temperatureMin == 25.29)
    #expect(days[1].temperatureMax == 28.24)
  }

  @Test("without hours asked, no steps are kept")
  func noHours() throws {
    #expect(try forecast("owm-forecast-manila", days: 1).hourly.isEmpty)
  }

  @Test("conditions rank thunder over snow over rain over drizzle over fog over clouds over clear")
  func severity() {
    let order: [ConditionKind] = [
      .clear, .mostlyClear, .overcast, .fog, .lightDrizzle, .lightRain, .heavyRain, .lightSnow,
      .thunderstorm,
    ]
    let conditions = order.map { Condition(kind: $0, description: "") }
    #expect(zip(conditions, conditions.dropFirst()).allSatisfy { $0.mattersLess(than: $1) })
  }
}
