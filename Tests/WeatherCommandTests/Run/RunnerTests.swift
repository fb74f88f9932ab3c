import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherCommand

#if canImport(Glibc)
  import Glibc
#endif

/// Lines written by a run, kept for the test.
final class Captured: Sendable {
  private let lines = Locked<[String]>([])

  var output: TextOutput {
    TextOutput { line in
      self.lines.withLock { $0.append(line) }
      return nil
    }
  }
  var all: [String] { lines.withLock { $0 } }
}

@Suite("The run, in process: a stub transport under the real stack")
struct RunnerTests {
  let home = FileManager.default.temporaryDirectory
    .appendingPathComponent("weather-runner-\(UUID().uuidString)")

  /// Runs `arguments` against `transport`; returns the exit code, stdout and stderr lines.
  func run(
    _ arguments: [String], transport: StubTransport, environment extra: [String: String] = [:],
    stdin: String = ""
  ) async throws -> (ExitCode, [String], [String]) {
    // These runs test what a run does, not how fast: a budget far above 10 s keeps a full
    // suite on two busy cores from ending them early.
    let budget = arguments.contains("--timeout") ? [] : ["--timeout", "120"]
    guard case .run(let options) = try CommandLineParser.parse(budget + arguments) else {
      Issue.record("not a run: \(arguments)")
      return (.usage, [], [])
    }
    var environment = [
      "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config",
      "XDG_CACHE_HOME": home.path + "/cache", "OPENWEATHER_API_KEY": "runner-key-0123456789",
      "OPENWEATHER_BASE_URL": "http://127.0.0.1:9", "OPEN_METEO_BASE_URL": "http://127.0.0.1:9",
    ]
    environment.merge(extra) { $1 }
    let (stdout, stderr) = (Captured(), Captured())
    let runner = Runner(
      options: options, environment: environment.filter { !$0.value.isEmpty },
      standardInput: { StandardInputLines(descriptor: Self.pipe(stdin)) },
      output: stdout.output, errors: stderr.output,
      colorAllowed: false, transport: { _ in transport })
    let code = await runner.run()
    return (code, stdout.all, stderr.all)
  }

  /// The read end of a pipe that holds `text` and is closed for writing.
  static func pipe(_ text: String) -> Int32 {
    var ends: [Int32] = [0, 0]
    _ = Glibc.pipe(&ends)
    _ = Array(text.utf8).withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) }
    close(ends[1])
    return ends[0]
  }

  var owm: StubTransport {
    get throws {
      try StubTransport(fixtures: [
        "/geo/1.0/direct": "owm-geocoding-direct-london-uk",
        "/data/2.5/weather": "owm-current-london-drizzle",
      ])
    }
  }

  @Test("a name the gazetteer knows: the weather at its place, one request; one line, exit 0")
  func name() async throws {
    let transport = try owm
    let (code, out, err) = try await run(["London,GB"], transport: transport)
    #expect(code == .success)
    #expect(out == ["London, GB  7°C  light intensity drizzle"])
    #expect(err.isEmpty)
    #expect(transport.urls.map(\.path) == ["/data/2.5/weather"])
  }

  @Test("a name the gazetteer does not know: geocoding, then the weather at the place found")
  func unknownName() async throws {
    let transport = try owm
    let (code, out, _) = try await run(["--no-cache", "Zocca,IT"], transport: transport)
    #expect(code == .success)
    #expect(out == ["London, GB  7°C  light intensity drizzle"])
    #expect(transport.urls.map(\.path) == ["/geo/1.0/direct", "/data/2.5/weather"])
  }

  @Test("a failure among several loses none of the others; the first failure decides")
  func partialFailure() async throws {
    let transport = StubTransport { url in
      url.query?.contains("Nowhereville") == true
        ? HTTPResponse(status: 200, body: Data("[]".utf8))
        : (try? StubTransport.fixtureResponse(for: url)) ?? HTTPResponse(status: 500)
    }
    let (code, out, err) = try await run(
      ["--no-cache", "London,GB", "Nowhereville", "91,0", "51.51,-0.13"], transport: transport)
    #expect(code == .notFound)
    #expect(out.count == 2)
    #expect(err.count == 2)
    #expect(err[0].hasPrefix("weather: no place named \"Nowhereville\""))
    #expect(
      err[1]
        == "weather: 91,0: invalid coordinates: latitude must be between -90 and 90 (see weather --help)"
    )
  }

  @Test("standard input gives one location a line, comments and blanks skipped")
  func standardInput() async throws {
    let (code, out, _) = try await run(
      ["-"], transport: try owm, stdin: "# list\nLondon,GB\n\n  London,GB  \n")
    #expect(code == .success)
    #expect(out.count == 2)
  }

  @Test("no key and no provider named: Open-Meteo, with no word about keys")
  func keyless() async throws {
    let transport = try StubTransport(fixtures: [
      "/v1/search": "om-search-london", "/v1/forecast": "om-forecast-full",
    ])
    let (code, out, err) = try await run(
      ["--json", "London"], transport: transport, environment: ["OPENWEATHER_API_KEY": ""])
    #expect(code == .success)
    #expect(out.first?.contains(#""provider":"open-meteo""#) == true)
    #expect(err.isEmpty)
  }

  @Test("OpenWeatherMap named without a key: 78, naming the three ways to give one")
  func missingKey() async throws {
    let (code, out, err) = try await run(
      ["--provider", "owm", "Seoul"], transport: try owm, environment: ["OPENWEATHER_API_KEY": ""])
    #expect(code == .configuration)
    #expect(out.isEmpty)
    #expect(err.first?.contains("pass --api-key KEY, set OPENWEATHER_API_KEY") == true)
  }

  @Test("a bad address is a configuration error naming its variable")
  func badAddress() async throws {
    let (code, _, err) = try await run(
      ["Seoul"], transport: try owm, environment: ["OPENWEATHER_BASE_URL": "ftp://x"])
    #expect(code == .configuration)
    #expect(
      err == [
        "weather: OPENWEATHER_BASE_URL is \"ftp://x\"; it must be an http:// or https:// address"
      ])
  }

  @Test("a rejected key is 77, and the key is in no line")
  func rejectedKey() async throws {
    let transport = StubTransport(
      status: 401, body: "{\"cod\":401,\"message\":\"runner-key-0123456789\"}")
    let (code, out, err) = try await run(["Seoul"], transport: transport)
    #expect(code == .keyRejected)
    #expect(out.isEmpty)
    #expect(!err.joined().contains("runner-key"))
  }
}

extension StubTransport {
  /// The fixture a real service would send for `url`'s path.
  static func fixtureResponse(for url: URL) throws -> HTTPResponse {
    let names = [
      "/geo/1.0/direct": "owm-geocoding-direct-london-uk",
      "/data/2.5/weather": "owm-current-london-drizzle",
    ]
    guard let name = names[url.path] else { return HTTPResponse(status: 404) }
    return HTTPResponse(status: 200, body: try Fixtures.data(name))
  }
}
