import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What one run of the `weather` binary did.
struct RunResult: Sendable {
  let status: Int32
  let stdout: String
  let stderr: String
  let duration: Duration
  /// When the process was launched.
  let startedAt: ContinuousClock.Instant
  /// When the process had exited.
  let finishedAt: ContinuousClock.Instant

  /// Lines ended by LF or CRLF (CSV's), without their ends; empty lines left out.
  var stdoutLines: [String] { stdout.split(whereSeparator: \.isNewline).map(String.init) }
  var stderrLines: [String] { stderr.split(whereSeparator: \.isNewline).map(String.init) }
}

/// Runs the built `weather` binary as a subprocess in a bare environment: a fresh HOME,
/// XDG folders inside it, and the test server as the API.
struct WeatherProcess {
  static let apiKey = "e2e0123456789abcdef0123456789abc"

  let server: TestHTTPServer
  let home: URL

  init() throws {
    server = try TestHTTPServer()
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  /// The environment a run gets: nothing from the test process but PATH. Every service's
  /// addresses are the test server, so no run can reach the real services.
  func environment(apiKey: String? = WeatherProcess.apiKey) -> [String: String] {
    var environment = [
      "HOME": home.path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "OPENWEATHER_BASE_URL": server.baseURL,
      "OPEN_METEO_BASE_URL": server.baseURL,
      "NWS_BASE_URL": server.baseURL,
      "METNO_BASE_URL": server.baseURL,
      "PATH": "/usr/bin:/bin",
    ]
    environment["OPENWEATHER_API_KEY"] = apiKey
    return environment
  }

  /// Writes the config file with this text and these permissions.
  func writeConfig(_ text: String, permissions: Int = 0o600) throws {
    let folder = home.appendingPathComponent("config/weather")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config")
    try Data(text.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file.path)
  }

  /// Runs `weather` with `arguments`; fails the test if any output contains a key.
  func run(
    _ arguments: [String], environment: [String: String]? = nil, stdin: String? = nil,
    secrets: [String] = [WeatherProcess.apiKey]
  ) async throws -> RunResult {
    let result = try await Self.launch(
      arguments, environment: environment ?? self.environment(), stdin: stdin.map { Data($0.utf8) })
    for secret in secrets {
      #expect(!result.stdout.contains(secret), "the API key leaked to stdout")
      #expect(!result.stderr.contains(secret), "the API key leaked to stderr")
    }
    return result
  }

  /// The built binary, beside the test bundle, or the one `WEATHER_TEST_BINARY` names (CI runs
  /// these tests again on the static binary the install step builds).
  /// - Parameter name: Another built program, such as `weather-test-source`.
  /// - Returns: Its path.
  /// - Throws: `ProcessError.binaryNotFound` when it is not built.
  static func binary(named name: String = "weather") throws -> URL {
    if name == "weather", let given = ProcessInfo.processInfo.environment["WEATHER_TEST_BINARY"] {
      return URL(fileURLWithPath: given)
    }
    let candidates = [
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
    ].compactMap { $0?.appendingPathComponent(name) }
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else { throw ProcessError.binaryNotFound(candidates.map(\.path)) }
    return found
  }

  /// Runs `executable` (the `weather` binary unless another is named) and collects its output.
  /// With `keepStdinOpen`, standard input stays open after `stdin` is written, as a producer
  /// that is still running would leave it, until the process exits. `started` is given the
  /// process identifier as soon as the process runs.
  static func launch(
    _ arguments: [String], executable: String? = nil, environment: [String: String], stdin: Data?,
    keepStdinOpen: Bool = false, started: (Int32) -> Void = { _ in }
  ) async throws -> RunResult {
    let process = Process()
    process.executableURL = try executable.map(URL.init(fileURLWithPath:)) ?? binary()
    process.arguments = arguments
    process.environment = environment.merging(sanitizerOptions) { given, _ in given }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = stdin == nil ? FileHandle.nullDevice : input
    let exited = AsyncStream<Void> { continuation in
      process.terminationHandler = { _ in continuation.finish() }
    }
    let start = ContinuousClock.now
    try process.run()
    started(process.processIdentifier)
    if let stdin {
      feed(stdin, to: input.fileHandleForWriting, close: !keepStdinOpen)
    }
    async let stdoutData = readAll(out.fileHandleForReading)
    async let stderrData = readAll(err.fileHandleForReading)
    let (stdoutBytes, stderrBytes) = await (stdoutData, stderrData)
    for await _ in exited {}
    // Returns at once, the process having exited; it also lets Foundation drop the run loop
    // source by which a Process keeps itself alive (else each run leaks it, with its pipes).
    process.waitUntilExit()
    if keepStdinOpen { try? input.fileHandleForWriting.close() }
    let end = ContinuousClock.now
    return RunResult(
      status: process.terminationStatus,
      stdout: String(decoding: stdoutBytes, as: UTF8.self),
      stderr: String(decoding: stderrBytes, as: UTF8.self),
      duration: end - start, startedAt: start, finishedAt: end)
  }

  /// The sanitizers' options of the test run (`Scripts/sanitize.sh`), which every run gets
  /// whatever environment it is given, so a sanitized `weather` reports where the tests do
  /// and with their suppressions; and `WEATHER_CURL_FIXES`, so that a fix's test can be run
  /// without it (`Sources/CurlFixes/README.md`).
  static let sanitizerOptions = ProcessInfo.processInfo.environment.filter {
    ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "WEATHER_CURL_FIXES"].contains($0.key)
  }

  /// Writes `data` on a thread of its own, so a process that reads slowly, or not at all,
  /// never holds this one up; a process that exits first just ends the writing (the test
  /// process ignores SIGPIPE, so a closed pipe is an error here, not a signal).
  private static func feed(_ data: Data, to handle: FileHandle, close: Bool) {
    signal(SIGPIPE, SIG_IGN)
    let descriptor = handle.fileDescriptor
    Thread.detachNewThread {
      data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(
            descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
          if written < 0, errno == EINTR { continue }
          guard written > 0 else { break }
          offset += written
        }
      }
      if close { try? handle.close() }
    }
  }

  /// Reads to the end on a thread of its own: a blocking read on the cooperative pool would
  /// stall every other test's tasks while this process runs.
  private static func readAll(_ handle: FileHandle) async -> Data {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(returning: (try? handle.readToEnd()) ?? Data())
      }
    }
  }
}

enum ProcessError: Error {
  case binaryNotFound([String])
}
