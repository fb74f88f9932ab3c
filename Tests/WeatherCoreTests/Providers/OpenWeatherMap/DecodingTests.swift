import Foundation
import TestSupport
import Testing

@testable import WeatherCore

@Suite("Decoding real OpenWeatherMap answers")
struct DecodingTests {
  func observation(_ fixture: String) async throws -> Observation {
    try await currentWeather(StubTransport(fixture: fixture))
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
        Condition(kind: .rain, id: 501, main: "Rain", description: "moderate rain", icon: "10d")
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

  @Test("direct geocoding keeps every place, with and without a state")
  func geocoding() async throws {
    let provider = try openWeatherMap(StubTransport(fixture: "owm-geocoding-direct-london"))
    let places = try await provider.places(PlaceQuery(name: "London", limit: 5))
    #expect(places.map(\.country) == ["GB", "CA", "US", "US", "US"])
    #expect(places.map(\.state) == [nil, nil, "OH", "KY", "CA"])
    #expect(places[0].coordinate == (try Coordinate(latitude: 51.5085, longitude: -0.1257)))
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
    let expected: WeatherError =
      reason == "empty body" ? .unreadableAnswer(.emptyBody) : .unreadableAnswer(.malformed(reason))
    await #expect(throws: expected) {
      try await currentWeather(StubTransport(status: 200, body: body))
    }
  }

  @Test("an answer asked for in Japanese keeps its words and its place name")
  func japanese() throws {
    let response = try JSONDecoder().decode(
      CurrentWeatherResponse.self, from: try Fixtures.data("owm-current-tokyo-ja"))
    let observation = response.observation(requested: try Coordinate(latitude: 35, longitude: 139))
    #expect(observation.conditions.first?.description == "曇りがち")
    #expect(observation.conditions.first?.main == "Clouds")
    #expect(observation.place.name == "東京都")
  }

  @Test("local_names give the place's name in the language asked for, leniently")
  func localNames() async throws {
    let body = """
      [{"name":"Springfield","local_names":{"ja":"スプリングフィールド","xx":7,"ko":null},\
      "lat":44.05,"lon":-123.02,"country":"US","state":"Oregon"}]
      """
    let provider = try openWeatherMap(StubTransport(status: 200, body: body))
    let japanese = try await provider.places(PlaceQuery(name: "Springfield", language: "ja"))
    #expect(japanese.first?.name == "スプリングフィールド")
    let korean = try await provider.places(PlaceQuery(name: "Springfield", language: "ko"))
    #expect(korean.first?.name == "Springfield")
  }
}
