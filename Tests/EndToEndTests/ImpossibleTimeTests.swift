import Foundation
import TestSupport
import Testing

/// Times and offsets no real answer holds, at the edges of Int and beyond ±18 hours: the
/// binary never crashes on them, and nothing derived from an impossible value is printed.
@Suite("weather against impossible times and offsets, end to end", .serialized)
struct ImpossibleTimeTests {
  let weather: WeatherProcess
  let keyless: [String: String]

  /// Int.min, Int.min + 1, Int.max, ±1e9 and just past ±18 hours.
  static let absurdOffsets = [
    "-9223372036854775808", "-9223372036854775807", "9223372036854775807", "1000000000",
    "-1000000000", "64801", "-64801",
  ]

  /// Int.min, Int.max and -1e9: instants outside 1970 to 2200.
  static let absurdInstants = ["-9223372036854775808", "9223372036854775807", "-1000000000"]

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
  }

  /// The fixture with every match of `pattern` replaced by `replacement`.
  static func fixture(_ name: String, replacing pattern: String, with replacement: String) throws
    -> TestResponse
  {
    let text = try Fixtures.text(name)
    let edited = text.replacingOccurrences(
      of: pattern, with: replacement, options: .regularExpression)
    #expect(edited != text, "the pattern \(pattern) is not in \(name)")
    return .json(edited)
  }

  @Test(
    "an Open-Meteo offset beyond ±18 h is a 76, never a crash, with or without a forecast",
    arguments: absurdOffsets)
  func openMeteoOffset(offset: String) async throws {
    weather.server.route(
      "/v1/forecast",
      try Self.fixture(
        "om-forecast-darwin", replacing: #""utc_offset_seconds": -?\d+"#,
        with: #""utc_offset_seconds": \#(offset)"#))
    for form in [["--json"], ["-d", "3"], ["-H", "3"], ["-f", "%{high}"]] {
      let result = try await weather.run(form + ["-12.4,130.86"], environment: keyless)
      #expect(result.status == 76, "\(form): \(result.stderr)")
      #expect(result.stdout.isEmpty, "nothing derived from the offset is printed: \(result.stdout)")
      #expect(
        result.stderr
          == "weather: -12.4,130.86: could not read the weather service's answer: impossible "
          + "time zone offset\n")
    }
  }

  @Test("an Open-Meteo offset of exactly ±18 h is a real one", arguments: ["64800", "-64800"])
  func openMeteoOffsetAtTheBound(offset: String) async throws {
    weather.server.route(
      "/v1/forecast",
      try Self.fixture(
        "om-forecast-darwin", replacing: #""utc_offset_seconds": -?\d+"#,
        with: #""utc_offset_seconds": \#(offset)"#))
    let result = try await weather.run(["--json", "-12.4,130.86"], environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""timezone_offset":\#(offset)"#))
  }

  @Test(
    "an OpenWeatherMap timezone beyond ±18 h is dropped; the time it came with stands",
    arguments: absurdOffsets)
  func openWeatherMapTimezone(offset: String) async throws {
    weather.server.route(
      "/data/2.5/weather",
      try Self.fixture(
        "owm-current-zocca", replacing: #""timezone": 7200"#, with: #""timezone": \#(offset)"#))
    let result = try await weather.run(["--json", "44.34,10.99"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#""observed_at":"2022-08-30T14:43:12Z","timezone_offset":null"#))
  }

  @Test(
    "an OpenWeatherMap forecast timezone beyond ±18 h is a 76: its days cannot be placed",
    arguments: absurdOffsets)
  func openWeatherMapCityTimezone(offset: String) async throws {
    weather.server.route(
      "/data/2.5/forecast",
      try Self.fixture(
        "owm-forecast-zocca", replacing: #""timezone": 7200"#, with: #""timezone": \#(offset)"#))
    let result = try await weather.run(["-d", "2", "44.34,10.99"])
    #expect(result.status == 76, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("answer: impossible time zone offset"))
  }

  @Test("an OpenWeatherMap dt outside 1970 to 2200 is a 76", arguments: absurdInstants)
  func openWeatherMapTime(instant: String) async throws {
    weather.server.route(
      "/data/2.5/weather",
      try Self.fixture(
        "owm-current-zocca", replacing: #""dt": 1661870592"#, with: #""dt": \#(instant)"#))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 76, "\(result.stderr)")
    #expect(result.stderr.contains("answer: impossible observation time"))
  }

  @Test("an OpenWeatherMap dt of 1e9 is 2001, a real time")
  func openWeatherMapTimeInRange() async throws {
    weather.server.route(
      "/data/2.5/weather",
      try Self.fixture(
        "owm-current-zocca", replacing: #""dt": 1661870592"#, with: #""dt": 1000000000"#))
    let result = try await weather.run(["--json", "44.34,10.99"])
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""observed_at":"2001-09-09T01:46:40Z""#))
  }

  @Test(
    "an OpenWeatherMap forecast step outside 1970 to 2200 is a 76, however many days are asked",
    arguments: absurdInstants)
  func openWeatherMapStepTime(instant: String) async throws {
    weather.server.route(
      "/data/2.5/forecast",
      try Self.fixture(
        "owm-forecast-zocca", replacing: #""dt": 1661893200"#, with: #""dt": \#(instant)"#))
    for form in [["-d", "1"], ["-H", "3"], ["-f", "%{high}"]] {
      let result = try await weather.run(form + ["44.34,10.99"])
      #expect(result.status == 76, "\(form): \(result.stderr)")
      #expect(result.stderr.contains("answer: impossible forecast time"))
    }
  }

  @Test(
    "an Open-Meteo day outside 1970 to 2200 is a 76, never printed as a forecast day",
    arguments: ["0001-01-01", "1969-12-31", "2200-01-02", "9999-12-31"])
  func openMeteoDailyDate(date: String) async throws {
    weather.server.route(
      "/v1/forecast",
      try Self.fixture("om-forecast-darwin", replacing: #""2026-09-23""#, with: #""\#(date)""#))
    let result = try await weather.run(["-d", "3", "-12.4,130.86"], environment: keyless)
    #expect(result.status == 76, "\(result.stdout)")
    #expect(!result.stdout.contains(date.prefix(4)))
    #expect(result.stderr.contains("answer: impossible forecast date"))
  }

  @Test(
    "Open-Meteo local times in year 1 or 9999 are impossible, never a crash",
    arguments: ["0001-01-01T00:00", "9999-12-31T23:59"])
  func openMeteoCurrentTime(time: String) async throws {
    weather.server.route(
      "/v1/forecast",
      try Self.fixture(
        "om-forecast-darwin", replacing: #""2026-09-21T17:00""#, with: #""\#(time)""#))
    let result = try await weather.run(["-H", "3", "-12.4,130.86"], environment: keyless)
    #expect(result.status == 76)
    #expect(result.stderr.contains("answer: impossible observation time"))
  }
}
