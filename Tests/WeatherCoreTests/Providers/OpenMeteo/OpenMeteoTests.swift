import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("Open-Meteo: URLs and real answers")
struct OpenMeteoTests {
  func provider(_ transport: StubTransport) throws -> OpenMeteoProvider {
    OpenMeteoProvider(
      geocodingBase: try #require(URL(string: "https://geocoding-api.open-meteo.com")),
      forecastBase: try #require(URL(string: "https://api.open-meteo.com")), transport: transport)
  }

  func answering(_ fixture: String, status: Int = 200) throws -> OpenMeteoProvider {
    let body = try Fixtures.data(fixture)
    return try provider(StubTransport { _ in HTTPResponse(status: status, body: body) })
  }

  @Test("search and forecast URLs carry exactly the documented parameters")
  func urls() async throws {
    let transport = StubTransport(status: 200, body: try Fixtures.text("om-search-london"))
    _ = try await provider(transport).places(PlaceQuery(name: "São Paulo&count=99"))
    #expect(
      transport.urls.first?.absoluteString
        == "https://geocoding-api.open-meteo.com/v1/search?name=S%C3%A3o%20Paulo%26count%3D99&count=10&language=en&format=json"
    )
    let geocodingBase = try #require(URL(string: "http://127.0.0.1:1"))
    let forecastBase = try #require(URL(string: "https://api.open-meteo.com"))
    let forecast = try #require(
      OpenMeteoEndpoint.forecast(Coordinate(latitude: -33.8688, longitude: 151.2093), .none)
        .url(geocodingBase: geocodingBase, forecastBase: forecastBase))
    #expect(
      forecast.absoluteString
        == "https://api.open-meteo.com/v1/forecast?latitude=-33.8688&longitude=151.2093&current=temperature_2m%2Capparent_temperature%2Crelative_humidity_2m%2Cpressure_msl%2Cwind_speed_10m%2Cwind_direction_10m%2Cwind_gusts_10m%2Cweather_code%2Cis_day%2Cprecipitation%2Cuv_index&temperature_unit=celsius&wind_speed_unit=ms&timezone=auto"
    )
  }

  // Found by fuzzing (Fuzz/Corpus/location/finding-57f47e33202b): a name whose first comma
  // part was blank was searched as an empty name.
  @Test("blank parts of a name are skipped: the search never gets an empty name")
  func blankParts() async throws {
    let transport = StubTransport(status: 200, body: try Fixtures.text("om-search-london"))
    _ = try? await provider(transport).places(PlaceQuery(name: ", ,London,,GB"))
    #expect(
      transport.urls.first?.absoluteString
        == "https://geocoding-api.open-meteo.com/v1/search?name=London&count=10&language=en&format=json"
    )
  }

  @Test("a search answer gives places with country code and region")
  func search() async throws {
    let places = try await answering("om-search-berlin").places(PlaceQuery(name: "Berlin"))
    #expect(places.map(\.country) == ["DE", "US"])
    #expect(places.map(\.state) == ["Land Berlin", "New Hampshire"])
    #expect(places[0].coordinate == (try Coordinate(latitude: 52.52437, longitude: 13.41053)))
  }

  @Test("no results key at all is not found")
  func noResults() async throws {
    await #expect(throws: WeatherError.notFound(query: "Atlantis")) {
      try await answering("om-search-none").places(PlaceQuery(name: "Atlantis"))
    }
  }

  @Test("the full answer converts to Kelvin, m/s and UTC")
  func full() async throws {
    let observation = try await answering("om-forecast-full")
      .current(at: Coordinate(latitude: 1, longitude: 1))
    #expect(abs(observation.temperature - 301.15) < 1e-9)
    #expect(abs((observation.feelsLike ?? 0) - 305.65) < 1e-9)
    #expect(observation.humidity == 83)
    #expect(observation.pressure == 1010.1)
    #expect(abs((observation.windSpeed ?? 0) - 14.0 / 3.6) < 1e-9)
    #expect(abs((observation.windGust ?? 0) - 23.8 / 3.6) < 1e-9)
    #expect(observation.windDirection == 215)
    #expect(
      observation.conditions == [
        Condition(kind: .thunderstorm, description: "thunderstorm", isDay: false)
      ])
    // 21:15 local at UTC+1 is 20:15 UTC.
    #expect(observation.observedAt.ISO8601Format() == "2025-02-05T20:15:00Z")
    #expect(observation.timezoneOffset == 3600)
    #expect(observation.place.name == "")
  }

  @Test("missing variables stay empty; below freezing stays below")
  func partial() async throws {
    let moscow = try await answering("om-forecast-moscow").current(
      at: Coordinate(latitude: 55.75, longitude: 37.62))
    #expect(TemperatureFormatter.forPeople(kelvin: moscow.temperature, in: .metric) == "-4°C")
    #expect(moscow.conditions.isEmpty)
    #expect(moscow.feelsLike == nil)
    #expect(moscow.pressure == nil)
    #expect(moscow.observedAt.ISO8601Format() == "2025-12-25T03:45:00Z")
    let edinburgh = try await answering("om-forecast-edinburgh").current(
      at: Coordinate(latitude: 56, longitude: -3.2))
    #expect(TemperatureFormatter.forMachines(kelvin: edinburgh.temperature, in: .metric) == 16.4)
    #expect(edinburgh.windSpeed == nil)
    let sea = try await answering("om-forecast-arabian-sea").current(
      at: Coordinate(latitude: 23.75, longitude: 61.5))
    #expect(sea.conditions.first?.description == "mainly clear")
  }

  @Test("a 400 is a rejected request carrying Open-Meteo's reason")
  func badRequest() async throws {
    await #expect(
      throws: WeatherError.requestRejected(
        "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly")
    ) {
      try await answering("om-error-400", status: 400).current(
        at: Coordinate(latitude: 1, longitude: 1))
    }
  }

  @Test(
    "a time that is not ISO 8601 local time is unreadable",
    arguments: ["", "yesterday", "2025-02-30T10:00", "2025-02-05", "2025-02-05T25:00"])
  func badTime(time: String) async throws {
    let body =
      #"{"latitude":1,"longitude":1,"utc_offset_seconds":0,"current":{"time":"\#(time)","temperature_2m":1}}"#
    let provider = try provider(StubTransport(status: 200, body: body))
    await #expect(
      throws: WeatherError.unreadableAnswer(.malformed("invalid value at current.time"))
    ) {
      try await provider.current(at: Coordinate(latitude: 1, longitude: 1))
    }
  }

  @Test("a missing utc_offset_seconds is the named time zone's offset, never 0; with no zone, 76")
  func missingOffset() async throws {
    let seoul =
      #"{"latitude":37.5,"longitude":127,"timezone":"Asia/Seoul","current":{"time":"2026-11-26T09:00","temperature_2m":1}}"#
    let observation = try await provider(StubTransport(status: 200, body: seoul)).current(
      at: Coordinate(latitude: 37.5, longitude: 127))
    #expect(observation.timezoneOffset == 9 * 3600)
    #expect(observation.observedAt == Date(timeIntervalSince1970: 1_795_651_200))
    // New York's clocks went back on 2 November: the offset is November's, not October's.
    let newYork =
      #"{"latitude":40.7,"longitude":-74,"timezone":"America/New_York","current":{"time":"2026-11-26T09:00","temperature_2m":1}}"#
    let winter = try await provider(StubTransport(status: 200, body: newYork)).current(
      at: Coordinate(latitude: 40.7, longitude: -74))
    #expect(winter.timezoneOffset == -5 * 3600)
    let nameless =
      #"{"latitude":1,"longitude":1,"current":{"time":"2026-11-26T09:00","temperature_2m":1}}"#
    await #expect(
      throws: WeatherError.unreadableAnswer(.malformed("missing field utc_offset_seconds"))
    ) {
      try await provider(StubTransport(status: 200, body: nameless)).current(
        at: Coordinate(latitude: 1, longitude: 1))
    }
  }
}
