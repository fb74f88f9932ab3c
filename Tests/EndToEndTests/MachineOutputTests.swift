import Foundation
import TestSupport
import Testing

/// CSV and Prometheus, read by programs that trust them: a spreadsheet that runs formulas, a
/// scraper that refuses a series given twice.
@Suite("weather: CSV and Prometheus against hostile text and repeated locations, end to end")
struct MachineOutputTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// What a spreadsheet reads as a formula: a field starting with one of these (OWASP).
  static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

  /// Whether `field` is numbers only, as the tool writes numbers and coordinates.
  static func isNumbers(_ field: String) -> Bool {
    field.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { Double($0) != nil }
  }

  @Test("CSV: server and user text that a spreadsheet would run is quoted with '; numbers stay")
  func csvFormulaInjection() async throws {
    weather.server.route(
      "/geo/1.0/direct",
      .json(
        #"[{"name":"=HYPERLINK(\"http://evil\",\"x\")","lat":-33.87,"lon":151.21,"country":"AU","state":"+1+cmd|' /C calc'!A0"}]"#
      ))
    weather.server.route(
      "/data/2.5/weather",
      .json(
        #"{"coord":{"lon":151.21,"lat":-33.87},"weather":[{"id":501,"main":"\tTab","description":"@SUM(1+1)*cmd|' /C calc'!A0","icon":"\r=1"}],"main":{"temp":260},"dt":1661870592,"name":"-2+3","sys":{"country":"AU"},"timezone":-3600}"#
      ))
    let result = try await weather.run(["--csv", "=Evil", "-33.87,151.21"])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try CSVTable.parse(result.stdout)
    let header = try #require(rows.first)
    let column = { (name: String) in header.firstIndex(of: name) ?? 0 }
    try #require(rows.count == 3)
    let (named, coordinate) = (rows[1], rows[2])
    #expect(named[column("query")] == "'=Evil")
    #expect(named[column("location_name")] == #"'=HYPERLINK("http://evil","x")"#)
    #expect(named[column("location_state")] == "'+1+cmd|' /C calc'!A0")
    #expect(named[column("condition_main")] == "' Tab")
    #expect(named[column("condition_description")] == "'@SUM(1+1)*cmd|' /C calc'!A0")
    #expect(named[column("condition_icon")] == "' =1")
    #expect(coordinate[column("location_name")] == "'-2+3")
    // Numbers stay numbers, negative ones included.
    #expect(coordinate[column("query")] == "-33.87,151.21")
    #expect(coordinate[column("location_lat")] == "-33.87")
    #expect(coordinate[column("temperature")] == "-13.15")
    #expect(coordinate[column("timezone_offset")] == "-3600")
    for row in rows.dropFirst() {
      for field in row where !Self.isNumbers(field) {
        #expect(field.first.map { !Self.formulaStarts.contains($0) } ?? true, "\(field)")
      }
    }
  }

  @Test(
    "CSV: an Open-Meteo time zone name a spreadsheet would run is no zone's name: left empty",
    arguments: ["-1+2", "+A1", "-A1"])
  func csvTimeZoneInjection(name: String) async throws {
    let text = try Fixtures.text("om-forecast-darwin").replacingOccurrences(
      of: #""Australia/Darwin""#, with: "\"\(name)\"")
    weather.server.route("/v1/forecast", .json(text))
    let result = try await weather.run(
      ["--provider", "open-meteo", "--csv", "-12.4,130.86"], environment: weather.environment())
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try CSVTable.parse(result.stdout)
    let header = try #require(rows.first)
    let column = try #require(header.firstIndex(of: "timezone"))
    try #require(rows.count == 2)
    #expect(rows[1][column] == "")
  }

  // Found by fuzzing (Fuzz/Corpus/location/finding-7a515b38f8e6): a quote, comma or
  // backslash that a combining mark follows is one Character with it in Swift, and was
  // written unescaped, breaking the CSV row and the Prometheus label.
  @Test("CSV and Prometheus: a quote, comma or backslash before a combining mark is escaped")
  func combiningMarks() async throws {
    let name = "Ab\"\u{06DA}c,\u{0301}d\\\u{0301}e"
    weather.server.route(
      "/geo/1.0/direct",
      .json(#"[{"name":"Ab\"\u06DAc,\u0301d\\\u0301e","lat":44.34,"lon":10.99,"country":"IT"}]"#))
    let csv = try await weather.run(["--csv", name])
    #expect(csv.status == 0, "\(csv.stderr)")
    let rows = try CSVTable.parse(csv.stdout)
    let header = try #require(rows.first)
    try #require(rows.count == 2 && rows[1].count == header.count, "\(rows)")
    for column in ["query", "location_name"] {
      let index = try #require(header.firstIndex(of: column))
      #expect(Array(rows[1][index].unicodeScalars) == Array(name.unicodeScalars))
    }
    let prometheus = try await weather.run(["--prometheus", name])
    #expect(prometheus.status == 0, "\(prometheus.stderr)")
    let up = try #require(
      try PrometheusText.parse(prometheus.stdout).first { $0.name == "weather_up" })
    let location = try #require(up.samples.first?.labels["location"])
    #expect(Array(location.unicodeScalars) == Array(name.unicodeScalars))
  }

  @Test(
    "Prometheus: a location given twice is one series, the last answer's",
    arguments: [["44.34,10.99", "44.34,10.99"], ["-"]])
  func prometheusRepeatedLocation(locations: [String]) async throws {
    let cold = TestResponse.json(
      #"{"coord":{"lon":10.99,"lat":44.34},"weather":[],"main":{"temp":260},"dt":1661870592,"name":"Zocca","sys":{"country":"IT"}}"#
    )
    let zocca = try TestResponse.fixture("owm-current-zocca")
    weather.server.route("/data/2.5/weather") { _, index in index == 0 ? zocca : cold }
    let result = try await weather.run(
      ["--prometheus", "--parallel", "1"] + locations, stdin: "44.34,10.99\n44.34,10.99\n")
    #expect(result.status == 0)
    let families = try PrometheusText.parse(result.stdout)
    let up = try #require(families.first { $0.name == "weather_up" })
    #expect(up.samples.count == 1)
    let temperature = try #require(families.first { $0.name == "weather_temperature_celsius" })
    #expect(temperature.samples.map(\.value) == [-13.15])
  }

  @Test("Prometheus: a location that failed after it succeeded shows as down, once")
  func prometheusRepeatedFailure() async throws {
    let zocca = try TestResponse.fixture("owm-current-zocca")
    weather.server.route("/data/2.5/weather") { _, index in
      index == 0 ? zocca : .json(#"{"cod":"404","message":"city not found"}"#, status: 404)
    }
    let result = try await weather.run(
      ["--prometheus", "--parallel", "1", "44.34,10.99", "1,1", "44.34,10.99"])
    let families = try PrometheusText.parse(result.stdout)
    let up = try #require(families.first { $0.name == "weather_up" })
    #expect(up.samples.map { $0.labels["location"] } == ["44.34,10.99", "1,1"])
    #expect(up.samples.map(\.value) == [0, 0])
    #expect(!families.contains { $0.name == "weather_temperature_celsius" })
  }
}
