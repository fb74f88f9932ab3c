import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("Each source's retry policy, as its descriptor states it, on a clock that never sleeps")
struct SourceRetryPolicyTests {
  let url = URL(fileURLWithPath: "/weather")

  /// How many requests `source`'s policy sends to a server that always gives `answer` (or
  /// fails with `failure`), an hour before the deadline.
  func attempts(
    _ source: String, status: Int = 200, headers: [String: String] = [:],
    failure: HTTPFailure? = nil
  ) async throws -> Int {
    let descriptor = try #require(SourceTable.standard.descriptor(named: source))
    let clock = ManualClock()
    let base = StubTransport { _ throws(HTTPFailure) in
      if let failure { throw failure }
      return HTTPResponse(status: status, headers: headers)
    }
    let transport = RetryPolicyMarking(
      RetryingTransport(
        base, deadline: clock.now + .seconds(3600),
        pacer: RequestPacer(requestsPerMinute: nil, clock: clock), clock: clock),
      policy: descriptor.retry)
    _ = try? await transport.get(url)
    return base.requests.count
  }

  @Test(
    "OpenWeatherMap and Open-Meteo: as before, 2 more tries for any 429, 5xx or failure",
    arguments: ["openweathermap", "open-meteo"])
  func standard(source: String) async throws {
    #expect(try await attempts(source, status: 500) == 3)
    #expect(try await attempts(source, status: 503) == 3)
    #expect(try await attempts(source, status: 429) == 3)
    #expect(try await attempts(source, status: 429, headers: ["Retry-After": "120"]) == 3)
    #expect(try await attempts(source, failure: .timedOut) == 3)
    #expect(try await attempts(source, status: 404) == 1)
  }

  @Test("NWS: a 500 once more, a 503 never; a 429 once, when it says (up to a minute) or after 5 s")
  func nws() async throws {
    #expect(try await attempts("nws", status: 500) == 2)
    #expect(try await attempts("nws", status: 503) == 1)
    #expect(try await attempts("nws", status: 429) == 2)
    #expect(try await attempts("nws", status: 429, headers: ["Retry-After": "5"]) == 2)
    #expect(try await attempts("nws", status: 429, headers: ["Retry-After": "120"]) == 1)
    #expect(try await attempts("nws", failure: .cannotConnect(host: "h")) == 2)
  }

  @Test("MET Norway: never hammered; asked again only when a 429 says when, up to 10 minutes")
  func metNorway() async throws {
    #expect(try await attempts("met-norway", status: 500) == 1)
    #expect(try await attempts("met-norway", status: 503) == 1)
    #expect(try await attempts("met-norway", status: 429) == 1)
    #expect(try await attempts("met-norway", status: 429, headers: ["Retry-After": "120"]) == 2)
    #expect(try await attempts("met-norway", status: 429, headers: ["Retry-After": "900"]) == 1)
    #expect(try await attempts("met-norway", failure: .timedOut) == 1)
  }

  @Test("a 429 without Retry-After: the NWS waits the 5 s its documentation gives, MET never asks")
  func untimedRateLimit() throws {
    let limited = HTTPResponse(status: 429)
    let nws = try #require(SourceTable.standard.descriptor(named: "nws")).retry
    #expect(nws.wait(after: .success(limited), attempt: 0) == .seconds(5))
    let met = try #require(SourceTable.standard.descriptor(named: "met-norway")).retry
    #expect(met.wait(after: .success(limited), attempt: 0) == nil)
  }

  @Test("a Retry-After is waited out exactly, and never beyond the policy's longest")
  func retryAfterWait() {
    let response = HTTPResponse(status: 429, headers: ["Retry-After": "1e308"])
    #expect(RetryPolicy.standard.wait(after: .success(response), attempt: 0) == nil)
    let fits = HTTPResponse(status: 429, headers: ["Retry-After": "7"])
    #expect(RetryPolicy.standard.wait(after: .success(fits), attempt: 0) == .seconds(7))
  }

  @Test("every request of a source carries its policy: MET's weather, Open-Meteo's places and air")
  func partsCarryTheirSourcesPolicy() async throws {
    let recorder = StubTransport(status: 500)
    let sources = try ProviderConfiguration(
      choices: ["met-norway"], contact: "ops@example.com"
    ).makeSources(transport: recorder)
    let point = try Coordinate(latitude: 25.77, longitude: -80.19)
    for feed in sources.extras.alertFeeds { _ = try? await feed.alerts(at: point) }
    _ = try? await sources.extras.air?.air(at: point)
    _ = try? await sources.weather.weather(WeatherQuery(coordinate: point))
    _ = try? await sources.geocoders.first?.places(PlaceQuery(name: "Miami"))
    let table = SourceTable.standard
    let policies = try [
      "/alerts/active": #require(table.descriptor(named: "nws")).retry,
      "/v1/air-quality": #require(table.descriptor(named: "open-meteo")).retry,
      "/weatherapi/locationforecast/2.0/complete": #require(
        table.descriptor(named: "met-norway")
      ).retry,
      "/v1/search": #require(table.descriptor(named: "open-meteo")).retry,
    ]
    #expect(Set(recorder.urls.map(\.path)) == Set(policies.keys))
    for request in recorder.requests {
      #expect(request.retry == policies[request.url.path], "\(request.url.path)")
    }
  }
}
