import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("HTTP status to WeatherError")
struct StatusMappingTests {
  func weatherError(status: Int, body: String, headers: [String: String] = [:]) async throws
    -> WeatherError?
  {
    do {
      _ = try await currentWeather(StubTransport(status: status, body: body, headers: headers))
      return nil
    } catch let error as WeatherError {
      return error
    }
  }

  @Test("401 is a rejected key, never a decoding failure")
  func unauthorized() async throws {
    let error = try await weatherError(status: 401, body: try Fixtures.text("owm-error-401"))
    #expect(error == .keyRejected)
  }

  @Test("a weather request's 404 is a bad answer naming the service and host, never not found")
  func weatherNotFound() async throws {
    let error = try await weatherError(status: 404, body: try Fixtures.text("owm-error-404"))
    #expect(error == .unreadableAnswer(.notFoundAt(service: "OpenWeatherMap", host: "127.0.0.1:9")))
    let meteo = try openMeteo(StubTransport(status: 404), base: "http://proxy.example")
    await #expect(
      throws: WeatherError.unreadableAnswer(
        .notFoundAt(service: "Open-Meteo", host: "proxy.example"))
    ) { try await meteo.current(at: Coordinate(latitude: 37.5, longitude: 127)) }
  }

  @Test("a postal-code search's 404 is not found, naming the code")
  func postalCodeNotFound() async throws {
    let provider = try openWeatherMap(
      StubTransport(status: 404, body: try Fixtures.text("owm-error-404")))
    await #expect(throws: WeatherError.notFound(query: "99999,US")) {
      try await provider.places(PlaceQuery(.postalCode("99999", country: "US")))
    }
  }

  @Test("an empty geocoding list is not found")
  func emptyGeocoding() async throws {
    let provider = try openWeatherMap(
      StubTransport(status: 200, body: try Fixtures.text("owm-geocoding-empty")))
    await #expect(throws: WeatherError.notFound(query: "Atlantis")) {
      try await provider.places(PlaceQuery(name: " Atlantis "))
    }
  }

  @Test("429 is rate limited and keeps Retry-After")
  func rateLimited() async throws {
    let error = try await weatherError(
      status: 429, body: try Fixtures.text("owm-error-429"), headers: ["Retry-After": "7"])
    #expect(error == .rateLimited(retryAfter: 7))
  }

  @Test("429 without Retry-After is rate limited with no wait")
  func rateLimitedWithoutHeader() async throws {
    let error = try await weatherError(status: 429, body: "")
    #expect(error == .rateLimited(retryAfter: nil))
  }

  @Test("5xx is a service that is temporarily unavailable", arguments: [500, 502, 503, 504])
  func serverErrors(status: Int) async throws {
    let error = try await weatherError(status: status, body: "<html>oops</html>")
    #expect(error == .temporarilyUnavailable(.serviceError(status: status)))
  }

  @Test("400 is a request the service rejected, with the API's message")
  func badRequest() async throws {
    let error = try await weatherError(status: 400, body: try Fixtures.text("owm-error-400"))
    #expect(error == .requestRejected("wrong latitude"))
  }

  @Test("400 with an empty body still says what happened")
  func badRequestEmptyBody() async throws {
    let error = try await weatherError(status: 400, body: "")
    #expect(error == .requestRejected("bad request"))
  }

  @Test("a server message quoting the key has it removed")
  func keyRemovedFromServerMessage() async throws {
    let error = try await weatherError(
      status: 400, body: #"{"cod":"400","message":"bad appid \#(testKeyText)!"}"#)
    #expect(error == .requestRejected("bad appid <redacted>!"))
  }

  @Test("an unexpected status says so", arguments: [301, 418])
  func unexpected(status: Int) async throws {
    #expect(
      try await weatherError(status: status, body: "")
        == .unreadableAnswer(.unexpectedStatus(status)))
  }

  @Test("no message of any error holds the key")
  func messagesAreSecretFree() async throws {
    for status in [400, 401, 404, 418, 429, 500] {
      let body = #"{"cod":\#(status),"message":"key \#(testKeyText)"}"#
      let error = try #require(try await weatherError(status: status, body: body))
      #expect(!String(reflecting: error).contains(testKeyText))
    }
    #expect(String(describing: try testKey()) == "<redacted>")
    #expect(String(reflecting: try testKey()) == "<redacted>")
  }
}
