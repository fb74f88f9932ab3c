import Foundation
import Synchronization
import TestSupport
import Testing
import WeatherCore

/// A transport that answers from a closure and records the URLs it was asked for.
final class StubTransport: HTTPTransport {
  private let answer: @Sendable (URL) throws(HTTPFailure) -> HTTPResponse
  private let asked = Mutex<[URL]>([])

  init(_ answer: @escaping @Sendable (URL) throws(HTTPFailure) -> HTTPResponse) {
    self.answer = answer
  }

  /// Always answers `status` with `body`.
  convenience init(status: Int, body: String = "", headers: [String: String] = [:]) {
    self.init { _ in HTTPResponse(status: status, headers: headers, body: Data(body.utf8)) }
  }

  /// Always answers 200 with this fixture.
  convenience init(fixture: String) throws {
    let body = try Fixtures.data(fixture)
    self.init { _ in HTTPResponse(status: 200, body: body) }
  }

  var urls: [URL] { asked.withLock { $0 } }

  func get(_ url: URL) async throws(HTTPFailure) -> HTTPResponse {
    asked.withLock { $0.append(url) }
    return try answer(url)
  }
}

/// The key every unit test uses; it must never show up in an error.
let testKeyText = "test-key-0123456789abcdef"

func testKey() throws -> APIKey {
  try #require(APIKey(testKeyText))
}

/// OpenWeatherMap over `transport`, aimed at an address nothing listens on.
func openWeatherMap(_ transport: any HTTPTransport, base: String = "http://127.0.0.1:9") throws
  -> OpenWeatherMapProvider
{
  OpenWeatherMapProvider(
    baseURL: try #require(URL(string: base)), apiKey: try testKey(), transport: transport)
}

/// Open-Meteo over `transport`, both hosts at one address nothing listens on.
func openMeteo(_ transport: any HTTPTransport, base: String = "http://127.0.0.1:9") throws
  -> OpenMeteoProvider
{
  let url = try #require(URL(string: base))
  return OpenMeteoProvider(geocodingBase: url, forecastBase: url, transport: transport)
}

/// The weather at 1,2 from OpenWeatherMap over `transport`.
func currentWeather(_ transport: any HTTPTransport) async throws -> Observation {
  try await openWeatherMap(transport).weather(
    WeatherQuery(coordinate: Coordinate(latitude: 1, longitude: 2)))
}
