import Foundation
import TestSupport
import Testing

/// Standard output as other programs hand it over: full, closed, or a pipe set non-blocking
/// and read slowly. Every line arrives or the run says the one true reason why not.
@Suite("weather: standard output that is slow, full or closed, end to end", .serialized)
struct OutputStreamTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// `count` different coordinates, one a line.
  static func names(_ count: Int) -> String {
    (0..<count).map { "\($0 % 80).5,\($0 % 170).5\n" }.joined()
  }

  @Test(
    "a full disk while standard input is read is one line, the true one, and exit 74",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func fullDiskWhileReading() async throws {
    let file = try Self.temporaryFile(Self.names(3000))
    let result = try await weather.shell(
      "\"$WEATHER\" - < '\(file.path)' > /dev/full; echo \"status $?\" >&2")
    #expect(
      result.stderrLines == [
        "weather: cannot write the results: No space left on device", "status 74",
      ])
  }

  @Test("a reader that went away while standard input is read ends the run quietly: exit 74")
  func closedPipeWhileReading() async throws {
    let file = try Self.temporaryFile(Self.names(3000))
    let result = try await weather.shell(
      "trap '' PIPE; (\"$WEATHER\" - < '\(file.path)'; echo \"status $?\" >&2) | head -1")
    #expect(result.stdoutLines.count == 1)
    #expect(result.stderrLines == ["status 74"])
  }

  @Test("a non-blocking pipe read after a pause loses no line", .enabled(if: Self.python))
  func slowNonBlockingReader() async throws {
    let result = try await nonBlockingRun(lines: 60, readAfter: "2", timeout: "30")
    #expect(result.stdout == "60 0\n", "\(result.stderr)")
    #expect(result.stderr.isEmpty)
  }

  @Test(
    "a non-blocking pipe never read is waited for until the deadline, then one line and exit 74",
    .enabled(if: Self.python))
  func unreadNonBlockingPipe() async throws {
    let result = try await nonBlockingRun(lines: 60, readAfter: "exit", timeout: "2")
    #expect(result.stdout.hasSuffix(" 74\n"), "\(result.stdout)")
    #expect(
      result.stderrLines == [
        "weather: cannot write the results: the reader took none for too long (see --timeout)"
      ])
  }

  /// Runs weather with `--json -` on `lines` coordinates, its stdout a pipe of 4 KiB the
  /// parent set O_NONBLOCK on, and read by the parent only after `readAfter` seconds (or,
  /// with `exit`, once weather has exited). Far more than 4 KiB waits to be written meanwhile.
  /// - Returns: The run, whose stdout is the number of lines read and weather's exit status.
  func nonBlockingRun(lines: Int, readAfter: String, timeout: String) async throws -> RunResult {
    let script = try Self.temporaryFile(
      """
      import fcntl, os, subprocess, sys, time
      r, w = os.pipe()
      fcntl.fcntl(w, fcntl.F_SETPIPE_SZ, 4096)
      fcntl.fcntl(w, fcntl.F_SETFL, fcntl.fcntl(w, fcntl.F_GETFL) | os.O_NONBLOCK)
      child = subprocess.Popen(sys.argv[3:], stdin=open(sys.argv[1], 'rb'), stdout=w)
      os.close(w)
      if sys.argv[2] == 'exit':
          child.wait()
      else:
          time.sleep(float(sys.argv[2]))
      with os.fdopen(r, 'rb') as out:
          count = out.read().count(b'\\n')
      print(count, child.wait())

      """)
    let input = try Self.temporaryFile(Self.names(lines))
    return try await WeatherProcess.launch(
      [
        script.path, input.path, readAfter, try WeatherProcess.binary().path, "--timeout", timeout,
        "--json", "-",
      ],
      executable: "/usr/bin/python3", environment: weather.environment(), stdin: nil)
  }

  static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

  static func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-\(UUID().uuidString)")
    try Data(text.utf8).write(to: url)
    return url
  }
}
