import Foundation
import TestSupport
import Testing

/// `weather -` with a person at a terminal (a pseudo-terminal made by `script`): the time
/// the person takes to type is not on the clock; each lookup still has its own `--timeout`.
@Suite(
  "weather - on a terminal, end to end", .serialized,
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct TerminalInputTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    let zocca = try TestResponse.fixture("owm-current-zocca")
    // The place at 1,1 never answers.
    weather.server.route("/data/2.5/weather") { request, _ in
      Double(request.value("lat") ?? "") == 1 ? TestResponse(delivery: .hang) : zocca
    }
  }

  /// Types each of `lines` into `weather --timeout 2 -` on a pseudo-terminal after
  /// `pause` seconds, then ends the input (script passes the end on as Ctrl-D).
  /// - Returns: What the terminal showed, its line ends as `\n`, then `status` and the exit
  ///   status.
  func typed(_ lines: [String], pause: Double) async throws -> String {
    let typing = lines.map { "sleep \(pause); printf '%s\\n' '\($0)'" }.joined(separator: "; ")
    let result = try await weather.shell(
      "(\(typing); sleep 0.5) | timeout 30 script -q -e -c 'NO_COLOR=1 \"$WEATHER\" -' /dev/null; "
        + "echo \"status $?\"",
      timeout: "2")
    return result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
  }

  @Test("the time a person takes to type is not on the run's clock")
  func slowTyping() async throws {
    let screen = try await typed(["44.34,10.99"], pause: 3)
    #expect(screen.contains("\nZocca, IT  25°C  moderate rain\n"), "\(screen)")
    #expect(!screen.contains("timed out"))
    #expect(screen.hasSuffix("\nstatus 0\n"))
  }

  @Test("each lookup typed still has its own --timeout; the run goes on to the next line")
  func ownTimeout() async throws {
    let screen = try await typed(["1,1", "44.34,10.99"], pause: 3)
    #expect(
      screen.contains("\nweather: 1,1: timed out after 2s waiting for the weather service;"),
      "\(screen)")
    #expect(screen.contains("\nZocca, IT  25°C  moderate rain\n"))
    #expect(!screen.contains("before standard input ended"))
    #expect(screen.hasSuffix("\nstatus 75\n"))
  }
}
