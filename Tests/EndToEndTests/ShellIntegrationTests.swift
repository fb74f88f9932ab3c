import Foundation
import TestSupport
import Testing

@Suite("weather in the shell: CSV, Prometheus, status bars, colour, end to end")
struct ShellIntegrationTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct") { request, _ in
      let name = request.value("q") ?? ""
      let json = try? JSONSerialization.data(withJSONObject: name, options: .fragmentsAllowed)
      let quoted = json.map { String(decoding: $0, as: UTF8.self) } ?? "\"?\""
      return .json(#"[{"name":\#(quoted),"lat":44.34,"lon":10.99,"country":"IT"}]"#)
    }
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
  }

  @Test("CSV: a header, a row per location and per day, names with commas and quotes intact")
  func csv() async throws {
    let result = try await weather.run(
      ["--csv", "-d", "1", "Washington, D.C.", #"Say "hi""#, "44.34,10.99"])
    #expect(result.status == 0)
    let rows = try CSVTable.parse(result.stdout)
    let header = try #require(rows.first)
    #expect(header.prefix(4) == ["kind", "query", "provider", "location_name"])
    #expect(rows.count == 1 + 3 * 2)
    #expect(rows.allSatisfy { $0.count == header.count })
    let column = { (name: String) in header.firstIndex(of: name) ?? 0 }
    #expect(rows[1][column("location_name")] == "Washington, D.C.")
    #expect(rows[3][column("location_name")] == #"Say "hi""#)
    #expect(rows[1][column("kind")] == "current")
    #expect(rows[2][column("kind")] == "daily")
    #expect(rows[1][column("temperature")] == "25.33")
    #expect(rows[2][column("temp_max")] == "25.33")
    // Every row ends with CRLF, the header's and the last included.
    #expect(result.stdout.hasSuffix("\r\n"))
    #expect(!result.stdout.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }

  @Test("CSV opens in Python's csv module, as a spreadsheet reads it", .enabled(if: Self.python))
  func csvInPython() async throws {
    let result = try await weather.run(["--csv", "Washington, D.C.", "44.34,10.99"])
    let script = try Self.temporaryFile(
      "import csv,sys\nrows=list(csv.DictReader(open(sys.argv[1],newline='')))\n"
        + "print(len(rows), rows[0]['location_name'], rows[1]['temperature'])\n")
    let data = try Self.temporaryFile(result.stdout)
    let python = try await WeatherProcess.launch(
      [script.path, data.path], executable: "/usr/bin/python3", environment: [:], stdin: nil)
    #expect(python.stdout == "2 Washington, D.C. 25.33\n")
  }

  static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

  static func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-\(UUID().uuidString)")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("Prometheus: valid exposition, base units, escaped labels, weather_up 0 for a failure")
  func prometheus() async throws {
    weather.server.route("/geo/1.0/direct") { request, _ in
      request.value("q") == "Nowhereville"
        ? .json("[]")
        : .json(#"[{"name":"Zocca","lat":44.34,"lon":10.99,"country":"IT"}]"#)
    }
    let result = try await weather.run(
      ["--prometheus", "-u", "imperial", #"Zocca "the\village""#, "Nowhereville", "44.34,10.99"])
    #expect(result.status == 66)
    let families = try PrometheusText.parse(result.stdout)
    let up = try #require(families.first { $0.name == "weather_up" })
    #expect(up.type == "gauge")
    #expect(up.samples.map(\.value) == [1, 0, 1])
    #expect(up.samples[0].labels["location"] == #"Zocca "the\village""#)
    #expect(up.samples[1].labels == ["location": "Nowhereville", "country": "", "provider": ""])
    let temperature = try #require(families.first { $0.name == "weather_temperature_celsius" })
    #expect(temperature.samples.map(\.value) == [25.33, 25.33])
    #expect(families.map(\.name).contains("weather_wind_speed_meters_per_second"))
    #expect(result.stderr.contains("no place named \"Nowhereville\""))
  }

  @Test("--stale serves the last answer, marked, while the service is down; fresh once it is back")
  func stale() async throws {
    #expect(try await weather.run(["--stale", "3600", "44.34,10.99"]).status == 0)
    weather.server.route("/data/2.5/weather", .json("", status: 503))
    let human = try await weather.run(["--stale", "3600", "--timeout", "3", "44.34,10.99"])
    #expect(human.status == 0)
    #expect(human.stdout.hasPrefix("Zocca, IT  25°C  moderate rain  ("))
    #expect(human.stdout.hasSuffix(" ago)\n"))
    #expect(human.stderrLines.count == 1)
    #expect(human.stderr.contains("showing the answer from"))
    let json = try await weather.run(["--stale", "3600", "--timeout", "3", "--json", "44.34,10.99"])
    #expect(json.stdout.contains(#""stale":true,"age_seconds":"#))
    let template = try await weather.run(
      ["--stale", "3600", "--timeout", "3", "-f", "%t|%a|", "44.34,10.99"])
    #expect(template.stdout.hasPrefix("+25°C|"))
    #expect(template.stdout != "+25°C||\n")
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    let fresh = try await weather.run(["--stale", "3600", "--json", "44.34,10.99"])
    #expect(fresh.stdout.hasSuffix(#""stale":false,"age_seconds":0}"# + "\n"))
    let plain = try await weather.run(["--stale", "3600", "-f", "%t|%a|", "44.34,10.99"])
    #expect(plain.stdout == "+25°C||\n")
  }

  @Test("--stale serves nothing older than it allows, and nothing for a lasting failure")
  func staleLimits() async throws {
    #expect(try await weather.run(["--stale", "3600", "44.34,10.99"]).status == 0)
    weather.server.route("/data/2.5/weather", try .fixture("owm-error-401", status: 401))
    let rejected = try await weather.run(["--stale", "3600", "44.34,10.99"])
    #expect(rejected.status == 77)
    #expect(rejected.stdout.isEmpty)
    weather.server.route("/data/2.5/weather", .json("", status: 503))
    let other = try await weather.run(["--stale", "3600", "--timeout", "3", "1,1"])
    #expect(other.status == 75)
    #expect(other.stdout.isEmpty)
  }

  @Test(
    "--color always paints even in a pipe; never and NO_COLOR do not",
    arguments: [(["--color", "always"], true), (["--color", "never"], false), ([], false)])
  func color(arguments: [String], painted: Bool) async throws {
    let result = try await weather.run(arguments + ["44.34,10.99"])
    #expect(result.stdout.contains("\u{1B}[") == painted)
  }

  @Test("-V and --version print the version")
  func version() async throws {
    for flag in ["-V", "--version"] {
      let result = try await weather.run([flag])
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("weather "))
    }
  }
}
