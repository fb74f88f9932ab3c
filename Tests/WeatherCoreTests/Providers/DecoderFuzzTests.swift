import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("Fuzzing the decoders with mutated real answers")
struct DecoderFuzzTests {
  @Test("every mutated answer gives a value or a WeatherError, never a crash")
  func mutatedAnswers() async throws {
    var generator = SeededGenerator(announcing: "decoders")
    let fixtures = try Fixtures.allNames().map { try Fixtures.data($0) }
    let coordinate = try Coordinate(latitude: 1, longitude: 2)
    var decoded = 0
    var refused = 0
    for round in 0..<3000 {
      let original = try #require(fixtures.randomElement(using: &generator))
      let body = Mutator.mutate(original, using: &generator)
      let status =
        round.isMultiple(of: 10)
        ? [200, 400, 401, 404, 429, 500].randomElement(using: &generator) ?? 200 : 200
      let transport = StubTransport { _ in HTTPResponse(status: status, body: body) }
      let providers: [any WeatherSource & Geocoder] = [
        try openWeatherMap(transport), try openMeteo(transport),
      ]
      for provider in providers {
        for call in 0..<2 {
          do throws(WeatherError) {
            switch call {
            case 0: _ = try await provider.current(at: coordinate)
            default: _ = try await provider.places(PlaceQuery(name: "London"))
            }
            decoded += 1
          } catch {
            refused += 1
          }
        }
      }
    }
    #expect(decoded > 0)
    #expect(refused > 0)
  }
}
