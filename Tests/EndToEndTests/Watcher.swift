import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `weather --watch` running in the background against a `WeatherProcess`'s server: its
/// stdout and stderr lines as they come, signals sent to it, and its end. Every wait polls
/// for a condition with a generous deadline, never a fixed sleep, so a loaded machine only
/// makes a test slower.
final class Watcher: Sendable {
  /// Every wait of a watch 100 times shorter: a minute's interval is 0.6 s.
  static let scale = "0.01"

  private let process: Process
  private let output = Lines()
  private let errorLines = Lines()
  private let ended = Flag()
  /// The read end of stdout, for a test that shrinks the pipe.
  let stdoutDescriptor: Int32
  /// The file of the watch's clock offsets (`WEATHER_TEST_WATCH_CLOCK`).
  private let clockFile: URL

  /// Starts `weather ARGUMENTS` (or `executable` with them, such as a shell that runs a
  /// recipe's command) with the test scale of time and its clocks as `clock` sets them
  /// (`setClock`); `readStdout: false` leaves its stdout unread until `startReading` (a
  /// reader that stalls).
  init(
    _ arguments: [String], weather: WeatherProcess, executable: URL? = nil,
    scale: String = Watcher.scale, clock: (boot: Double, wall: Double) = (0, 0),
    environment extra: [String: String] = [:], readStdout: Bool = true
  ) throws {
    clockFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "watch-clock-\(UUID().uuidString)")
    process = Process()
    process.executableURL = try executable ?? WeatherProcess.binary()
    process.arguments = arguments
    var environment = weather.environment().merging(WeatherProcess.sanitizerOptions) { a, _ in a }
    environment["WEATHER_TEST_WATCH_TIME_SCALE"] = scale
    environment["WEATHER_TEST_WATCH_CLOCK"] = clockFile.path
    try Self.write(clock, to: clockFile)
    process.environment = environment.merging(extra) { _, given in given }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    stdoutDescriptor = out.fileHandleForReading.fileDescriptor
    outHandle = out.fileHandleForReading
    process.terminationHandler = { [ended] _ in ended.value.store(true, ordering: .relaxed) }
    try process.run()
    Self.collect(err.fileHandleForReading, into: errorLines)
    if readStdout { startReading() }
  }

  private let outHandle: FileHandle

  /// Moves the watch's boot clock and wall clock by these seconds from the real ones: both
  /// for a sleep, the wall clock alone for a clock set.
  func setClock(boot: Double, wall: Double) throws {
    try Self.write((boot, wall), to: clockFile)
  }

  private static func write(_ clock: (boot: Double, wall: Double), to file: URL) throws {
    try Data("\(clock.boot) \(clock.wall)\n".utf8).write(to: file, options: .atomic)
  }

  /// Starts reading stdout (for a watcher made with `readStdout: false`).
  func startReading() { Self.collect(outHandle, into: output) }

  /// Reads `handle` to its end on a thread of its own, line by line into `lines`.
  private static func collect(_ handle: FileHandle, into lines: Lines) {
    Thread.detachNewThread {
      var partial = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        partial.append(chunk)
        while let newline = partial.firstIndex(of: 0x0A) {
          let line = String(decoding: partial[partial.startIndex..<newline], as: UTF8.self)
          lines.held.withLock { $0.append((line, .now)) }
          partial = Data(partial[partial.index(after: newline)...])
        }
      }
    }
  }

  /// The stdout lines so far.
  var lines: [String] { output.held.withLock { $0.map(\.line) } }
  /// When each stdout line was read, by the thread that reads them (never held up by a
  /// busy test pool): the times to compare with the server's.
  var lineTimes: [ContinuousClock.Instant] { output.held.withLock { $0.map(\.at) } }
  /// The stderr lines so far, without the notices of the test variables.
  var errors: [String] {
    errorLines.held.withLock { $0.map(\.line) }.filter { !$0.contains("(WEATHER_TEST_WATCH_") }
  }
  /// The process identifier.
  var pid: Int32 { process.processIdentifier }
  /// Whether it has ended.
  var hasEnded: Bool { ended.value.load(ordering: .relaxed) }

  /// Waits until `condition` holds.
  func waitUntil(
    _ what: String, within limit: Duration = .seconds(60), _ condition: () -> Bool
  ) async throws {
    let start = ContinuousClock.now
    while !condition() {
      // Lines still on their way are read within the wait's first moments after the end.
      let over = hasEnded && ContinuousClock.now - start > .seconds(1)
      try #require(
        ContinuousClock.now - start < limit && !over,
        "\(what) never happened; stdout: \(lines), stderr: \(errors)")
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Waits for at least `count` stdout lines.
  @discardableResult
  func waitForLines(_ count: Int, within limit: Duration = .seconds(60)) async throws -> [String] {
    try await waitUntil("\(count) lines", within: limit) { lines.count >= count }
    return lines
  }

  /// Sends `signal`.
  func send(_ signal: Int32) { kill(pid, signal) }

  /// The processes it started (a shell's command), by `/proc`'s list of its children.
  var children: [Int32] {
    let list = try? String(
      contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
    return (list ?? "").split(separator: " ").compactMap { Int32($0) }
  }

  /// Waits for the end; SIGKILL and a failed test if it does not come in time.
  /// - Returns: The exit status.
  func waitForExit(within limit: Duration = .seconds(60)) async throws -> Int32 {
    let start = ContinuousClock.now
    while !hasEnded {
      if ContinuousClock.now - start > limit {
        kill(pid, SIGKILL)
        process.waitUntilExit()
        Issue.record("the watcher did not end; stderr: \(errors)")
        return -1
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Ends it with SIGTERM; `true` when it ended with 0.
  func stop() async throws -> Bool {
    send(SIGTERM)
    return try await waitForExit() == 0
  }

  deinit {
    if !hasEnded { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: clockFile)
  }
}

/// Lines read so far, each with when it was read, shared with the thread that reads them.
final class Lines: Sendable {
  let held = Mutex<[(line: String, at: ContinuousClock.Instant)]>([])
}

/// Whether the process has ended, set by its termination handler.
final class Flag: Sendable {
  let value = Atomic(false)
}
