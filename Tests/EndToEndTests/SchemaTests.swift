import Foundation
import TestSupport
import Testing

/// Every object `weather --json` writes, in every mode, against
/// `Documentation/weather.schema.json`, checked by `JSONSchemaSubset`.
@Suite("--json in every mode keeps Documentation/weather.schema.json")
struct SchemaTests {
  let weather: WeatherProcess
  let schema: JSONSchemaSubset
  let miami = "25.77,-80.19"

  init() throws {
    weather = try WeatherProcess()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(
      contentsOf: root.appendingPathComponent("Documentation/weather.schema.json"),
      encoding: .utf8)
    schema = try JSONSchemaSubset(JSONTree.parse(text))
    try weather.routeEveryService()
  }

  /// The environment without a key (Open-Meteo answers), or for MET Norway and the NWS with
  /// a contact.
  func keyless(contact: Bool = false) -> [String: String] {
    var environment = weather.environment(apiKey: nil)
    if contact { environment["WEATHER_CONTACT"] = "ops@example.com" }
    return environment
  }

  /// Runs `weather --json` with `arguments`; expects `count` lines on stdout, each keeping the
  /// schema, and returns them.
  @discardableResult
  func expectValid(
    _ arguments: [String], environment: [String: String]? = nil, lines count: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> [JSONTree] {
    let result = try await weather.run(["--json"] + arguments, environment: environment)
    #expect(
      result.stdoutLines.count == count, "\(arguments): \(result.stdout)\(result.stderr)",
      sourceLocation: sourceLocation)
    return try result.stdoutLines.map { line in
      let object = try JSONTree.parse(line)
      let errors = schema.errors(in: object)
      #expect(errors.isEmpty, "\(arguments): \(errors)\n\(line)", sourceLocation: sourceLocation)
      return object
    }
  }

  @Test("the current weather from each source: OpenWeatherMap, Open-Meteo, MET Norway, NWS")
  func current() async throws {
    try await expectValid(["Zocca", "44.34,10.99"], lines: 2)
    try await expectValid(["44.34,10.99"], environment: keyless(), lines: 1)
    try await expectValid(
      ["--provider", "met-norway", "44.34,10.99"], environment: keyless(contact: true), lines: 1)
    try await expectValid(
      ["--provider", "nws", NWSAnswers.place], environment: keyless(contact: true), lines: 1)
  }

  @Test("forecasts: --days and --hours from each source, in each unit system")
  func forecasts() async throws {
    for units in ["metric", "imperial", "standard"] {
      let asked = ["-d", "3", "-H", "6", "-u", units, "--wind", "kn", "44.34,10.99"]
      try await expectValid(asked, lines: 1)
      try await expectValid(asked, environment: keyless(), lines: 1)
      try await expectValid(
        ["--provider", "met-norway"] + asked, environment: keyless(contact: true), lines: 1)
      try await expectValid(
        ["--provider", "nws"] + asked.dropLast() + [NWSAnswers.place],
        environment: keyless(contact: true), lines: 1)
    }
  }

  @Test("--places: one object a place")
  func places() async throws {
    try await expectValid(["--places", "Springfield"], lines: 8)
  }

  @Test("--compare: a report per source, and a failed source's error object")
  func compare() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-error-401", status: 401))
    let objects = try await expectValid(["--compare", "-d", "2", "44.34,10.99"], lines: 3)
    #expect(
      objects.contains {
        if case .object(let members) = $0 { members["error"] != nil } else { false }
      })
  }

  @Test("air quality and alerts, from both providers")
  func airAndAlerts() async throws {
    try await expectValid(["--air", "--alerts", miami], lines: 1)
    try await expectValid(
      ["--air", "--alerts", "-d", "1", miami], environment: keyless(), lines: 1)
  }

  @Test("a failed air service and alert feed: their keys are null")
  func extrasFailed() async throws {
    weather.server.route("/data/2.5/air_pollution", .json("{}", status: 418))
    weather.server.route("/data/3.0/onecall", .json("{}", status: 500))
    let objects = try await expectValid(["--air", "--alerts", miami], lines: 1)
    guard case .object(let members)? = objects.first else { return }
    #expect(members["air"] == .null)
  }

  @Test("--stale: fresh, then an old answer while the service is down")
  func stale() async throws {
    try await expectValid(["--stale", "3600", "--air", "-H", "3", miami], lines: 1)
    weather.server.route("/data/2.5/weather", .json("", status: 503))
    let objects = try await expectValid(
      ["--stale", "3600", "--timeout", "3", "-H", "3", miami], lines: 1)
    guard case .object(let members)? = objects.first else { return }
    #expect(members["stale"] == .boolean(true))
  }

  @Test("failures: a failed location writes nothing, the others keep the schema")
  func failures() async throws {
    try await expectValid(["Zocca", "Nowhereville", "44.34,10.99"], lines: 2)
  }

  @Test("past weather: a day, a range by the hour, NAME@DATE, and yesterday with the normal")
  func past() async throws {
    let process = try WeatherProcess()
    let server = OpenMeteoPastServer()
    server.install(on: process.server)
    let keyless = process.environment(apiKey: nil)
    for arguments in [
      ["--date", "2024-07-01", "London"], ["--from", "-3d", "--to", "today", "-H", "6", "London"],
      ["London@yesterday"], ["--normal", "London"], ["--date", "1940-01-01", "London"],
    ] {
      let result = try await process.run(["--json"] + arguments, environment: keyless)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      #expect(result.stdoutLines.count == 1, "\(arguments): \(result.stdout)")
      for line in result.stdoutLines {
        let object = try JSONTree.parse(line)
        let errors = schema.errors(in: object)
        #expect(errors.isEmpty, "\(arguments): \(errors)\n\(line)")
      }
    }
  }
}
