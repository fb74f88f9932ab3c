import Foundation
import Testing
import WeatherPlaces

@testable import WeatherCore

@Suite("The gazetteer: names, regions, airport codes")
struct GazetteerTests {
  let gazetteer: Gazetteer

  init() throws {
    gazetteer = try #require(Gazetteer.embedded, "the embedded places file does not read")
  }

  func first(_ name: String) -> Place? { gazetteer.places(named: name).first }

  @Test("the embedded file holds the world's places of 15,000 people or more")
  func embeddedFileIsWhole() {
    // An empty or truncated places.bin is a build mistake: this fails.
    #expect(gazetteer.placeCount > 34_000)
  }

  @Test(
    "a name is found whatever its case, diacritics and separators",
    arguments: [
      ("Seoul", "Seoul", "KR"), ("SEOUL", "Seoul", "KR"), ("sao paulo", "São Paulo", "BR"),
      ("São Paulo", "São Paulo", "BR"), ("SAO-PAULO", "São Paulo", "BR"),
      ("New York", "New York City", "US"), ("Zürich", "Zürich", "CH"),
      ("zurich", "Zürich", "CH"), ("St. Petersburg", "Saint Petersburg", "RU"),
    ])
  func nameForms(name: String, expected: String, country: String) throws {
    let place = try #require(first(name))
    #expect(place.name == expected)
    #expect(place.country == country)
  }

  @Test(
    "a name written in another script is found, and the place named as it was written",
    arguments: [("서울", "KR"), ("東京", "JP"), ("Москва", "RU"), ("москва", "RU"), ("ソウル", "KR")])
  func otherScripts(name: String, country: String) throws {
    let place = try #require(first(name))
    #expect(place.country == country)
    #expect(NameKey.fold(place.name) == NameKey.fold(name))
  }

  @Test("the most populous place comes first, and the others follow as candidates")
  func mostPopulousFirst() throws {
    let londons = gazetteer.places(named: "London")
    #expect(londons.first?.country == "GB")
    #expect(londons.first?.state == "England")
    #expect(londons.contains { $0.country == "CA" })
    let springfields = gazetteer.places(named: "Springfield")
    #expect(Set(springfields.compactMap(\.state)).isSuperset(of: ["Illinois", "Missouri"]))
  }

  @Test(
    "a region and a country narrow the places",
    arguments: [
      ("Springfield,MO,US", "Missouri", "US"), ("Springfield,Illinois,US", "Illinois", "US"),
      ("springfield, ma, us", "Massachusetts", "US"), ("London,CA", "Ontario", "CA"),
      ("Munich,Bavaria,DE", "Bayern", "DE"),
    ])
  func filters(text: String, state: String, country: String) throws {
    let places = gazetteer.places(named: text)
    #expect(!places.isEmpty)
    #expect(places.allSatisfy { $0.state == state && $0.country == country })
  }

  @Test("a country or region no place lies in finds nothing")
  func filtersThatExclude() {
    #expect(gazetteer.places(named: "Seoul,US").isEmpty)
    #expect(gazetteer.places(named: "Springfield,XX,US").isEmpty)
  }

  @Test(
    "an airport code is the airport, where it is, named with the city it serves; a city code is the city",
    arguments: [
      ("JFK", "John F Kennedy International Airport (JFK), New York City", "US", 40.63993),
      ("icn", "Incheon International Airport (ICN), Seoul", "KR", 37.4691),
      ("LHR", "London Heathrow Airport (LHR), London", "GB", 51.4706),
      ("Gmp", "Gimpo International Airport (GMP), Seoul", "KR", 37.5583),
      ("NYC", "New York City", "US", 40.71427),
    ])
  func airports(code: String, name: String, country: String, latitude: Double) throws {
    let place = try #require(first(code))
    #expect(place.name == name)
    #expect(place.country == country)
    #expect(place.coordinate.latitude == latitude)
  }

  @Test("a region written with a comma (ISO 3166-2's order) is named as people write it")
  func regionWithoutComma() throws {
    #expect(try #require(first("Ath,BE")).state == "Région wallonne")
    #expect(try #require(first("Murcia,ES")).state == "Región de Murcia")
  }

  @Test("a code in capitals is the airport; otherwise a place of that name wins")
  func codeOrName() throws {
    #expect(try #require(first("ATH")).country == "GR")
    #expect(try #require(first("Ath")).country == "BE")
    #expect(try #require(first("ath")).country == "BE")
  }

  @Test("unknown names find nothing")
  func unknown() {
    #expect(gazetteer.places(named: "Qxzqxzqx").isEmpty)
    #expect(gazetteer.places(named: "Seuol").isEmpty)
    #expect(gazetteer.places(named: "ZZZ").isEmpty)
  }

  @Test(
    "a typo suggests the place meant, in the script it was typed in",
    arguments: [
      ("Seuol", "Seoul", "KR"), ("Lodnon", "London", "GB"), ("Tokio", "Tokyo", "JP"),
      ("서을", "서울", "KR"), ("Moskow", "Moscow", "RU"), ("Springfeld,MO,US", "Springfield", "US"),
    ])
  func typos(typo: String, name: String, country: String) async throws {
    let suggestions = await offThePool { [gazetteer] in gazetteer.suggestions(for: typo) }
    #expect(suggestions.count <= 3)
    let best = try #require(suggestions.first)
    #expect(best.name == name)
    #expect(best.country == country)
  }

