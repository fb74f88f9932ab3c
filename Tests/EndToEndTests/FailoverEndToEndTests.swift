import Foundation
import TestSupport
import Testing

/// `--provider a,b`: a failover order, end to end over TCP. OpenWeatherMap first (its routes
/// on the test server), the test source (`weather-test-source`'s `steps-test`) second.
@Suite("A list of sources is a failover order")
struct FailoverEndToEndTests {
  let weather: WeatherProcess
  let binary: String

  init() throws {
    weather = try WeatherProcess()
    binary = try WeatherProcess.binary(named: "weather-test-source").path
    weather.routeUniformSteps()
  }

  func run(_ arguments: [String], config: String? = nil) async throws -> RunResult {
    var environment = weather.environment()
    environment["STEPS_TEST_BASE_URL"] = weather.server.baseURL
    if let config { try weather.writeConfig(config) }
    return try await WeatherProcess.launch(
      arguments, executable: binary, environment: environment, stdin: nil)
  }

  /// Whether the test source was asked.
  var stepsAsked: Bool {
    weather.server.requests.contains { $0.path == "/steps/v1/forecast" }
  }

  @Test("the first source timing out: the second answers within --timeout, and says so")
  func timeoutFailsOver() async throws {
    weather.server.route("/data/2.5/weather", TestResponse(delivery: .hang))
    let result = try await run(
      ["--provider", "openweathermap,steps-test", "--timeout", "3", "51.5,-0.12"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("51.5,-0.12  "), "\(result.stdout)")
    #expect(result.stdout.hasSuffix("(from Steps (test))\n"), "\(result.stdout)")
    #expect(stepsAsked)
  }

  @Test("every output form names the source that answered")
  func formsNameTheSource() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-error-429", status: 429))
    let list = ["--provider", "owm, steps-test", "--timeout", "2", "51.5,-0.12"]
    let json = try await run(["--json"] + list)
    #expect(json.status == 0, "\(json.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["provider"] as? String == "steps-test")
    let csv = try await run(["--csv"] + list)
    let table = try CSVTable.parse(csv.stdout)
    let column = try #require(table.first?.firstIndex(of: "provider"))
    #expect(table.count == 2)
    #expect(table.last?[column] == "steps-test")
    let prometheus = try await run(["--prometheus"] + list)
    #expect(prometheus.stdout.contains(#"provider="steps-test""#), "\(prometheus.stdout)")
    let report = try await run(["--report"] + list)
    #expect(report.stdoutLines.first?.contains("(from Steps (test))") == true, "\(report.stdout)")
  }

  @Test("the first source answering: no other is asked, and the line names none")
  func firstAnswers() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    let result = try await run(["--provider", "openweathermap,steps-test", "44.34,10.99"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("(from"), "\(result.stdout)")
    #expect(!stepsAsked)
  }

  @Test("a permanent failure (a rejected key) is not hidden by the next source")
  func permanentIsNotFailedOver() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-error-401", status: 401))
    let result = try await run(["--provider", "openweathermap,steps-test", "51.5,-0.12"])
    #expect(result.status == 77, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(!stepsAsked)
  }

  @Test("provider = a, b in the config file is the same order")
  func configList() async throws {
    weather.server.route("/data/2.5/weather", TestResponse(status: 503))
    let result = try await run(
      ["--timeout", "5", "51.5,-0.12"], config: "provider = openweathermap, steps-test\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("(from Steps (test))"), "\(result.stdout)")
  }

  @Test("commercial = yes drops a source whose terms do not allow it; none left is 78")
  func commercial() async throws {
    let left = try await run(
      ["--commercial", "--provider", "open-meteo,steps-test", "--json", "51.5,-0.12"])
    #expect(left.status == 0, "\(left.stderr)")
    #expect(left.stdout.contains(#""provider":"steps-test""#), "\(left.stdout)")
    #expect(!weather.server.requests.contains { $0.path == "/v1/forecast" })
    let none = try await run(
      ["--provider", "open-meteo", "51.5,-0.12"], config: "commercial = yes\n")
    #expect(none.status == 78)
    #expect(
      none.stderr.hasPrefix("weather: no source chosen allows commercial use"), "\(none.stderr)")
    #expect(
      none.stderr.contains("those that do: steps-test, nws, openweathermap"), "\(none.stderr)")
  }

  @Test("commercial use: unknown names and --air need a source whose terms allow them")
  func commercialRefusals() async throws {
    let environment = weather.environment(apiKey: nil).merging(
      ["STEPS_TEST_BASE_URL": weather.server.baseURL], uniquingKeysWith: { $1 })
    let name = try await WeatherProcess.launch(
      ["--commercial", "--provider", "steps-test", "Xyzzyville"], executable: binary,
      environment: environment, stdin: nil)
    #expect(name.status == 66, "\(name.stderr)")
    #expect(
      name.stderr
        == "weather: no place named \"Xyzzyville\"; with commercial use, names go only to a "
        + "geocoder whose terms allow it, and none is configured (OpenWeatherMap with a key "
        + "would); the built-in places and coordinates still work\n")
    let air = try await WeatherProcess.launch(
      ["--commercial", "--provider", "steps-test", "--air", "Paris"], executable: binary,
      environment: environment, stdin: nil)
    #expect(air.status == 0, "\(air.stderr)")
    #expect(
      air.stderr.hasPrefix(
        "weather: --air: no air quality source whose terms allow commercial use is configured "
          + "(OpenWeatherMap with a key would)"), "\(air.stderr)")
    #expect(!weather.server.requests.contains { $0.path.hasPrefix("/v1/") }, "no Open-Meteo")
  }
}
