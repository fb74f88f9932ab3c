import Foundation
import TestSupport
import Testing

/// `promtool`, where it is installed.
private let promtool = ["/usr/bin/promtool", "/usr/local/bin/promtool"]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Every Prometheus exposition `weather` writes, checked by Prometheus' own linter:
/// `promtool check metrics` (Debian's `prometheus` package; CI installs it) finds nothing.
@Suite(
  "promtool check metrics finds nothing in any --prometheus output",
  .enabled(
    if: promtool != nil, "promtool is not installed (apt-get install prometheus)"))
struct PromtoolTests {
  let weather: WeatherProcess
  let miami = "25.77,-80.19"

  init() throws {
    weather = try WeatherProcess()
    try weather.routeEveryService()
  }

  /// What `promtool check metrics` says of `exposition` (nothing when it finds nothing), and
  /// its exit status.
  func check(_ exposition: String) async throws -> (findings: String, status: Int32) {
    let promtool = try #require(promtool)
    let result = try await WeatherProcess.launch(
      ["check", "metrics"], executable: promtool, environment: [:],
      stdin: Data(exposition.utf8))
    return (result.stdout + result.stderr, result.status)
  }

  /// Runs `weather` with `arguments` and checks its exposition, which must name `metric`.
  func expectClean(
    _ arguments: [String], environment: [String: String]? = nil, naming metric: String
  ) async throws {
    let result = try await weather.run(arguments, environment: environment)
    #expect(result.stdout.contains(metric), "\(arguments): \(result.stdout)")
    let (findings, status) = try await check(result.stdout)
    #expect(findings.isEmpty && status == 0, "\(arguments): \(findings)")
    // Base units where promtool 2.42 does not look: pascals, not hectopascals; a 0-1 ratio,
    // not percent.
    for unit in ["_percent", "hectopascals", "millimeters", "micrograms"] {
      #expect(!result.stdout.contains(unit), "\(arguments): \(unit)")
    }
  }

  @Test("promtool itself finds the millimeters of 0.1.0 (so a clean check means something)")
  func promtoolFindsOldNames() async throws {
    let old = """
      # HELP weather_precipitation_millimeters Precipitation in the last hour.
      # TYPE weather_precipitation_millimeters gauge
      weather_precipitation_millimeters{location="Seoul"} 0.4

      """
    let (findings, status) = try await check(old)
    #expect(findings.contains("base unit"))
    #expect(status != 0)
  }

  @Test("the current weather, from OpenWeatherMap, Open-Meteo and the NWS")
  func current() async throws {
    try await expectClean(["--prometheus", "44.34,10.99"], naming: "weather_pressure_pascals")
    var keyless = weather.environment(apiKey: nil)
    try await expectClean(
      ["--prometheus", "44.34,10.99"], environment: keyless,
      naming: "weather_precipitation_meters")
    keyless["WEATHER_CONTACT"] = "ops@example.com"
    try await expectClean(
      ["--prometheus", "--provider", "nws", NWSAnswers.place], environment: keyless,
      naming: "weather_relative_humidity_ratio")
  }

  @Test("with a forecast asked for, and in imperial units")
  func forecast() async throws {
    try await expectClean(
      ["--prometheus", "-d", "3", "-H", "6", "-u", "imperial", "44.34,10.99"],
      naming: "weather_relative_humidity_ratio")
  }

  @Test("with the air quality, from both providers")
  func air() async throws {
    try await expectClean(
      ["--prometheus", "--air", "44.34,10.99"], naming: "weather_pm2_5_grams_per_cubic_meter")
    try await expectClean(
      ["--prometheus", "--air", "44.34,10.99"], environment: weather.environment(apiKey: nil),
      naming: "weather_pm10_grams_per_cubic_meter")
  }

  @Test("with alerts")
  func alerts() async throws {
    try await expectClean(["--prometheus", "--alerts", miami], naming: "weather_alerts{")
  }

  @Test("a stale answer while the service is down")
  func stale() async throws {
    _ = try await weather.run(["--stale", "3600", "--air", miami])
    weather.server.route("/data/2.5/weather", .json("", status: 503))
    try await expectClean(
      ["--prometheus", "--stale", "3600", "--timeout", "3", miami],
      naming: "weather_temperature_celsius")
  }

  @Test("failures: one location of three, and every location")
  func failures() async throws {
    try await expectClean(
      ["--prometheus", "Zocca", "Nowhereville", "44.34,10.99"], naming: "weather_up{")
    weather.server.route("/data/2.5/weather", .json("", status: 503))
    try await expectClean(
      ["--prometheus", "--timeout", "3", "Nowhereville", miami], naming: "weather_up{")
  }
}