  @Test("a typo suggests places in the region asked for first")
  func typoInRegion() async throws {
    let suggestions = await offThePool { [gazetteer] in
      gazetteer.suggestions(for: "Springfeld,MO,US")
    }
    #expect(try #require(suggestions.first).state == "Missouri")
  }

  @Test("nothing is suggested for a name far from every name")
  func noSuggestion() async {
    let found = await offThePool { [gazetteer] in
      gazetteer.suggestions(for: "Qxzqxzqxzq") + gazetteer.suggestions(for: "Q")
    }
    #expect(found.isEmpty)
  }

  @Test("completion lists the most populous places first, qualified where names are shared")
  func completion() {
    let seo = gazetteer.completions(for: "Seo")
    #expect(seo.first == "Seoul")
    #expect(seo.count <= 20)
    #expect(gazetteer.completions(for: "seo").first == "seoul")
    #expect(gazetteer.completions(for: "서").first == "서울")
    let springfields = gazetteer.completions(for: "Springfiel")
    #expect(springfields.contains("Springfield,IL,US"))
    #expect(springfields.contains("Springfield,MO,US"))
    let londons = gazetteer.completions(for: "London")
    #expect(londons.first == "London,GB")
    #expect(londons.contains("London,CA"))
    #expect(gazetteer.completions(for: "").isEmpty)
    #expect(gazetteer.completions(for: "Qxzq").isEmpty)
  }

  @Test(
    "completions never change what was typed: a shell puts in the longest beginning they share",
    arguments: [
      "mosc", "São P", "Sao P", "sao pau", "St. John'", "O'F", "O'", "Zü", "Bur Sa", "-x",
    ])
  func completionsKeepWhatWasTyped(typed: String) throws {
    let offered = gazetteer.completions(for: typed)
    #expect(!offered.isEmpty)
    for name in offered {
      #expect(name.hasPrefix(typed), "\(name) for \(typed)")
    }
  }

  // Folding drops a control character, so "Q\t" matched Quancheum and was offered written
  // as typed: with the tab (found by the gazetteer fuzz target).
  @Test(
    "no completion for what holds a character no name may: a control or a bidi mark",
    arguments: ["Q\t", "Seo\u{1B}", "Lon\u{202E}", "Se\u{85}o", "\u{7F}Seo"])
  func completionsOfRefusedText(typed: String) {
    #expect(gazetteer.completions(for: typed) == [])
  }

  @Test("an accent or a mark typed keeps the names written so; else the most populous first")
  func completionsAsTyped() {
    #expect(gazetteer.completions(for: "sao pau").first == "sao paulo")
    #expect(gazetteer.completions(for: "sao pa").first == "sao paulo")
    #expect(gazetteer.completions(for: "São P").first == "São Paulo")
    #expect(gazetteer.completions(for: "St. John'") == ["St. John's,CA"])
    #expect(gazetteer.completions(for: "mosc").contains("moschi"))
    #expect(gazetteer.completions(for: "Zü").contains("Zürich"))
    #expect(gazetteer.completions(for: "O'").allSatisfy { $0.hasPrefix("O'") })
  }

  @Test("hostile names neither crash nor find a place")
  func hostileNames() async {
    let hostile = [
      String(repeating: "a", count: 1024), String(repeating: "서", count: 1024),
      "Seoul" + String(repeating: "\u{0301}", count: 500), "Se\u{0301}\u{0302}\u{0303}oul\u{20DD}",
      "Sеoul",  // a Cyrillic е
      "Сеул서울Seoul", ",XX,YY,ZZ", ",,,", "Seoul,XX,YY,ZZ", "\u{FEFF}\u{200D}", "🌧️",
      "\u{10FFFF}\u{E000}", "Ⅻ", "ǅ", "İstanbul",
    ]
    await offThePool { [gazetteer] in
      for name in hostile {
        _ = gazetteer.places(named: name)
        _ = gazetteer.completions(for: name)
      }
      for name in hostile.prefix(6) { _ = gazetteer.suggestions(for: name) }
    }
    #expect(gazetteer.places(named: ",XX,YY,ZZ").isEmpty)
    #expect(gazetteer.places(named: String(repeating: "a", count: 1024)).isEmpty)
    // Combining marks fold away: a name with them is the name.
    #expect(first("Seoul" + String(repeating: "\u{0301}", count: 500))?.country == "KR")
    #expect(first("İstanbul")?.country == "TR")
  }

  @Test(
    "ASCII names fold byte by byte exactly as scalar by scalar",
    arguments: [
      "Seoul", " -St. John's_  Wood- ", "NEW\tYORK", "a\nb", "`Ain`", "...", "- _",
      "O'Fallon,MO,US", "x--y", "ABCXYZ@[`{", String(repeating: "Ab-", count: 400),
      (0..<128).map { String(UnicodeScalar(UInt8($0))) }.joined(),
    ])
  func asciiFold(_ name: String) {
    #expect(NameKey.foldASCII(name) == NameKey.foldScalars(name))
  }
}
