import Testing
import WeatherCore

@Suite("Reading a location as a person writes it")
struct LocationTests {
  @Test(
    "names are trimmed; coordinates are read",
    arguments: [
      (" Seoul ", Location.name("Seoul")), ("서울", .name("서울")), ("London,GB", .name("London,GB")),
      ("New York", .name("New York")),
    ])
  func names(text: String, location: Location) throws {
    #expect(try Location(parsing: text) == location)
  }

  @Test("a name is kept in its composed form (NFC), however it was typed")
  func composedNames() throws {
    guard case .name(let name) = try Location(parsing: "Sa\u{303}o Paulo") else {
      Issue.record("expected a name")
      return
    }
    #expect(Array(name.unicodeScalars) == Array("S\u{E3}o Paulo".unicodeScalars))
  }

  @Test("two numbers are a coordinate")
  func coordinate() throws {
    #expect(
      try Location(parsing: "37.5665,126.9780")
        == .coordinate(try Coordinate(latitude: 37.5665, longitude: 126.978)))
  }

  @Test(
    "what cannot be looked up says why",
    arguments: [
      ("", LocationProblem.emptyName), ("   ", .emptyName),
      (String(repeating: "x", count: 201), .nameTooLong), ("Seo\nul", .controlCharacters),
      ("a\u{0}b", .controlCharacters), ("91,0", .latitudeOutOfRange),
      ("0,181", .longitudeOutOfRange), ("nan,1", .notDecimalDegrees),
      ("1e999,0", .notDecimalDegrees),
      // One Character of 60,000 scalars (a base and its combining marks): bounded by bytes.
      ("a" + String(repeating: "\u{301}", count: 60_000), .nameTooLong),
      (String(repeating: "e\u{301}\u{302}\u{303}", count: 150), .nameTooLong),
    ])
  func problems(text: String, problem: LocationProblem) {
    #expect(throws: WeatherError.invalidLocation(problem)) { try Location(parsing: text) }
  }
}
