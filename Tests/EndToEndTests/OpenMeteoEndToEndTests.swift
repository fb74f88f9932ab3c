import Foundation
import TestSupport
import Testing

@Suite("weather with Open-Meteo, the keyless provider, end to end")
struct OpenMeteoEndToEndTests {
  let weather: WeatherProcess
  let keyless: [String: String]

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    weather.server.route("/v1/search", try .fixture("om-search-london"))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-full"))
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  @Test("with no key and no config, a name the gazetteer knows is one Open-Meteo request")
  func keylessName() async throws {
    let result = try await weather.run(["London"], environment: keyless)
    #expect(result.status == 0)
    #expect(result.stdout == "London, GB  28°C  thunderstorm\n")
    #expect(weather.server.requests.map(\.path) == ["/v1/forecast"])
    let forecast = try #require(weather.server.requests.last)
    #expect(forecast.value("latitude") == "51.50853")
    #expect(forecast.value("longitude") == "-0.12574")
    #expect(forecast.query["appid"] == nil)
  }

  @Test("with no key, a name the gazetteer does not know is searched by Open-Meteo first")
  func keylessUnknownName() async throws {
    let result = try await weather.run(["Zocca"], environment: keyless)
    #expect(result.status == 0)
    #expect(result.stdout == "London, GB  28°C  thunderstorm\n")
    #expect(weather.server.requests.map(\.path) == ["/v1/search", "/v1/forecast"])
    let search = try #require(weather.server.requests.first)
    #expect(search.value("name") == "Zocca")
    let forecast = try #require(weather.server.requests.last)
    #expect(forecast.value("latitude") == "51.50853")
    #expect(forecast.value("longitude") == "-0.12574")
    #expect(forecast.query["appid"] == nil)
  }

  @Test("coordinates need one request; the answer names no place, so the coordinates show")
  func coordinates() async throws {
    let result = try await weather.run(["-33.8688,151.2093"], environment: keyless)
    #expect(result.stdout == "1,1  28°C  thunderstorm\n")
    #expect(weather.server.requests.map(\.path) == ["/v1/forecast"])
  }

  @Test("no match exits 66")
  func noMatch() async throws {
    weather.server.route("/v1/search", try .fixture("om-search-none"))
    let result = try await weather.run(["Nowhereville"], environment: keyless)
    #expect(result.status == 66)
    #expect(result.stderr == "weather: no place named \"Nowhereville\"\n")
  }

  @Test("a 400 for a variable the tool asked for is the tool's fault: 70, with Open-Meteo's reason")
  func badRequest() async throws {
    weather.server.route("/v1/forecast", try .fixture("om-error-400", status: 400))
    let result = try await weather.run(["1,1"], environment: keyless)
    #expect(result.status == 70)
    #expect(result.stderr.hasSuffix("please report it\n"))
    #expect(result.stderr.contains("refused the request: Cannot initialize WeatherVariable"))
  }

  @Test("--json has the same keys in the same order as OpenWeatherMap's, with provider open-meteo")
  func jsonShape() async throws {
    let meteo = try await weather.run(["--json", "London"], environment: keyless)
    let owm = try await weather.run(["--json", "London"])
    let meteoObject = try #require(
      try JSONSerialization.jsonObject(with: Data(meteo.stdout.utf8)) as? [String: Any])
    #expect(meteoObject["provider"] as? String == "open-meteo")
    #expect(Self.shape(meteo.stdout) == Self.shape(owm.stdout))
    #expect(Self.shape(owm.stdout).hasPrefix(#"{"query":_,"provider":_,"location":{"name":_,"#))
    #expect(
      meteo.stdout == """
        {"query":"London","provider":"open-meteo","location":{"name":"London","country":"GB",\
        "state":"England","lat":51.50853,"lon":-0.12574},"units":"metric","temperature":28.0,\
        "feels_like":32.5,"temp_min":null,"temp_max":null,"humidity":83,"pressure":1010.1,\
        "wind":{"speed":3.89,"deg":215,"gust":6.61},"condition":{"id":211,"kind":"thunderstorm",\
        "main":"Thunderstorm","description":"thunderstorm","icon":"11n"},\
        "current_kind":"observation","observed_at":"2025-02-05T20:15:00Z",\
        "timezone_offset":3600,"wind_unit":"m/s","precipitation":0.3,"uv_index":null,\
        "timezone":"Europe/Berlin","sun":{"dawn":"2025-02-05T06:56:25Z","sunrise":"2025-02-05T07:32:03Z",\
        "noon":"2025-02-05T12:14:31Z","sunset":"2025-02-05T16:57:40Z","dusk":"2025-02-05T17:33:21Z"},\
        "moon":{"phase":"first quarter","illumination":55.95,"age_days":7.32},"lang":"en"}

        """)
  }

  /// A JSON line with every value replaced by `_`: the keys, their order and nesting remain.
  static func shape(_ line: String) -> String {
    line.replacing(/:("(?:[^"\\]|\\.)*"|-?[0-9][0-9.eE+-]*|null|true|false)/) { _ in ":_" }
  }

  @Test("--format and units work the same")
  func formatAndUnits() async throws {
    let result = try await weather.run(
      ["-u", "f", "-f", "%l|%t|%f|%C|%h|%w|%p|%P|%T|%I", "London"], environment: keyless)
    #expect(
      result.stdout
        == "London, GB|+82°F|+90°F|thunderstorm|83%|↗9mph|0.01in|1010hPa|21:15:00+0100|"
        + "2025-02-05T20:15:00Z\n")
  }

  @Test("a key makes OpenWeatherMap the default; --provider overrides it either way")
  func choice() async throws {
    #expect(
      try await weather.run(["--json", "London"]).stdout.contains("\"provider\":\"openweathermap\"")
    )
    #expect(
      try await weather.run(["--json", "--provider", "open-meteo", "London"]).stdout
        .contains("\"provider\":\"open-meteo\""))
    try weather.writeConfig("api_key = file-key-0000\n")
    #expect(
      try await weather.run(["--json", "London"], environment: keyless, secrets: ["file-key-0000"])
        .stdout
        .contains("\"provider\":\"openweathermap\""))
    let unknown = try await weather.run(["--provider", "darksky", "London"])
    #expect(unknown.status == 64)
  }

  @Test("a broken config file is an error, not a quiet switch to Open-Meteo")
  func brokenConfigIsNotKeyless() async throws {
    try weather.writeConfig("api_key file-key-0000\n")
    let result = try await weather.run(["London"], environment: keyless, secrets: ["file-key-0000"])
    #expect(result.status == 78)
    #expect(weather.server.requestCount() == 0)
  }

  @Test("faults and the cache work the same: a 503 is retried, a name is cached per provider")
  func faultsAndCache() async throws {
    weather.server.route("/v1/forecast", .json("", status: 503), try .fixture("om-forecast-full"))
    #expect(try await weather.run(["Zocca"], environment: keyless).status == 0)
    #expect(try await weather.run(["Zocca"], environment: keyless).status == 0)
    #expect(weather.server.requestCount("/v1/search") == 1)
    #expect(weather.server.requestCount("/v1/forecast") == 3)
    #expect(try await weather.run(["Zocca"]).status == 0)
    #expect(weather.server.requestCount("/geo/1.0/direct") == 1)
  }
}
