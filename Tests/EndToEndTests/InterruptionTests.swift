import Foundation
import Synchronization
import TestSupport
import Testing

/// Ctrl-C or SIGTERM in the middle of a batch: what is finished is printed, then one line says
/// how far the run got, and the exit status is the signal's (130, 143).
@Suite("Interrupted runs, end to end")
struct InterruptionTests {
  let weather: WeatherProcess
  static let locations = (1...9).map { "\($0),\($0)" }

  init() throws {
    weather = try WeatherProcess()
    let zocca = try TestResponse.fixture("owm-current-zocca")
    // The first four places answer at once; the other five never do.
    weather.server.route("/data/2.5/weather") { request, _ in
      (Double(request.value("lat") ?? "") ?? 0) <= 4 ? zocca : TestResponse(delivery: .hang)
    }
  }

  /// Waits until the first four lookups are finished. Four run at once (`--parallel 4`), so
  /// the fifth to eighth requests, which hang, reach the server only as the four answered ones
  /// finish and free their places: their arrival, not the first four answers' sending, says
  /// that those are done (a slow build, such as a sanitizer's, may take a while over them).
  func waitForFourFinished() async throws {
    let start = ContinuousClock.now
    while weather.server.requestCount("/data/2.5/weather") < 8 {
      try #require(
        ContinuousClock.now - start < .seconds(30), "the first four lookups never finished")
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  @Test(
    "SIGINT and SIGTERM in a pipe: the finished lines, then how far the run got, exit 130 or 143",
    arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func inPipe(signal: Int32, status: Int32) async throws {
    let process = Started()
    async let result = WeatherProcess.launch(
      ["--timeout", "60", "--parallel", "4"] + Self.locations, environment: weather.environment(),
      stdin: nil,
      started: { pid in process.pid.withLock { $0 = pid } })
    try await waitForFourFinished()
    let pid = process.pid.withLock { $0 }
    try #require(pid > 0)
    kill(pid, signal)
    let run = try await result
    #expect(run.status == status, "\(run.stderr)")
    #expect(run.stdoutLines == Array(repeating: "Zocca, IT  25°C  moderate rain", count: 4))
    #expect(run.stderrLines == ["weather: interrupted after 4 of 9"])
  }

  @Test(
    "Ctrl-C at a terminal prints the lines held for alignment before it ends",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func atTerminal() async throws {
    // Ctrl-C is typed once the test has seen every request: the file `go` says when.
    let go = weather.home.appendingPathComponent("go")
    async let result = weather.shell(
      "(while [ ! -e \"$HOME/go\" ]; do sleep 0.1; done; printf '\\003'; sleep 1) | "
        + "timeout 60 script -q -e -c '\"$WEATHER\" --color never --parallel 4 \(Self.locations.joined(separator: " "))' "
        + "/dev/null; echo \"status $?\"",
      timeout: "60")
    try await waitForFourFinished()
    try Data().write(to: go)
    let screen = try await result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
    // The terminal echoes the Ctrl-C as `^C` before the first line.
    let lines = screen.replacingOccurrences(of: "^C", with: "").split(separator: "\n")
    #expect(lines.filter { $0 == "Zocca, IT  25°C  moderate rain" }.count == 4, "\(screen)")
    #expect(lines.contains("weather: interrupted after 4 of 9"))
    #expect(screen.hasSuffix("\nstatus 130\n"))
  }
}

/// The process identifier of a run, once it has started.
private final class Started: Sendable {
  let pid = Mutex<Int32>(0)
}
