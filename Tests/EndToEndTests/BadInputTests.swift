import Foundation
import TestSupport
import Testing

@Suite("weather: bad input never crashes and never sends a malformed request")
struct BadInputTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-empty"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  @Test(
    "bad locations are usage errors, with no request",
    arguments: [
      "", "   ", String(repeating: "x", count: 10_000), "Seo\nul", "Se\u{1}oul", "91,0", "0,181",
      "nan,inf",
      "1e999,0", "-91,-181",
      // One Character of 60,000 combining marks: 120 KB, which once became a 720 KB request.
      "a" + String(repeating: "\u{301}", count: 60_000),
    ])
  func badLocation(location: String) async throws {
    let result = try await weather.run([location])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.count < 300)
    #expect(result.stderr.hasSuffix("(see weather --help)\n"))
    #expect(weather.server.requestCount() == 0)
  }

  @Test("a name that tries to add a parameter is sent as one value and not found")
  func injection() async throws {
    let result = try await weather.run(["Seoul&appid=x"])
    #expect(result.status == 66)
    let request = try #require(weather.server.requests.first)
    #expect(request.query["q"] == ["Seoul&appid=x"])
    #expect(request.query["appid"] == [WeatherProcess.apiKey])
  }

  @Test("empty standard input is a usage error")
  func emptyStdin() async throws {
    let result = try await weather.run(["-"], stdin: "")
    #expect(result.status == 64)
    #expect(result.stderr.contains("no locations on standard input"))
  }

  @Test("comment-only standard input is a usage error")
  func commentsOnly() async throws {
    let result = try await weather.run(["-"], stdin: "# nothing\n\n")
    #expect(result.status == 64)
  }

  @Test(
    "binary standard input is a usage error for its line, naming it",
    arguments: [
      ([0x00, 0x01, 0x02], "the name contains control characters"),
      (
        [0xFF, 0xFE, 0x41, 0x0A],
        "standard input, line 1: invalid location: the line is not UTF-8 text"
      ),
    ])
  func binaryStdin(bytes: [UInt8], message: String) async throws {
    let result = try await WeatherProcess.launch(
      ["-"], environment: weather.environment(), stdin: Data(bytes))
    #expect(result.status == 64)
    #expect(result.stderr.contains(message))
    #expect(result.stderrLines.count == 1)
    #expect(weather.server.requestCount() == 0)
  }

  @Test("a bad line on standard input fails alone; the good lines still print")
  func badLineAmongGood() async throws {
    let result = try await weather.run(["-"], stdin: "44.34,10.99\n91,0\n44.34,10.99\n")
    #expect(result.status == 64)
    #expect(result.stdoutLines.count == 2)
    #expect(result.stderrLines.count == 1)
  }

  @Test("a byte-order mark before the first line of standard input is not part of the name")
  func byteOrderMark() async throws {
    let result = try await weather.run(["-"], stdin: "\u{FEFF}Seoul\r\n")
    #expect(result.status == 0)
    #expect(result.stdout == "Seoul, KR  25°C  moderate rain\n")
  }

  @Test(
    "weather help, usage or ? alone points at --help, with no request",
    arguments: ["help", "usage", "?", "Help"])
  func helpWord(word: String) async throws {
    let result = try await weather.run([word])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "weather: no place named \"\(word)\"; for how to use weather, run: weather --help\n")
    #expect(weather.server.requestCount() == 0)
  }
}
