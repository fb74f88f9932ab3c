import Foundation
import TestSupport
import Testing

@Suite("weather: output forms, end to end")
struct OutputFormTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  func object(_ line: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(value as? [String: Any])
  }

  @Test("--json prints the documented shape, keys in order")
  func jsonExact() async throws {
    let result = try await weather.run(["--json", "44.34,10.99"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        {"query":"44.34,10.99","provider":"openweathermap","location":{"name":"Zocca","country":"IT",\
        "state":null,"lat":44.34,"lon":10.99},"units":"metric","temperature":25.33,"feels_like":25.59,\
        "temp_min":24.41,"temp_max":26.9,"humidity":64,"pressure":1015,"wind":{"speed":0.62,"deg":349,\
        "gust":1.18},"condition":{"id":501,"kind":"rain","main":"Rain","description":"moderate rain",\
        "icon":"10d"},"current_kind":"observation","observed_at":"2022-08-30T14:43:12Z","timezone_offset":7200,"wind_unit":"m/s",\
        "precipitation":3.16,"uv_index":null,"timezone":null,"sun":{"dawn":"2022-08-30T04:06:12Z",\
        "sunrise":"2022-08-30T04:36:20Z","noon":"2022-08-30T11:16:41Z","sunset":"2022-08-30T17:56:14Z",\
        "dusk":"2022-08-30T18:26:15Z"},"moon":{"phase":"waxing crescent","illumination":10.86,\
        "age_days":3.27},"lang":"en"}

        """)
  }

  @Test("--json for a name: the gazetteer's place, the query as typed, one object per line")
  func jsonLines() async throws {
    let result = try await weather.run(["--json", "London,GB", "44.34,10.99"])
    let lines = result.stdoutLines
    #expect(lines.count == 2)
    let first = try object(lines[0])
    #expect(first["query"] as? String == "London,GB")
    let location = try #require(first["location"] as? [String: Any])
    #expect(location["name"] as? String == "London")
    #expect(location["country"] as? String == "GB")
    #expect(location["state"] as? String == "England")
    #expect(location["lat"] as? Double == 51.50853)
    #expect(location["lon"] as? Double == -0.12574)
    let second = try object(lines[1])
    #expect((second["location"] as? [String: Any])?["name"] as? String == "Zocca")
  }

  @Test("--json gives null for what the API did not send")
  func jsonNulls() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-london-drizzle"))
    let json = try object(try await weather.run(["--json", "51.51,-0.13"]).stdout)
    #expect(json["feels_like"] is NSNull)
    #expect(json["timezone_offset"] is NSNull)
    #expect((json["wind"] as? [String: Any])?["gust"] is NSNull)
    #expect(json["temperature"] as? Double == 7.17)
  }

  @Test(
    "--json numbers follow the units",
    arguments: [("imperial", 77.59, 1.39), ("standard", 298.48, 0.62), ("f", 77.59, 1.39)])
  func jsonUnits(units: String, temperature: Double, wind: Double) async throws {
    let json = try object(try await weather.run(["--json", "-u", units, "44.34,10.99"]).stdout)
    #expect(json["temperature"] as? Double == temperature)
    #expect((json["wind"] as? [String: Any])?["speed"] as? Double == wind)
  }

  @Test("--format fills in every letter")
  func format() async throws {
    let result = try await weather.run(
      ["--format", "%T|%l|%t|%f|%C|%h|%w|%p|%P|100%%", "44.34,10.99"])
    #expect(
      result.stdout
        == "16:43:12+0200|Zocca, IT|+25°C|+26°C|moderate rain|64%|↓0.6m/s|3.2mm|1015hPa|100%\n")
  }

  @Test("--format for a cron log line")
  func cronLine() async throws {
    let result = try await weather.run(["-f", "%I %l %t", "-u", "kelvin", "44.34,10.99"])
    #expect(result.stdout == "2022-08-30T14:43:12Z Zocca, IT 298K\n")
  }

  @Test(
    "units for people",
    arguments: [("imperial", "78°F"), ("fahrenheit", "78°F"), ("k", "298K"), ("C", "25°C")])
  func humanUnits(units: String, temperature: String) async throws {
    let result = try await weather.run(["--units", units, "44.34,10.99"])
    #expect(result.stdout == "Zocca, IT  \(temperature)  moderate rain\n")
  }

  @Test("no colour in a pipe, even with a terminal type set")
  func noColourInPipe() async throws {
    var environment = weather.environment()
    environment["TERM"] = "xterm-256color"
    let result = try await weather.run(["44.34,10.99"], environment: environment)
    #expect(!result.stdout.contains("\u{1B}"))
  }

  @Test("--help prints to stdout and fits on one screen; --version prints the version")
  func helpAndVersion() async throws {
    let help = try await weather.run(["--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("usage: weather"))
    // One tall screen: the options, then every format letter and token with its meaning. 50
    // lines before --bar, --icons, --watch and --interval (4 more) and past weather's --date,
    // --from, --to and --normal (3 more: the letters were packed one line shorter).
    #expect(help.stdoutLines.count <= 57)
    #expect(help.stdoutLines.allSatisfy { $0.count <= 80 })
    let version = try await weather.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("weather "))
    #expect(weather.server.requestCount() == 0)
  }
}
