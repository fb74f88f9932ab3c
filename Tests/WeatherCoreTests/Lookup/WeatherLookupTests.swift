import Foundation
import Testing
import WeatherCore
import WeatherPlaces

@Suite("The lookup: places, weather and the cache between them")
struct WeatherLookupTests {
  let seoul: Place

  init() throws {
    seoul = Place(
      name: "Seoul", country: "KR", state: nil,
      coordinate: try Coordinate(latitude: 37.5667, longitude: 126.9783))
  }

  func observation(at coordinate: Coordinate) -> Observation {
    Observation(
      place: Place(name: "Jung-gu", country: "KR", state: nil, coordinate: coordinate),
      temperature: 280, observedAt: Date(timeIntervalSince1970: 1_700_000_000))
  }

  func cache() -> LookupCache {
    LookupCache(
      directory: FileManager.default.temporaryDirectory
        .appendingPathComponent("weather-lookup-\(UUID().uuidString)"))
  }

  /// A lookup without the gazetteer: every name goes to the provider's geocoder.
  func geocoding(_ provider: RecordingProvider, cache: LookupCache? = nil) -> WeatherLookup {
    WeatherLookup(source: provider, geocoders: [provider], cache: cache, maxAge: 0)
  }

  @Test("a name the gazetteer knows costs the weather request alone, at the gazetteer's place")
  func gazetteerName() async throws {
    let provider = RecordingProvider(places: [seoul], observation: observation)
    let report = try await WeatherLookup(
      source: provider, geocoders: [provider], gazetteer: .embedded
    )
    .report(for: WeatherRequest(location: .name("서울"), language: "ko"))
    #expect(report.place.name == "서울")
    #expect(report.place.country == "KR")
    #expect(report.candidates.count == 1)
    #expect(provider.placeQueries.isEmpty)
    #expect(provider.weatherQueries.map(\.coordinate) == [report.place.coordinate])
  }

  @Test("a name is geocoded, then its weather fetched at the place's coordinate")
  func name() async throws {
    let provider = RecordingProvider(places: [seoul], observation: observation)
    let report = try await geocoding(provider)
      .report(for: WeatherRequest(location: .name("Seoul"), language: "ko"))
    #expect(report.place == seoul)
    #expect(report.provider == "recording")
    #expect(provider.placeQueries == [PlaceQuery(name: "Seoul", language: "ko")])
    #expect(
      provider.weatherQueries == [
        WeatherQuery(coordinate: seoul.coordinate, language: "ko", country: seoul.country)
      ])
  }

  @Test("a coordinate costs one request, and the answer names the place")
  func coordinate() async throws {
    let provider = RecordingProvider(places: [], observation: observation)
    let report = try await WeatherLookup(
      source: provider, geocoders: [provider], gazetteer: .embedded
    )
    .report(for: WeatherRequest(location: .coordinate(seoul.coordinate)))
    #expect(report.place.name == "Jung-gu")
    #expect(provider.placeQueries.isEmpty)
  }

  @Test("a cached name costs no geocoding; another language is another entry")
  func cachedPlace() async throws {
    let provider = RecordingProvider(places: [seoul], observation: observation)
    let lookup = geocoding(provider, cache: cache())
    for language in [nil, nil, "ko", "ko"] {
      _ = try await lookup.report(for: WeatherRequest(location: .name("Seoul"), language: language))
    }
    #expect(provider.placeQueries.count == 2)
    #expect(provider.weatherQueries.count == 4)
  }

  @Test("the geocoder chain: the first that knows a name answers, cached under its own name")
  func chain() async throws {
    let none = RecordingProvider(places: [], observation: observation, name: "none")
    let second = RecordingProvider(places: [seoul], observation: observation, name: "second")
    let store = cache()
    let lookup = WeatherLookup(source: none, geocoders: [none, second], cache: store)
    let report = try await lookup.report(for: WeatherRequest(location: .name("Seoul")))
    #expect(report.place == seoul)
    #expect(report.provider == "none", "the weather comes from the source, not a geocoder")
    #expect(none.placeQueries.count == 1 && second.placeQueries.count == 1)
    #expect(store.places(named: "Seoul", key: "second") == [seoul])
    #expect(store.places(named: "Seoul", key: "none") == nil)
    _ = try await lookup.report(for: WeatherRequest(location: .name("Seoul")))
    #expect(none.placeQueries.count == 2, "a geocoder that did not know it is asked again")
    #expect(second.placeQueries.count == 1, "the one that answered is answered from the cache")
  }

  @Test("a host with no gazetteer geocodes every name through its services")
  func noGazetteer() async throws {
    let provider = RecordingProvider(places: [seoul], observation: observation)
    _ = try await WeatherLookup(source: provider, geocoders: [provider])
      .report(for: WeatherRequest(location: .name("서울")))
    #expect(provider.placeQueries.map(\.search) == [.name("서울")])
  }

  @Test("with a max age, cached weather is reused; without, it is always fetched")
  func cachedWeather() async throws {
    let provider = RecordingProvider(places: [seoul], observation: observation)
    let store = cache()
    let request = WeatherRequest(location: .coordinate(seoul.coordinate))
    _ = try await WeatherLookup(
      source: provider, geocoders: [provider], gazetteer: .embedded, cache: store
    ).report(for: request)
    _ = try await WeatherLookup(
      source: provider, geocoders: [provider], gazetteer: .embedded, cache: store, maxAge: 600
    ).report(for: request)
    _ = try await WeatherLookup(
      source: provider, geocoders: [provider], gazetteer: .embedded, cache: store, maxAge: 600
    ).report(for: request)
    #expect(provider.weatherQueries.count == 2)
  }

  @Test("an empty list of places is not found")
  func emptyPlaces() async throws {
    let provider = RecordingProvider(places: [], observation: observation)
    await #expect(throws: WeatherError.notFound(query: "Atlantis")) {
      try await geocoding(provider).report(for: WeatherRequest(location: .name("Atlantis")))
    }
  }
}

/// A provider that answers from memory and records what it was asked.
final class RecordingProvider: WeatherSource, Geocoder {
  private let places: [Place]
  private let observation: @Sendable (Coordinate) -> Observation
  private let asked = Locked<(places: [PlaceQuery], weather: [WeatherQuery])>(([], []))

  let name: String

  init(
    places: [Place], observation: @escaping @Sendable (Coordinate) -> Observation,
    name: String = "recording"
  ) {
    self.places = places
    self.observation = observation
    self.name = name
  }

  var placeQueries: [PlaceQuery] { asked.withLock { $0.places } }
  var weatherQueries: [WeatherQuery] { asked.withLock { $0.weather } }

  func places(_ query: PlaceQuery) async throws(WeatherError) -> [Place] {
    asked.withLock { $0.places.append(query) }
    return places
  }

  func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    asked.withLock { $0.weather.append(query) }
    return Weather(current: observation(query.coordinate))
  }
}
