import Foundation
import Testing

/// What `/usr/bin/time` measured of one run of weather: the figures a test can trust when the
/// test process, sharing two cores with the whole suite, may notice an exit late.
struct TimedRun {
  let result: RunResult
  /// Elapsed seconds, from start to exit.
  let elapsed: Double
  /// CPU seconds, user and system.
  let cpu: Double
  /// Peak resident memory, in KiB.
  let peakKiB: Int

  /// Whether `/usr/bin/time` is here to measure with.
  static let available = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")

  /// Runs weather with `arguments` under `/usr/bin/time`.
  static func run(
    _ arguments: [String], environment: [String: String], stdin: Data? = nil,
    keepStdinOpen: Bool = false
  ) async throws -> TimedRun {
    let result = try await WeatherProcess.launch(
      ["-f", "weather-time %e %U %S %M", WeatherProcess.binary().path] + arguments,
      executable: "/usr/bin/time", environment: environment, stdin: stdin,
      keepStdinOpen: keepStdinOpen)
    let line = try #require(result.stderrLines.last { $0.hasPrefix("weather-time ") })
    let figures = line.split(separator: " ").dropFirst().compactMap { Double($0) }
    try #require(figures.count == 4, "unreadable /usr/bin/time line: \(line)")
    return TimedRun(
      result: result, elapsed: figures[0], cpu: figures[1] + figures[2],
      peakKiB: Int(figures[3]))
  }
}
