import Foundation
import Testing
import WeatherCore
import WeatherPlaces

/// A source that answers until it is told to fail, then fails with `failure`.
final class FailingSource: WeatherSource {
  private let failure = Locked<WeatherError?>(nil)
  var name: String { "failing" }

  func fail(with error: WeatherError) { failure.withLock { $0 = error } }

  func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    if let error = failure.withLock({ $0 }) { throw error }
    return Weather(
      current: Observation(
        place: Place(name: "Here", country: nil, state: nil, coordinate: query.coordinate),
        temperature: 280, observedAt: Date()))
  }
}

@Suite("The lookup's policy: the last answer for a temporary failure, near names for none")
struct LookupPolicyTests {
  let point: WeatherRequest

  init() throws {
    point = WeatherRequest(location: .coordinate(try Coordinate(latitude: 1, longitude: 2)))
  }

  func cache() -> LookupCache {
    LookupCache(
      directory: FileManager.default.temporaryDirectory
        .appendingPathComponent("policy-\(UUID().uuidString)"))
  }

  @Test("with a stale limit, a temporary failure answers with the last report, marked")
  func staleFallback() async throws {
    let source = FailingSource()
    let lookup = WeatherLookup(source: source, geocoders: [], cache: cache())
    let policy = LookupPolicy(staleLimit: 3600)
    let fresh = await lookup.answer(for: point, asked: "1,2", policy: policy)
    #expect(fresh.stale == nil)
    source.fail(with: .temporarilyUnavailable(.timedOut))
    let stale = await lookup.answer(for: point, asked: "1,2", policy: policy)
    #expect(try stale.result.get().place.name == "Here")
    #expect(stale.stale?.cause == .temporarilyUnavailable(.timedOut))
    #expect((stale.stale?.age ?? -1) >= 0)
    let none = await lookup.answer(for: point, asked: "1,2", policy: LookupPolicy())
    #expect(throws: WeatherError.temporarilyUnavailable(.timedOut)) { try none.result.get() }
    source.fail(with: .keyRejected)
    let permanent = await lookup.answer(for: point, asked: "1,2", policy: policy)
    #expect(throws: WeatherError.keyRejected) { try permanent.result.get() }
  }

  @Test("with suggestions, a name no place has comes back with the built-in places near it")
  func suggestions() async throws {
    let source = FailingSource()
    let lookup = WeatherLookup(source: source, geocoders: [], gazetteer: .embedded)
    let answer = await lookup.answer(
      for: WeatherRequest(location: .name("Seuol")), asked: "Seuol",
      policy: LookupPolicy(suggestions: true))
    #expect(throws: WeatherError.notFound(query: "Seuol")) { try answer.result.get() }
    #expect(answer.suggestions.contains { $0.name == "Seoul" })
    let plain = await lookup.answer(
      for: WeatherRequest(location: .name("Seuol")), asked: "Seuol", policy: LookupPolicy())
    #expect(plain.suggestions.isEmpty)
  }
}
