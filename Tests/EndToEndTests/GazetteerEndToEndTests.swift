import Foundation
import TestSupport
import Testing

@Suite("weather and its embedded gazetteer: one request for a known name, typos, airports")
struct GazetteerEndToEndTests {
  let weather: WeatherProcess
  let keyless: [String: String]

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-empty"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/v1/search", try .fixture("om-search-none"))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-full"))
  }

  @Test("weather Seoul is exactly one request, at the same place whichever provider answers")
  func oneRequest() async throws {
    let owm = try await weather.run(["Seoul"])
    #expect(owm.status == 0)
    #expect(owm.stdout.hasPrefix("Seoul, KR  "))
    let meteo = try await weather.run(["Seoul"], environment: keyless)
    #expect(meteo.status == 0)
    #expect(meteo.stdout.hasPrefix("Seoul, KR  "))
    let requests = weather.server.requests
    #expect(requests.map(\.path) == ["/data/2.5/weather", "/v1/forecast"])
    #expect(requests.first?.value("lat") == "37.566")
    #expect(requests.first?.value("lon") == "126.9784")
    #expect(requests.last?.value("latitude") == "37.566")
    #expect(requests.last?.value("longitude") == "126.9784")
  }

  @Test("in another language, the geocoder names a known place, asked beside the weather, once")
  func localName() async throws {
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    let french = try await weather.run(["--lang", "fr", "London,GB"])
    #expect(french.status == 0)
    #expect(french.stdout.hasPrefix("Londres, GB  "), "\(french.stdout)")
    #expect(Set(weather.server.requests.map(\.path)) == ["/geo/1.0/direct", "/data/2.5/weather"])
    // Cached with the place: the second run asks for the weather alone.
    let again = try await weather.run(["--lang", "fr", "London,GB"])
    #expect(again.stdout.hasPrefix("Londres, GB  "))
    #expect(weather.server.requests.map(\.path).filter { $0 == "/geo/1.0/direct" }.count == 1)
    // In English, and when the geocoder finds another place, the gazetteer's name stays.
    #expect(try await weather.run(["London,GB"]).stdout.hasPrefix("London, GB  "))
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-springfield"))
    let elsewhere = try await weather.run(["--lang", "de", "Paris"])
    #expect(elsewhere.status == 0)
    #expect(elsewhere.stdout.hasPrefix("Paris, "), "\(elsewhere.stdout)")
  }

  @Test("weather ICN is the weather at Incheon airport, named with Seoul, in every form")
  func airports() async throws {
    let icn = try await weather.run(["ICN"])
    #expect(icn.status == 0)
    #expect(icn.stdout.hasPrefix("Incheon International Airport (ICN), Seoul, KR  "))
    #expect(weather.server.requests.first?.value("lat") == "37.4691")
    #expect(weather.server.requests.first?.value("lon") == "126.451")
    let json = try await weather.run(["--json", "icn"])
    #expect(json.stdout.contains(#""name":"Incheon International Airport (ICN), Seoul""#))
    #expect(json.stdout.contains(#""lat":37.4691"#))
    #expect(json.stdout.contains(#""lon":126.451"#))
    // In another language too: the geocoder would name a town near the airport.
    let korean = try await weather.run(["--lang", "ko", "ICN"])
    #expect(korean.stdout.hasPrefix("Incheon International Airport (ICN), Seoul, KR  "))
    let csv = try await weather.run(["--csv", "JFK"])
    #expect(csv.stdout.contains("John F Kennedy International Airport (JFK), New York City"))
    #expect(csv.stdout.contains("40.63993"))
    #expect(weather.server.requests.map(\.path).allSatisfy { $0 == "/data/2.5/weather" })
  }

  @Test(
    "words that together name a built-in place are that place: one request, no hint",
    arguments: [
      (["New", "York"], "New York City, New York, US  "),
      (["Los", "Angeles"], "Los Angeles, California, US  "),
      (["Hong", "Kong"], "Hong Kong, HK  "),
      (["Rio", "de", "Janeiro"], "Rio de Janeiro, BR  "),
      (["New", "York,US"], "New York City, New York, US  "),
    ])
  func joinedWords(words: [String], line: String) async throws {
    let result = try await weather.run(words)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix(line), "\(result.stdout)")
    #expect(result.stdoutLines.count == 1)
    // At most the note naming the other places of that name (Los Angeles, CL): no hint.
    #expect(!result.stderr.contains("no place named"))
    #expect(!result.stderr.contains("quotes"))
    #expect(weather.server.requests.map(\.path) == ["/data/2.5/weather"])
  }

  @Test("joined words stand beside one-word places; each a place of its own otherwise")
  func joinedAmongOthers() async throws {
    let result = try await weather.run(["--json", "Seoul", "New", "York", "London"])
    #expect(result.status == 0)
    #expect(
      result.stdoutLines.compactMap { $0.split(separator: ",").first }
        == [#"{"query":"Seoul""#, #"{"query":"New York""#, #"{"query":"London""#])
    // Given each with its country, York and Paris stay two places.
    let apart = try await weather.run(["York,GB", "Paris,FR"])
    #expect(apart.stdoutLines.count == 2)
    #expect(weather.server.requestCount("/geo/1.0/direct") == 0)
  }

  @Test(
    "a name with a digit and a country that the built-in places know is that place, not a postal code",
    arguments: ["6th of October City,EG", "Sector 1,RO", "Marseille 12,FR"])
  func digitNameWithCountry(name: String) async throws {
    let result = try await weather.run([name])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(weather.server.requests.map(\.path) == ["/data/2.5/weather"])
  }

  @Test("a name written in Hangul is answered in Hangul, with one request")
  func hangul() async throws {
    let result = try await weather.run(["서울"])
    #expect(result.stdout.hasPrefix("서울, KR  "))
    #expect(weather.server.requestCount() == 1)
  }

  @Test(
    "a name neither knows exits 66 and suggests the place meant, in the script typed; never another place's weather",
    arguments: [
      ("Seuol", "weather: no place named \"Seuol\"; did you mean Seoul, KR"),
      ("서을", "weather: no place named \"서을\"; did you mean 서울, KR"),
    ])
  func typo(name: String, expected: String) async throws {
    for environment in [weather.environment(), keyless] {
      let result = try await weather.run([name], environment: environment)
      #expect(result.status == 66)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.hasPrefix(expected))
      #expect(result.stderr.hasSuffix("?\n"))
      #expect(result.stderrLines.count == 1)
    }
    #expect(weather.server.requestCount("/data/2.5/weather") == 0)
    #expect(weather.server.requestCount("/v1/forecast") == 0)
  }

  @Test("--places London answers from the gazetteer with no request")
  func placesOffline() async throws {
    let result = try await weather.run(["--places", "--json", "London"])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 2)
    #expect(result.stdoutLines.first?.contains(#""country":"GB""#) == true)
    #expect(weather.server.requestCount() == 0)
  }

  @Test(
    "hostile names: refused, not found or found, never a crash, one line on stderr",
    arguments: [
      String(repeating: "서", count: 1024), "Seoul" + String(repeating: "\u{0301}", count: 150),
      "Сеул서울Seoul", ",XX,YY,ZZ", "Seoul,XX,YY,ZZ", "S\u{0300}\u{0316}\u{20DD}eoul",
      "\u{FEFF}\u{200D}\u{E000}\u{10FFFF}", "🌧️🌧️", "Ⅻ,ǅ,İ",
    ])
  func hostileNames(name: String) async throws {
    let result = try await weather.run(["--timeout", "5", name])
    #expect([0, 64, 66].contains(result.status), "\(result.stderr)")
    #expect(result.stderrLines.count <= 1)
    #expect(weather.server.requestCount() <= 2)
  }

  @Test("combining marks fold away: Seoul with accents piled on is Seoul, one request")
  func combiningMarks() async throws {
    let result = try await weather.run(["Seoul" + String(repeating: "\u{0301}", count: 150)])
    #expect(result.stdout.hasPrefix("Seoul, KR  "))
    #expect(weather.server.requestCount() == 1)
  }
}
