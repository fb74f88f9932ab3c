import Foundation
import TestSupport
import Testing

@Suite("weather: exit codes and error messages, end to end")
struct ExitCodeTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  @Test(
    "usage errors exit 64 with one line pointing to --help, before any request",
    arguments: [
      ["--bogus", "Seoul"], ["--units"], ["--units", "parsecs", "Seoul"], [],
      ["--timeout", "-1", "x"],
      ["--timeout", "abc", "x"], ["--lat", "37"], ["--json", "--format", "%t", "x"],
      ["-f", "%q", "x"],
      ["--lat", "91", "--lon", "0"], ["-", "-"],
    ])
  func usage(arguments: [String]) async throws {
    let result = try await weather.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout == "")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("weather: "))
    #expect(result.stderr.contains("--help"))
    #expect(weather.server.requestCount() == 0)
  }

  @Test(
    "usage errors say exactly what is wrong, and what would be right",
    arguments: [
      (
        ["--timeout", "0.0001", "x"], "--timeout takes a number from 0.001 to 86400, not \"0.0001\""
      ),
      (["--lang", "ko&appid=x", "x"], "unknown language \"ko&appid=x\""),
      (["--lang", "ko\u{1B}[31m", "x"], "unknown language \"ko?[31m\""),
      (["--day", "3", "x"], "unknown option --day; did you mean --days?"),
      (["--format", "Seoul"], "--format \"Seoul\" has no % letter"),
      ([""], "invalid location: the name is empty"),
    ])
  func usageMessages(arguments: [String], message: String) async throws {
    let result = try await weather.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("weather: " + message), "\(result.stderr)")
    #expect(result.stderrLines.count == 1)
    #expect(weather.server.requestCount() == 0)
  }

  @Test("a flag given twice is harmless, and a short option's value may be attached")
  func repeatedAndAttached() async throws {
    let once = try await weather.run(["--json", "-uimperial", "44.34,10.99"])
    let twice = try await weather.run(["--json", "--json", "-u", "imperial", "44.34,10.99"])
    #expect(once.status == 0)
    #expect(once.stdout.contains("\"units\":\"imperial\""))
    #expect(once.stdout == twice.stdout)
    #expect(twice.stderr == "")
  }

  @Test("a place that does not exist exits 66, naming it")
  func notFound() async throws {
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-empty"))
    let result = try await weather.run(["Nowhereville"])
    #expect(result.status == 66)
    #expect(result.stderr == "weather: no place named \"Nowhereville\"\n")
  }

  @Test("bare words that make a name only the geocoder knows: the message says names need quotes")
  func quotesHint() async throws {
    // Neither word is a place the built-in places know; "Barton" and "Fooville Barton" are
    // ones the geocoder knows. (Words that together are a built-in name are one place.)
    geocoding(knowing: ["Barton", "Fooville Barton"])
    let result = try await weather.run(["Fooville", "Barton"])
    #expect(result.status == 66)
    #expect(result.stdoutLines.count == 1)
    #expect(result.stderr.contains("no place named \"Fooville\""))
    #expect(result.stderr.contains("weather \"Fooville Barton\""))
  }

  /// Geocoding that knows only `known`.
  func geocoding(knowing known: [String]) {
    weather.server.route("/geo/1.0/direct") { request, _ in
      (try? .fixture(
        known.contains(request.value("q") ?? "")
          ? "owm-geocoding-direct-london-uk" : "owm-geocoding-empty"))
        ?? .json("", status: 500)
    }
  }

  @Test("the quote hint is given once a run, though both words fail")
  func quotesHintOnce() async throws {
    // Neither word is a place; "Fooville Bartonx" is one the geocoder knows.
    geocoding(knowing: ["Fooville Bartonx"])
    let result = try await weather.run(["Fooville", "Bartonx"])
    #expect(result.status == 66)
    #expect(result.stderr.components(separatedBy: "names with spaces need quotes").count == 2)
    #expect(result.stderrLines.count == 2, "one line for each failed name")
    #expect(weather.server.requestCount("/geo/1.0/direct") <= 4, "one extra a failed name")
  }

  @Test(
    "the hint costs one extra request for a failed name, and none on a run where all are found",
    arguments: [
      // Names the built-in places do not know, so that each costs a geocoding request.
      (["Zocca", "Zoca", "Montese"], 4), (["Zoca", "Montese"], 3), (["Zocca", "Zoca"], 3),
      (["Zocca", "Montese", "Fanano"], 3),
      // Names they know cost none.
      (["Seoul", "Seuol", "London"], 2), (["Seoul", "London", "Paris"], 0),
    ])
  func quotesHintCost(arguments: [String], geocodingRequests: Int) async throws {
    geocoding(knowing: ["Zocca", "Montese", "Fanano"])
    _ = try await weather.run(["--no-cache"] + arguments)
    #expect(weather.server.requestCount("/geo/1.0/direct") == geocodingRequests)
  }

  @Test("words that make no known name together get no hint about quotes")
  func noQuotesHint() async throws {
    weather.server.route("/geo/1.0/direct") { request, _ in
      (try? .fixture(
        ["Seoul", "Paris"].contains(request.value("q"))
          ? "owm-geocoding-direct-london-uk" : "owm-geocoding-empty"))
        ?? .json("", status: 500)
    }
    let result = try await weather.run(["Seoul,KR", "Paris,FR", "Nowhereville"])
    #expect(result.status == 66)
    #expect(result.stderr == "weather: no place named \"Nowhereville\"\n")
  }

  @Test("a rejected key exits 77 and says so")
  func keyRejected() async throws {
    weather.server.route("/geo/1.0/direct", try .fixture("owm-error-401", status: 401))
    let result = try await weather.run(["Zocca"])
    #expect(result.status == 77)
    #expect(result.stderr.contains("API key was rejected"))
  }

  @Test("a service that keeps failing exits 75")
  func serviceDown() async throws {
    weather.server.route("/data/2.5/weather", .json("<html>502</html>", status: 502))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 75)
    #expect(result.stderr.contains("HTTP 502"))
  }

  @Test("an unreadable answer exits 76")
  func unreadable() async throws {
    weather.server.route("/data/2.5/weather", .json("<html>hello</html>"))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 76)
    #expect(
      result.stderr
        == "weather: 44.34,10.99: could not read the weather service's answer: not valid JSON\n")
  }

  @Test("OpenWeatherMap chosen with no key anywhere exits 78, naming all three ways to give one")
  func noKey() async throws {
    let result = try await weather.run(
      ["--provider", "openweathermap", "Seoul"], environment: weather.environment(apiKey: nil))
    #expect(result.status == 78)
    #expect(result.stderr.contains("--api-key"))
    #expect(result.stderr.contains("OPENWEATHER_API_KEY"))
    #expect(result.stderr.contains("api_key = KEY"))
    #expect(result.stderr.contains(weather.home.path + "/config/weather/config"))
    #expect(weather.server.requestCount() == 0)
  }

  @Test("with several locations, the others still print and the first failure sets the code")
  func partialFailure() async throws {
    weather.server.route("/data/2.5/weather") { request, _ in
      switch request.value("lat") {
      case "1": .json("", status: 401)
      case "2": (try? .fixture("owm-geocoding-empty")) ?? .json("", status: 500)
      default: (try? .fixture("owm-current-zocca")) ?? .json("", status: 500)
      }
    }
    let result = try await weather.run(["44.34,10.99", "2,2", "1,1", "44.34,10.99", "91,0"])
    #expect(
      result.stdoutLines == ["Zocca, IT  25°C  moderate rain", "Zocca, IT  25°C  moderate rain"])
    #expect(result.stderrLines.count == 3)
    #expect(result.stderrLines[0].hasPrefix("weather: 2,2: could not read"))
    #expect(result.stderrLines[1].hasPrefix("weather: 1,1: the API key was rejected"))
    #expect(result.stderrLines[2].hasPrefix("weather: 91,0: invalid coordinates"))
    #expect(result.status == 76)
  }
}
