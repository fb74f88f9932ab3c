import Foundation
import TestSupport
import Testing

@Suite("weather: every form of location, end to end")
struct LocationFormTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-london-drizzle"))
  }

  @Test("a name the gazetteer knows prints one line after one request: the weather at its place")
  func name() async throws {
    let result = try await weather.run(["London,GB"])
    #expect(result.status == 0)
    #expect(result.stdout == "London, GB  7°C  light intensity drizzle\n")
    #expect(result.stderr == "")
    let requests = weather.server.requests
    #expect(requests.map(\.path) == ["/data/2.5/weather"])
    #expect(requests.first?.value("appid") == WeatherProcess.apiKey)
    #expect(requests.first?.value("lat") == "51.50853")
    #expect(requests.first?.value("lon") == "-0.12574")
  }

  @Test("a name the gazetteer does not know is geocoded first: two requests")
  func unknownName() async throws {
    let result = try await weather.run(["Zocca,IT"])
    #expect(result.status == 0)
    let requests = weather.server.requests
    #expect(requests.map(\.path) == ["/geo/1.0/direct", "/data/2.5/weather"])
    #expect(requests.first?.value("q") == "Zocca,IT")
    #expect(requests.first?.value("appid") == WeatherProcess.apiKey)
    #expect(requests.last?.value("lat") == "51.507322")
    #expect(requests.last?.value("lon") == "-0.127647")
  }

  @Test(
    "names the gazetteer does not know, with spaces, accents and other scripts, reach the API as typed",
    arguments: [
      "Castel d'Aiano", "Cañete la Real", "봉평면", "Springfield,XX,US", "Seoul&appid=x", "a+b",
    ])
  func unicodeAndSpaces(name: String) async throws {
    let result = try await weather.run([name])
    #expect(result.status == 0)
    let request = try #require(weather.server.requests.first)
    #expect(request.value("q") == name)
    #expect(request.query["appid"] == [WeatherProcess.apiKey])
  }

  @Test("coordinates need one request, and the name comes from the answer")
  func coordinates() async throws {
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.stdout == "Zocca, IT  25°C  moderate rain\n")
    #expect(weather.server.requests.map(\.path) == ["/data/2.5/weather"])
  }

  @Test("a negative latitude is a location, not an option")
  func negativeCoordinates() async throws {
    let result = try await weather.run(["-33.8688,151.2093"])
    #expect(result.status == 0)
    let request = try #require(weather.server.requests.first)
    #expect(request.value("lat") == "-33.8688")
    #expect(request.value("lon") == "151.2093")
  }

  @Test("--lat and --lon give a location")
  func latLonFlags() async throws {
    let result = try await weather.run(["--lat", "37.57", "--lon=-126.98"])
    #expect(result.status == 0)
    let request = try #require(weather.server.requests.first)
    #expect(request.value("lat") == "37.57")
    #expect(request.value("lon") == "-126.98")
  }

  @Test("- reads locations from standard input, skipping blanks and comments")
  func standardInput() async throws {
    weather.server.route("/data/2.5/weather") { request, _ in
      let fixture =
        request.value("lat") == "44.34" ? "owm-current-zocca" : "owm-current-moscow-snow"
      return (try? .fixture(fixture)) ?? .json("", status: 500)
    }
    let input = "# places to log\n44.34,10.99\n\n   \n  # indented comment\n55.75,37.61\r\n"
    let result = try await weather.run(["-"], stdin: input)
    #expect(result.status == 0)
    #expect(
      result.stdoutLines == [
        "Zocca, IT  25°C  moderate rain",
        "Moscow, RU  -7°C  light intensity drizzle, mist, light snow",
      ])
  }

  @Test("arguments and standard input mix, in the order given")
  func mixed() async throws {
    weather.server.route("/data/2.5/weather") { request, _ in
      let fixture =
        request.value("lat") == "44.34" ? "owm-current-zocca" : "owm-current-moscow-snow"
      return (try? .fixture(fixture)) ?? .json("", status: 500)
    }
    let result = try await weather.run(["44.34,10.99", "-", "44.34,10.99"], stdin: "55.75,37.61\n")
    #expect(result.stdoutLines.map { $0.prefix(6) } == ["Zocca,", "Moscow", "Zocca,"])
  }

  @Test("results print in input order even when later ones answer first")
  func order() async throws {
    weather.server.route("/data/2.5/weather") { request, _ in
      let slow = request.value("lat") == "44.34"
      return
        (try? .fixture(
          slow ? "owm-current-zocca" : "owm-current-moscow-snow",
          delay: .milliseconds(slow ? 400 : 0))) ?? .json("", status: 500)
    }
    let result = try await weather.run(["44.34,10.99", "55.75,37.61", "55.75,37.62"])
    #expect(result.stdoutLines.map { String($0.prefix(5)) } == ["Zocca", "Mosco", "Mosco"])
  }

  @Test("several locations are fetched concurrently")
  func concurrently() async throws {
    weather.server.route(
      "/data/2.5/weather", try .fixture("owm-current-zocca", delay: .milliseconds(500)))
    let result = try await weather.run((0..<6).map { "10.\($0),20" })
    #expect(result.stdoutLines.count == 6)
    #expect(weather.server.peakConcurrentRequests >= 2)
  }
}
