import Foundation
import TestSupport
import Testing

@Suite("weather: which place, postal codes, saved places, language, end to end")
struct PlacesAndLanguageTests {
  let weather: WeatherProcess
  let keyless: [String: String]

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-springfield"))
    weather.server.route("/geo/1.0/zip", try .fixture("owm-geocoding-zip-90210"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/v1/search", try .fixture("om-search-hollywood"))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-full"))
  }

  @Test(
    "a name with places in other states: the most populous is answered, one note names the others, no geocoding"
  )
  func otherPlaces() async throws {
    let result = try await weather.run(["Springfield"])
    #expect(result.status == 0)
    #expect(result.stdout == "Springfield, Missouri, US  25°C  moderate rain\n")
    #expect(
      result.stderr
        == "weather: \"Springfield\" is also in Massachusetts (Springfield,MA,US) and 6 more\n")
    #expect(weather.server.requests.map(\.path) == ["/data/2.5/weather"])
  }

  @Test("a name the gazetteer does not know: the geocoder's first answer, its others in the note")
  func otherPlacesFromTheGeocoder() async throws {
    let result = try await weather.run(["Springfeld"])
    #expect(result.status == 0)
    #expect(result.stdout == "Springfield, Illinois, US  25°C  moderate rain\n")
    #expect(
      result.stderr
        == "weather: \"Springfeld\" is also in Massachusetts (Springfield,MA,US) and 3 more\n")
    #expect(weather.server.requestCount("/geo/1.0/direct") == 1)
    #expect(weather.server.requests.first?.value("limit") == "5")
  }

  @Test(
    "scripts hear nothing of other places", arguments: [["--json"], ["-f", "%l %t"]])
  func quietForScripts(form: [String]) async throws {
    let result = try await weather.run(form + ["Springfield"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }

  @Test("the note costs no request once the geocoder's places are cached")
  func noteFromCache() async throws {
    _ = try await weather.run(["Springfeld"])
    let again = try await weather.run(["Springfeld"])
    #expect(again.stderr.contains("is also in Massachusetts (Springfield,MA,US)"))
    #expect(weather.server.requestCount("/geo/1.0/direct") == 1)
  }

  @Test(
    "the note's name for another place picks that place: OpenWeatherMap, its geocoder, a cached second lookup, Open-Meteo",
    arguments: [
      ("Springfield", false, false, "Springfield, Massachusetts, US  "),
      ("Springfeld", false, false, "Springfield, Massachusetts, US  "),
      ("Springfeld", false, true, "Springfield, Massachusetts, US  "),
      ("Hollywod", true, false, "Hollywood, California, US  "),
    ])
  func pickedNameWorks(query: String, openMeteo: Bool, second: Bool, answer: String)
    async throws
  {
    let environment = openMeteo ? keyless : weather.environment()
    if second { _ = try await weather.run([query], environment: environment) }
    let result = try await weather.run([query], environment: environment)
    #expect(result.status == 0)
    let note = result.stderr
    let open = try #require(note.firstIndex(of: "("), "\(note)")
    let close = try #require(note[open...].firstIndex(of: ")"), "\(note)")
    let picked = String(note[note.index(after: open)..<close])
    let again = try await weather.run([picked], environment: environment)
    #expect(again.status == 0)
    #expect(again.stdout.hasPrefix(answer), "\(picked): \(again.stdout)")
  }

  @Test("--places lists the gazetteer's places with no request; for people and as JSON")
  func places() async throws {
    let listed = try await weather.run(["--places", "Springfield"])
    #expect(listed.status == 0)
    #expect(
      listed.stdoutLines == [
        "Springfield, Missouri, US  37.22,-93.30", "Springfield, Massachusetts, US  42.10,-72.59",
        "Springfield, Illinois, US  39.80,-89.64", "Springfield, Oregon, US  44.05,-123.02",
        "Springfield, Ohio, US  39.92,-83.81", "Springfield, Virginia, US  38.79,-77.19",
        "Springfield, Pennsylvania, US  39.93,-75.32", "Springfield, Tennessee, US  36.51,-86.89",
      ])
    let london = try await weather.run(["--places", "London"])
    #expect(
      london.stdoutLines == [
        "London, England, GB  51.51,-0.13", "London, Ontario, CA  42.98,-81.23",
      ])
    #expect(weather.server.requestCount() == 0)
    let json = try await weather.run(["--places", "--json", "Springfield"])
    let line = try #require(json.stdoutLines.first)
    let first = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(first.keys.sorted() == ["country", "lat", "lon", "name", "state"])
    #expect(first["state"] as? String == "Missouri")
  }

  @Test("--places asks the geocoder for names the gazetteer does not know; none is 66")
  func placesFromTheGeocoder() async throws {
    let listed = try await weather.run(["--places", "Springfeld"])
    #expect(
      listed.stdoutLines == [
        "Springfield, Illinois, US  39.80,-89.64", "Springfield, Massachusetts, US  42.10,-72.59",
        "Springfield, Missouri, US  37.20,-93.29", "Springfield, Ohio, US  39.92,-83.81",
        "Springfield, Oregon, US  44.05,-123.02",
      ])
    #expect(weather.server.requests.map(\.path) == ["/geo/1.0/direct"])
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-empty"))
    let none = try await weather.run(["--places", "Nowhereville"])
    #expect(none.status == 66)
  }

  @Test("Open-Meteo: Name,Region,CC searches the name and keeps that region's places")
  func openMeteoFilter() async throws {
    // A misspelling the gazetteer does not know, so Open-Meteo's search is asked.
    let result = try await weather.run(["--places", "Hollywod,FL,US"], environment: keyless)
    #expect(result.stdoutLines == ["Hollywood, Florida, US  26.01,-80.15"])
    #expect(weather.server.requests.first?.value("name") == "Hollywod")
    #expect(weather.server.requests.first?.value("count") == "10")
    let irish = try await weather.run(["--places", "Hollywood,IE"], environment: keyless)
    #expect(irish.stdoutLines.count == 2)
  }

  @Test("CODE,CC is a postal code: OpenWeatherMap's zip geocoder, Open-Meteo's search by country")
  func postalCodes() async throws {
    let owm = try await weather.run(["90210,US"])
    #expect(owm.status == 0)
    #expect(owm.stdout.hasPrefix("Beverly Hills, US  "))
    #expect(weather.server.requests.first?.path == "/geo/1.0/zip")
    #expect(weather.server.requests.first?.value("zip") == "90210,US")
    _ = try await weather.run(["--no-cache", "10001,us"], environment: keyless)
    let search = try #require(weather.server.requests.first { $0.path == "/v1/search" })
    #expect(search.value("name") == "10001")
    #expect(search.value("countryCode") == "US")
  }

  @Test("no argument: the config file's location; @NAME: a saved place")
  func savedPlaces() async throws {
    try weather.writeConfig(
      "api_key = \(WeatherProcess.apiKey)\nlocation = @home; 44.34,10.99\nplace.home = 90210,US\n")
    let none = try await weather.run([], environment: weather.environment(apiKey: nil))
    #expect(none.status == 0)
    #expect(none.stdoutLines.count == 2)
    let named = try await weather.run(
      ["--json", "@home"], environment: weather.environment(apiKey: nil))
    #expect(named.stdout.hasPrefix(#"{"query":"@home","#))
    let unknown = try await weather.run(["@work"], environment: weather.environment(apiKey: nil))
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("no saved place @work"))
  }

  @Test("no argument and no location: the usage error names the location key")
  func noLocation() async throws {
    let result = try await weather.run([])
    #expect(result.status == 64)
    #expect(result.stderr.contains("location = Seoul"))
  }

  @Test(
    "every config key and its errors",
    arguments: [
      ("units = imperial\n", 0, "°F"), ("provider = open-meteo\n", 0, "thunderstorm"),
      ("timeout = 0\n", 78, "line 2: timeout takes"),
      ("units = parsecs\n", 78, "line 2: unknown units"),
      ("lang = xx\n", 78, "line 2: unknown language"),
      ("place.h@me = Seoul\n", 78, "line 2: a place name"),
      ("location = \n", 78, "line 2: location is empty"),
    ])
  func configKeys(text: String, status: Int32, expected: String) async throws {
    try weather.writeConfig("api_key = \(WeatherProcess.apiKey)\n" + text)
    var environment = weather.environment(apiKey: nil)
    environment["OPEN_METEO_BASE_URL"] = weather.server.baseURL
    let result = try await weather.run(["44.34,10.99"], environment: environment)
    #expect(result.status == status)
    #expect((result.stdout + result.stderr).contains(expected), "\(result.stdout)\(result.stderr)")
  }

  @Test("LANG=ko_KR.UTF-8 asks OpenWeatherMap in Korean (its code kr); a cron job's C is English")
  func languageFromLocale() async throws {
    var korean = weather.environment()
    korean["LANG"] = "ko_KR.UTF-8"
    #expect(try await weather.run(["44.34,10.99"], environment: korean).status == 0)
    #expect(weather.server.requests.last?.value("lang") == "kr")
    var cron = weather.environment()
    cron["LANG"] = "C"
    let json = try await weather.run(["--json", "44.34,10.99"], environment: cron)
    #expect(weather.server.requests.last?.value("lang") == nil)
    #expect(json.stdout.hasSuffix(#","lang":"en"}"# + "\n"))
  }

  @Test("--lang ja asks OpenWeatherMap in Japanese, and the JSON says so at the end")
  func japanese() async throws {
    let result = try await weather.run(["--lang", "ja", "--json", "44.34,10.99"])
    #expect(result.status == 0)
    #expect(weather.server.requests.last?.value("lang") == "ja")
    #expect(result.stdout.hasSuffix(#","lang":"ja"}"# + "\n"))
  }

  @Test("Open-Meteo in Korean: our words for its codes, place names asked in Korean")
  func openMeteoKorean() async throws {
    let result = try await weather.run(
      ["--lang", "ko", "--no-cache", "Hollywod"], environment: keyless)
    #expect(result.stdout.hasSuffix("28°C  뇌우\n"))
    #expect(weather.server.requests.first?.value("language") == "ko")
  }

  @Test("an unknown --lang is a usage error listing the languages")
  func unknownLanguage() async throws {
    let result = try await weather.run(["--lang", "xx", "Seoul"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("en, ko, ja, zh, de, fr, es, it, pt, ru"))
  }

  @Test(
    "a plain lookup of a name the gazetteer knows is one request (and its name in German beside it, once)",
    arguments: [([String](), 1), (["--lang", "de"], 2)])
  func requestCount(extra: [String], first: Int) async throws {
    #expect(try await weather.run(extra + ["Springfield"]).status == 0)
    #expect(weather.server.requestCount() == first)
    #expect(try await weather.run(extra + ["Springfield"]).status == 0)
    #expect(weather.server.requestCount() == first + 1)
  }
}
