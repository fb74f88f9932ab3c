import Foundation
import TestSupport
import Testing

@Suite("Each source retries as its descriptor says: the same failing answer, different retries")
struct RetryPolicyEndToEndTests {
  let weather: WeatherProcess
  let place = "41.967,-71.189"
  /// Each source's one request for the place, by its name on the command line.
  let paths = [
    "open-meteo": "/v1/forecast", "nws": "/points/41.967,-71.189",
    "met-norway": "/weatherapi/locationforecast/2.0/complete",
  ]

  init() throws {
    weather = try WeatherProcess()
  }

  /// How many times `source` asked a server that always answers `response`.
  func attempts(_ source: String, _ response: TestResponse) async throws -> Int {
    let path = try #require(paths[source])
    weather.server.route(path, response)
    let before = weather.server.requestCount(path)
    var environment = weather.environment(apiKey: nil)
    environment["WEATHER_CONTACT"] = "ops@example.com"
    let result = try await weather.run(
      ["--provider", source, "--timeout", "8", place], environment: environment)
    #expect(result.status == 75, "\(source): \(result.stderr)")
    return weather.server.requestCount(path) - before
  }

  @Test("a 500: Open-Meteo tries 3 times, the NWS twice (its Unexpected Problem), MET once")
  func serverError() async throws {
    let problem = try TestResponse.fixture("nws-error-500-unexpected-problem", status: 500)
    #expect(try await attempts("open-meteo", problem) == 3)
    #expect(try await attempts("nws", problem) == 2)
    #expect(try await attempts("met-norway", problem) == 1)
  }

  @Test("a 429 that says not when: Open-Meteo tries 3 times, the NWS twice (after 5 s), MET once")
  func untimedRateLimit() async throws {
    let limited = TestResponse.json("{}", status: 429)
    #expect(try await attempts("open-meteo", limited) == 3)
    #expect(try await attempts("nws", limited) == 2)
    #expect(try await attempts("met-norway", limited) == 1)
  }

  @Test("a 429 with Retry-After 1: MET asks again once, after it")
  func timedRateLimit() async throws {
    var limited = TestResponse.json("{}", status: 429)
    limited.headers["Retry-After"] = "1"
    #expect(try await attempts("met-norway", limited) == 2)
  }
}
