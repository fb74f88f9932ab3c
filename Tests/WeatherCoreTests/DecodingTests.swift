import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("Decoding real OpenWeatherMap answers")
struct DecodingTests {
  func observation(_ fixture: String) async throws -> Observation {
    let body = try Fixtures.data(fixture)
    let (_, weather) = try clients(StubTransport { _ in HTTPResponse(status: 200, body: body) })
    return try await weather.currentWeather(at: Coordinate(latitude: 1, longitude: 2))
  }

  @Test("the documented example decodes with every field")
  func zocca() async throws {
    let result = try await observation("owm-current-zocca")
    #expect(result.place.name == "Zocca")
    #expect(result.place.country == "IT")
    #expect(result.place.coordinate == (try Coordinate(latitude: 44.34, longitude: 10.99)))
    #expect(result.temperature == 298.48)
    #expect(result.feelsLike == 298.74)
    #expect(result.temperatureMin == 297.56)
    #expect(result.temperatureMax == 300.05)
    #expect(result.pressure == 1015)
    #expect(result.humidity == 64)
    #expect(result.windSpeed == 0.62)
    #expect(result.windDirection == 349)
    #expect(result.windGust == 1.18)
    #expect(
      result.conditions == [
        Condition(id: 501, main: "Rain", description: "moderate rain", icon: "10d")
      ])
    #expect(result.observedAt == Date(timeIntervalSince1970: 1_661_870_592))
    #expect(result.timezoneOffset == 7200)
  }

  @Test("an answer without feels_like, timezone or gust decodes with those left empty")
  func olderShape() async throws {
    let result = try await observation("owm-current-london-drizzle")
    #expect(result.place.name == "London")
    #expect(result.temperature == 280.32)
    #expect(result.feelsLike == nil)
    #expect(result.windGust == nil)
    #expect(result.timezoneOffset == nil)
  }

  @Test("an answer without visibility or sys.type decodes")
  func pyowmShape() async throws {
    let result = try await observation("owm-current-london-pyowm")
    #expect(result.place.country == "GB")
    #expect(result.windGust == 2.57)
    #expect(result.conditions.map(\.description) == ["overcast clouds"])
  }

  @Test("several conditions, snow and a whole-number wind speed decode, below freezing")
  func moscow() async throws {
    let result = try await observation("owm-current-moscow-snow")
    #expect(result.conditions.map(\.main) == ["Drizzle", "Mist", "Snow"])
    #expect(result.windSpeed == 3)
    #expect(TemperatureFormatter.forPeople(kelvin: result.temperature, in: .metric) == "-7°C")
  }

  @Test("rain over three hours and a fractional wind direction decode")
  func rainAndFractions() async throws {
    let dresden = try await observation("owm-current-dresden-rain")
    #expect(dresden.conditions.first?.description == "heavy intensity rain")
    let newYork = try await observation("owm-current-newyork")
    #expect(newYork.windDirection == 47.0027)
  }

  @Test("the forecast decodes, with cod as a string and empty rain objects")
  func forecast() async throws {
    let body = try Fixtures.data("owm-forecast-dresden-snow")
    let (_, weather) = try clients(StubTransport { _ in HTTPResponse(status: 200, body: body) })
    let steps = try await weather.forecast(at: Coordinate(latitude: 51, longitude: 13.7))
    #expect(steps.count == 4)
    #expect(steps.allSatisfy { $0.place.name == "Dresden" && $0.place.country == "DE" })
    #expect(steps.last?.conditions.first?.main == "Snow")
    #expect(steps.first?.pressure == 989.57)
    #expect(steps.first?.observedAt == Date(timeIntervalSince1970: 1_543_093_200))
  }

  @Test("direct geocoding keeps every place, with and without a state")
  func geocoding() async throws {
    let body = try Fixtures.data("owm-geocoding-direct-london")
    let (geocoding, _) = try clients(StubTransport { _ in HTTPResponse(status: 200, body: body) })
    let places = try await geocoding.places(named: "London", limit: 5)
    #expect(places.map(\.country) == ["GB", "CA", "US", "US", "US"])
    #expect(places.map(\.state) == [nil, nil, "OH", "KY", "CA"])
    #expect(places[0].coordinate == (try Coordinate(latitude: 51.5085, longitude: -0.1257)))
  }

  @Test("the zip answer decodes to one place")
  func zip() async throws {
    let body = try Fixtures.data("owm-geocoding-zip")
    let (geocoding, _) = try clients(StubTransport { _ in HTTPResponse(status: 200, body: body) })
    let place = try await geocoding.place(zip: "E14,GB")
    #expect(place.name == "London")
    #expect(place.coordinate == (try Coordinate(latitude: 51.5032, longitude: -0.0195)))
  }

  @Test("reverse geocoding uses the same shape as direct")
  func reverse() async throws {
    let body = try Fixtures.data("owm-geocoding-direct-london-uk")
    let transport = StubTransport { _ in HTTPResponse(status: 200, body: body) }
    let (geocoding, _) = try clients(transport)
    let places = try await geocoding.places(near: Coordinate(latitude: 51.5, longitude: -0.12))
    #expect(places.first?.state == "England")
    #expect(transport.urls.first?.path == "/geo/1.0/reverse")
  }

  @Test(
    "bodies of the wrong shape are unreadable, naming what was wrong",
    arguments: [
      ("", "empty body"), ("<html><body>502</body></html>", "not valid JSON"),
      (#"{"coord":{"lon":1,"lat":2}"#, "not valid JSON"), (#"{"dt":1}"#, "missing field main"),
      (#"{"dt":1,"main":{}}"#, "missing field main.temp"),
      (#"{"dt":1,"main":{"temp":"warm"}}"#, "expected a number at main.temp"),
      (
        #"{"dt":1,"main":{"temp":280},"weather":[{"id":"x"}]}"#,
        "expected a number at weather[0].id"
      ),
      ("[]", "expected an object at the top level"),
    ])
  func wrongShapes(body: String, reason: String) async throws {
    let (_, weather) = try clients(StubTransport(status: 200, body: body))
    await #expect(throws: WeatherError.unreadableResponse(reason)) {
      try await weather.currentWeather(at: Coordinate(latitude: 1, longitude: 2))
    }
  }
}
