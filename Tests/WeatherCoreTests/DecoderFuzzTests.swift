import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("Fuzzing the decoders with mutated real answers")
struct DecoderFuzzTests {
  @Test("every mutated answer gives a value or a WeatherError, never a crash")
  func mutatedAnswers() async throws {
    var generator = SeededGenerator(announcing: "decoders")
    let seed = generator.seed
    let fixtures = try Fixtures.allNames().map { try Fixtures.data($0) }
    let coordinate = try Coordinate(latitude: 1, longitude: 2)
    let base = try Endpoint.baseURL(from: "http://127.0.0.1:9")
    var decoded = 0
    var refused = 0
    for round in 0..<3000 {
      let original = try #require(fixtures.randomElement(using: &generator))
      let body = Mutator.mutate(original, using: &generator)
      let status =
        round.isMultiple(of: 10)
        ? [200, 400, 401, 404, 429, 500].randomElement(using: &generator) ?? 200 : 200
      let transport = StubTransport { _ in HTTPResponse(status: status, body: body) }
      let (geocoding, weather) = try clients(transport)
      let meteo = OpenMeteoProvider(geocodingBase: base, forecastBase: base, transport: transport)
      for call in 0..<6 {
        do {
          switch call {
          case 0: _ = try await weather.currentWeather(at: coordinate)
          case 1: _ = try await weather.forecast(at: coordinate)
          case 2: _ = try await geocoding.places(named: "London")
          case 3: _ = try await geocoding.place(zip: "E14,GB")
          case 4: _ = try await meteo.places(named: "London")
          default: _ = try await meteo.currentWeather(at: coordinate)
          }
          decoded += 1
        } catch is WeatherError {
          refused += 1
        } catch {
          Issue.record("seed \(seed), round \(round): not a WeatherError: \(error)")
        }
      }
    }
    #expect(decoded > 0)
    #expect(refused > 0)
  }
}
