import Foundation
import TestSupport
import Testing

/// Limits too low to run under (`ulimit -n`, `ulimit -v`): one line naming the limit and 71,
/// before any thread or request, never a crash inside the runtime or a hang past the budget.
@Suite("weather under tiny process limits, end to end", .serialized)
struct ProcessLimitTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// Runs `weather` under `limit` (a `ulimit` option and value) set by `sh`, itself under
  /// `timeout`, so a run that hangs ends with 124 instead of holding the test.
  func run(under limit: [String], _ arguments: [String]) async throws -> RunResult {
    try await WeatherProcess.launch(
      [
        "8", "/bin/sh", "-c", "ulimit \(limit.joined(separator: " ")) && exec \"$0\" \"$@\"",
        WeatherProcess.binary().path,
      ] + arguments,
      executable: "/usr/bin/timeout", environment: weather.environment(), stdin: nil)
  }

  @Test("a descriptor limit of 5, 6 or 7 is one line and 71", arguments: ["5", "6", "7"])
  func descriptors(limit: String) async throws {
    let result = try await run(under: ["-n", limit], ["--timeout", "3", "44.34,10.99"])
    #expect(result.status == 71)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.hasPrefix(
        "weather: too few file descriptors (ulimit -n \(limit), "))
    #expect(result.stderr.contains("free); weather needs 12 free: run ulimit -n "))
    #expect(weather.server.requestCount() == 0)
  }

  @Test("--version under a tiny descriptor limit says so too, never a crash")
  func versionUnderTinyLimit() async throws {
    let result = try await run(under: ["-n", "5"], ["--version"])
    #expect(result.status == 71)
    #expect(result.stderr.hasPrefix("weather: too few file descriptors (ulimit -n 5, "))
  }

  @Test(
    "an address-space limit of 100 MB is one line and 71, never a hang",
    .disabled(if: Sanitizer.active, "a sanitizer reserves terabytes of address space to start"))
  func addressSpace() async throws {
    let result = try await run(under: ["-v", "100000"], ["--timeout", "3", "44.34,10.99"])
    #expect(result.status == 71)
    #expect(
      result.stderr
        == "weather: too little address space (ulimit -v 100000); weather needs 1 GiB: "
        + "run ulimit -v 1048576\n")
    #expect(weather.server.requestCount() == 0)
  }

  @Test("limits with room to spare change nothing")
  func roomToSpare() async throws {
    let result = try await run(under: ["-n", "64"], ["44.34,10.99"])
    #expect(result.status == 0)
    #expect(result.stdout == "Zocca, IT  25°C  moderate rain\n")
  }
}
