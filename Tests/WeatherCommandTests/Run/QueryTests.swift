import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Reading one location")
struct QueryTests {
  @Test(
    "names stay names, trimmed",
    arguments: ["Seoul", " Seoul ", "London,GB", "Springfield,IL,US", "Route 66,XX"])
  func names(text: String) throws {
    #expect(
      try Query(text: text, fromArguments: true).location.get()
        == .name(text.trimmingCharacters(in: .whitespaces)))
  }

  @Test(
    "a code with a digit and a country code is a postal code",
    arguments: [
      ("10001,US", "10001", "US"), ("E14,gb", "E14", "GB"), ("1000-001, PT", "1000-001", "PT"),
    ])
  func postalCodes(text: String, code: String, country: String) throws {
    #expect(
      try Query(text: text, fromArguments: true).location.get()
        == .postalCode(code, country: country))
  }

  @Test(
    "a name with a digit and a country that the built-in places know is a name, not a postal code",
    arguments: ["6th of October City,EG", "Sector 1,RO", "Lyon 05,FR", "Al Qusais 1,AE"])
  func knownNamesWithDigits(text: String) throws {
    #expect(try Query(text: text, fromArguments: true).location.get() == .name(text))
  }

  @Test(
    "neighbouring words that name a built-in place are one location, the longest first",
    arguments: [
      (["New", "York"], ["New York"]),
      (["Rio", "de", "Janeiro", "Seoul"], ["Rio de Janeiro", "Seoul"]),
      (["Seoul", "New", "York,US", "London"], ["Seoul", "New York,US", "London"]),
      (["York", "New", "York"], ["York", "New York"]), (["Paris", "London"], ["Paris", "London"]),
      (["York,GB", "Paris"], ["York,GB", "Paris"]),
    ])
  func joinedWords(words: [String], locations: [String]) {
    #expect(
      KnownPlaceNames.joined(words.map(LocationArgument.text))
        == locations.map(LocationArgument.text))
  }

  @Test("words are joined only where they stand side by side among the names")
  func joinedOnlyBetweenWords() {
    #expect(
      KnownPlaceNames.joined([.text("New"), .standardInput, .text("York")])
        == [.text("New"), .standardInput, .text("York")])
  }

  @Test("plain decimals are coordinates")
  func coordinates() throws {
    let query = Query(text: "-33.8688,151.2093", fromArguments: true)
    #expect(
      try query.location.get()
        == .coordinate(try Coordinate(latitude: -33.8688, longitude: 151.2093)))
  }

  @Test(
    "number-like pairs that are not valid coordinates are usage errors, never lookups",
    arguments: ["nan,inf", "1e999,0", "91,0", "0,-181", "0x10,0", "inf,-inf", "1e5,2"])
  func badCoordinates(text: String) {
    let result = Query(text: text, fromArguments: true).location
    guard case .failure(let error) = result else {
      Issue.record("expected an error for \(text)")
      return
    }
    #expect(ExitCode(error) == .usage)
  }

  @Test(
    "names that cannot be sent are usage errors",
    arguments: [
      "", "   ", String(repeating: "x", count: 10_000), "Seo\nul", "a\u{0}b", "tab\there",
    ])
  func badNames(text: String) {
    guard case .failure(let error) = Query(text: text, fromArguments: true).location else {
      Issue.record("expected an error")
      return
    }
    #expect(ExitCode(error) == .usage)
  }

  @Test("error messages show a long or odd query safely on one line")
  func displayed() {
    #expect(Query(text: "a\nb\u{1B}c", fromArguments: true).displayed == "a b?c")
    #expect(
      Query(text: String(repeating: "y", count: 500), fromArguments: true).displayed.count == 61)
  }
}
