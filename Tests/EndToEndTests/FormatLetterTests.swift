import Foundation
import TestSupport
import Testing

@Suite("wttr.in's format letters and --wind, end to end, from both providers")
struct FormatLetterTests {
  let weather: WeatherProcess
  let keyless: [String: String]
  /// Every letter but `%H` and `%L`, which need the daily forecast.
  static let everyLetter = "%c|%C|%x|%h|%t|%f|%w|%l|%m|%M|%p|%P|%u|%D|%S|%z|%s|%d|%T|%Z|%I|%a"

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-beijing"))
  }

  @Test("every letter from OpenWeatherMap, in one request: no UV index, the offset for %Z")
  func openWeatherMap() async throws {
    let result = try await weather.run(["-f", Self.everyLetter, "44.34,10.99"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "🌧️|moderate rain|///|64%|+25°C|+26°C|↓0.6m/s|Zocca, IT|🌒|3|3.2mm|1015hPa|?|06:06:12|"
        + "06:36:20|13:16:41|19:56:14|20:26:15|16:43:12+0200|+02:00|2022-08-30T14:43:12Z|\n")
    #expect(weather.server.requests.map(\.path) == ["/data/2.5/weather"])
  }

  @Test("every letter from Open-Meteo, in one request that carries uv_index and no forecast")
  func openMeteo() async throws {
    let result = try await weather.run(
      ["-f", Self.everyLetter, "39.9,116.4"], environment: keyless)
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "☁️|overcast|mmm|80%|+19°C|+20°C|1.3m/s|39.8946,116.3598|🌖|17|0.0mm|?|?|05:41:28|"
        + "06:08:26|12:04:59|18:00:54|18:27:49|00:45:00+0800|Asia/Shanghai|2026-09-28T16:45:00Z|\n")
    #expect(weather.server.requests.map(\.path) == ["/v1/forecast"])
    let request = try #require(weather.server.requests.first)
    #expect(request.value("current")?.split(separator: ",").contains("uv_index") == true)
    #expect(request.value("hourly") == nil)
    #expect(request.value("daily") == nil)
  }

  @Test(
    "%Z is the IANA zone as documented: a name that starts with a sign is none, so the offset",
    arguments: ["-1+2", "+08:00", "-Asia/Shanghai"])
  func timeZoneWithSign(name: String) async throws {
    let answer = try Fixtures.text("om-forecast-beijing")
      .replacingOccurrences(of: #""timezone":"Asia/Shanghai""#, with: #""timezone":"\#(name)""#)
    weather.server.route("/v1/forecast", .json(answer))
    let result = try await weather.run(["-f", "%Z", "39.9,116.4"], environment: keyless)
    #expect(result.status == 0)
    #expect(result.stdout == "+08:00\n")
  }

  @Test("our sunrise and sunset agree with the ones Open-Meteo published for that day")
  func sunAgreesWithOpenMeteo() async throws {
    // om-forecast-beijing.json: sunrise 06:08 and sunset 18:00 local on 2026-09-29, to the minute.
    let result = try await weather.run(["-f", "%S %s", "39.9,116.4"], environment: keyless)
    let times = result.stdout.split(separator: " ").map { text in
      text.split(separator: ":").compactMap { Int($0.trimmingCharacters(in: .newlines)) }
    }
    let seconds = times.map { $0[0] * 3600 + $0[1] * 60 + $0[2] }
    #expect(abs(seconds[0] - (6 * 3600 + 8 * 60 + 30)) <= 60)
    #expect(abs(seconds[1] - (18 * 3600 + 30)) <= 60)
  }

  @Test("presets 1 to 4 are wttr.in's four one-line formats")
  func presets() async throws {
    let expected = [
      "1": "🌧️ +25°C", "2": "🌧️ 🌡️+25°C 🌬️↓0.6m/s", "3": "Zocca, IT: 🌧️ +25°C",
      "4": "Zocca, IT: 🌧️ 🌡️+25°C 🌬️↓0.6m/s",
    ]
    for (preset, line) in expected {
      let result = try await weather.run(["--format", preset, "44.34,10.99"])
      #expect(result.stdout == line + "\n", "preset \(preset)")
    }
    #expect(weather.server.requestCount("/data/2.5/forecast") == 0)
  }

  @Test("%H and %L are today's high and low, from the forecast", arguments: ["%H/%L"])
  func highAndLow(template: String) async throws {
    let result = try await weather.run(["-f", template, "44.34,10.99"])
    #expect(result.status == 0)
    #expect(
      result.stdout.range(of: #"^[+-]\d+°C/[+-]\d+°C\n$"#, options: .regularExpression) != nil)
    #expect(weather.server.requestCount("/data/2.5/forecast") == 1)
  }

  @Test(
    "an unknown letter is a usage error naming it, before any request",
    arguments: [("%y", "%y"), ("%l %o", "%o; use %{pop:Nh}"), ("%i", "%i; use %c, %x or %C")])
  func unknownLetter(template: String, named: String) async throws {
    let result = try await weather.run(["-f", template, "44.34,10.99"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("weather: --format has an unknown letter \(named)"))
    #expect(result.stdout.isEmpty)
    #expect(weather.server.requestCount() == 0)
  }

  @Test(
    "--wind in templates: one decimal in m/s, whole numbers otherwise",
    arguments: [("kmh", "↓2km/h"), ("ms", "↓0.6m/s"), ("mph", "↓1mph"), ("kn", "↓1kn")])
  func windTemplate(unit: String, text: String) async throws {
    let result = try await weather.run(["--wind", unit, "-f", "%w", "44.34,10.99"])
    #expect(result.stdout == text + "\n")
  }

  @Test("--wind in JSON, CSV and the forecast rows; Prometheus stays in m/s")
  func windEverywhere() async throws {
    let json = try await weather.run(["--wind", "kmh", "--json", "44.34,10.99"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let wind = try #require(object["wind"] as? [String: Any])
    #expect(wind["speed"] as? Double == 2.23)
    #expect(wind["gust"] as? Double == 4.25)
    #expect(object["wind_unit"] as? String == "km/h")

    let csv = try CSVTable.parse(
      try await weather.run(["--wind=kn", "--csv", "44.34,10.99"]).stdout)
    let header = try #require(csv.first)
    let row = try #require(csv.last)
    let column = { (name: String) in header.firstIndex(of: name).map { row[$0] } }
    #expect(column("wind_speed") == "1.21")
    #expect(column("wind_unit") == "kn")

    let human = try await weather.run(["--wind", "kmh", "-d", "1", "44.34,10.99"])
    let day = try #require(human.stdoutLines.last)
    #expect(day.hasSuffix("km/h"))
    #expect(!human.stdout.contains("m/s"))

    let metrics = try PrometheusText.parse(
      try await weather.run(["--wind", "kmh", "--prometheus", "44.34,10.99"]).stdout)
    let speed = metrics.first { $0.name == "weather_wind_speed_meters_per_second" }
    #expect(speed?.samples.first?.value == 0.62)
  }

  @Test("wind = kn in the config file; --wind beats it; a bad unit names the line")
  func windInConfig() async throws {
    try weather.writeConfig("wind = kn\n")
    #expect(try await weather.run(["-f", "%w", "44.34,10.99"]).stdout == "↓1kn\n")
    #expect(
      try await weather.run(["--wind", "ms", "-f", "%w", "44.34,10.99"]).stdout == "↓0.6m/s\n")
    try weather.writeConfig("wind = beaufort\n")
    let bad = try await weather.run(["-f", "%w", "44.34,10.99"])
    #expect(bad.status == 78)
    #expect(bad.stderr.contains("line 1: unknown wind unit \"beaufort\""))
  }
}
