import Foundation
import TestSupport
import Testing

/// Everything that crosses the edge of the process, tried as an attacker and as a new user
/// would: hostile text, output that cannot be written, endless input, broken files.
@Suite("weather at its edges, end to end", .serialized)
struct EdgeTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// Every escape a hostile server could put in a name or a description.
  static let hostile =
    "Evil\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{07}\u{1B}[2J\r\u{08}\u{00}\u{9B}31m\u{202E}rev\nline2"

  /// Whether `text` holds a control character (other than line ends) or a bidi control.
  static func unsafe(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        || [0x061C, 0x200E, 0x200F].contains($0.value) || (0x202A...0x202E).contains($0.value)
        || (0x2066...0x2069).contains($0.value)
    }
  }

  @Test(
    "server text with escapes, controls and bidi overrides never reaches the terminal raw",
    arguments: [[], ["--json"], ["-f", "%l|%C"], ["-d", "1"]])
  func hostileText(form: [String]) async throws {
    let json = try JSONSerialization.data(withJSONObject: Self.hostile, options: .fragmentsAllowed)
    let name = String(decoding: json, as: UTF8.self)
    weather.server.route(
      "/geo/1.0/direct",
      .json(#"[{"name":\#(name),"lat":44.34,"lon":10.99,"country":\#(name),"state":\#(name)}]"#))
    weather.server.route(
      "/data/2.5/weather",
      .json(
        #"{"coord":{"lon":10.99,"lat":44.34},"weather":[{"id":501,"main":"Rain","description":\#(name),"icon":"10d"}],"main":{"temp":298.48},"dt":1661870592,"name":\#(name),"sys":{"country":"IT"}}"#
      ))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    let result = try await weather.run(form + ["Evil", "44.34,10.99"])
    #expect(result.status == 0)
    #expect(!Self.unsafe(result.stdout), "\(result.stdout.debugDescription)")
    #expect(!Self.unsafe(result.stderr))
    let locations = result.stdoutLines.filter { !$0.hasPrefix("  ") }
    #expect(locations.count == 2, "one line per location: \(result.stdoutLines)")
    if form == ["--json"] {
      #expect(result.stdout.contains(#"\u009b31m"#))
      #expect(result.stdout.contains(#"\u202erev"#))
    }
  }

  @Test(
    "results that cannot be written are one line on stderr and exit 74",
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full")),
    arguments: [["44.34,10.99"], ["--help"], ["--json", "44.34,10.99", "1,1"], ["Nowhereville"]])
  func fullDisk(arguments: [String]) async throws {
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-empty"))
    let result = try await shell(
      "\"$WEATHER\" \(Self.quoted(arguments)) > /dev/full; echo \"status $?\" >&2")
    let expected = arguments == ["Nowhereville"] ? "status 66" : "status 74"
    #expect(result.stderrLines.last == expected, "\(result.stderr)")
    if expected == "status 74" {
      #expect(
        result.stderrLines == [
          "weather: cannot write the results: No space left on device", expected,
        ])
    }
  }

  @Test("a reader that went away ends the run quietly: exit 74 with SIGPIPE ignored")
  func closedPipe() async throws {
    let result = try await shell(
      "trap '' PIPE; \"$WEATHER\" - < /dev/zero | true; echo \"status ${PIPESTATUS[0]}\"",
      timeout: "2")
    #expect(result.stdout.hasSuffix("status 74\n") || result.stdout.hasSuffix("status 75\n"))
    let piped = try await shell(
      "trap '' PIPE; (\"$WEATHER\" 44.34,10.99 1,1 2,2 3,3; echo \"status $?\" >&2) | true")
    #expect(piped.stderr.hasSuffix("status 74\n"), "\(piped.stderr)")
    #expect(piped.stderrLines.count == 1)
  }

  @Test("closed standard descriptors are reopened on /dev/null: nothing lands in a cache file")
  func closedDescriptors() async throws {
    let result = try await shell(
      "\"$WEATHER\" --max-age 60 44.34,10.99 >&- 2>&- <&-; echo \"status $?\"")
    #expect(result.stdout == "status 0\n")
    let cached =
      FileManager.default.enumerator(
        atPath: weather.home.appendingPathComponent("cache").path)?.allObjects as? [String] ?? []
    for name in cached where name.hasSuffix(".json") {
      let text = try String(
        contentsOf: weather.home.appendingPathComponent("cache/\(name)"), encoding: .utf8)
      #expect(!text.contains("Zocca, IT  25°C"))
    }
  }

  @Test("the key echoed back after padding, cut at 200 characters, is redacted before the cut")
  func keyEchoedBack() async throws {
    let padding = String(repeating: "x", count: 153)
    weather.server.route(
      "/data/2.5/weather",
      .json(#"{"cod":"400","message":"\#(padding) \#(WeatherProcess.apiKey)"}"#, status: 400))
    let result = try await weather.run(["44.34,10.99"])
    #expect(result.status == 70)
    #expect(!result.stderr.contains(String(WeatherProcess.apiKey.prefix(8))))
    #expect(result.stderr.contains("<redacted>"))
  }

  @Test("fields the tool never reads cannot fail a lookup: the key as a local_names key")
  func unusedFields() async throws {
    weather.server.route(
      "/geo/1.0/direct",
      .json(
        #"[{"name":"London","local_names":{"\#(WeatherProcess.apiKey)\n\u001b[2J":7},"lat":51.5,"lon":-0.12,"country":"GB"}]"#
      ))
    let result = try await weather.run(["Zocca"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
  }

  @Test(
    "--timeout bounds the whole run, standard input included; lines are looked up as they come",
    .enabled(if: TimedRun.available), .disabled(if: Sanitizer.active, Sanitizer.time))
  func streamingInput() async throws {
    let silent = try await TimedRun.run(
      ["--timeout", "2", "-"], environment: weather.environment(), stdin: Data(),
      keepStdinOpen: true)
    #expect(silent.result.status == 75)
    #expect(silent.elapsed < 3)
    #expect(silent.result.stderr.contains("before standard input ended"))
    let one = try await TimedRun.run(
      ["--timeout", "2", "-"], environment: weather.environment(),
      stdin: Data("44.34,10.99\n".utf8), keepStdinOpen: true)
    #expect(one.result.stdoutLines == ["Zocca, IT  25°C  moderate rain"])
    #expect(one.elapsed < 3)
    // Answered long before the input ended: the server saw the request at once.
    let asked = try #require(weather.server.requests.last?.receivedAt)
    #expect(asked - one.result.startedAt < .seconds(1.5))
  }

  @Test("on a terminal, - says it reads until Ctrl-D", .enabled(if: Self.hasScript))
  func terminalNote() async throws {
    let result = try await WeatherProcess.launch(
      ["-q", "-e", "-c", "\(try WeatherProcess.binary().path) --timeout 1 -", "/dev/null"],
      executable: "/usr/bin/script", environment: weather.environment(), stdin: nil)
    #expect(result.stdout.contains("reading locations from standard input"))
    #expect(result.stdout.contains("Ctrl-D"))
  }

  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(
    "endless input keeps memory flat: an endless line, and endless lines",
    .enabled(if: TimedRun.available), .disabled(if: Sanitizer.active, Sanitizer.memory),
    arguments: [false, true])
  func endlessInput(lines: Bool) async throws {
    let command =
      lines
      ? "yes 44.34,10.99 | /usr/bin/time -f 'peak %M' \"$WEATHER\" --max-age 600 -"
      : "/usr/bin/time -f 'peak %M' \"$WEATHER\" - < /dev/zero"
    let result = try await shell(command, timeout: "2")
    let peak = try #require(
      result.stderrLines.last { $0.hasPrefix("peak ") }.flatMap { Int($0.dropFirst(5)) })
    print("endless input (lines: \(lines)): \(peak) KiB peak")
    #expect(peak < 100 * 1024)
    if lines { #expect(result.stdoutLines.count > 10) }
  }

  @Test("a line that is not UTF-8 fails alone; the lines around it are looked up")
  func invalidLine() async throws {
    let input = Data("44.34,10.99\n".utf8) + Data([0xC3, 0x28, 0x0A]) + Data("1,1\n".utf8)
    let result = try await WeatherProcess.launch(
      ["-"], environment: weather.environment(), stdin: input)
    #expect(result.status == 64)
    #expect(result.stdoutLines.count == 2)
    #expect(
      result.stderrLines == [
        "weather: standard input, line 2: invalid location: the line is not UTF-8 text (see weather --help)"
      ])
  }

  @Test(
    "a cache entry with impossible values is a miss, and is rewritten",
    arguments: ["1000", "1e308", "-1e308"])
  func poisonedCache(latitude: String) async throws {
    #expect(try await weather.run(["Zocca,IT"]).status == 0)
    let places = weather.home.appendingPathComponent("cache/weather/places")
    let file = try #require(try FileManager.default.contentsOfDirectory(atPath: places.path).first)
    let url = places.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    try text.replacingOccurrences(of: #""latitude":51.5073219"#, with: "\"latitude\":\(latitude)")
      .write(to: url, atomically: true, encoding: .utf8)
    let again = try await weather.run(["Zocca,IT"])
    #expect(again.status == 0)
    #expect(weather.server.requestCount("/geo/1.0/direct") == 2)
    #expect(try String(contentsOf: url, encoding: .utf8).contains("51.5073219"))
  }

  @Test("a huge cache file is not read", .enabled(if: TimedRun.available))
  func hugeCacheFile() async throws {
    #expect(try await weather.run(["Zocca,IT"]).status == 0)
    let places = weather.home.appendingPathComponent("cache/weather/places")
    let file = try #require(try FileManager.default.contentsOfDirectory(atPath: places.path).first)
    // A sparse 2 GB file: no disk used, but reading it whole would take 2 GB of memory.
    let handle = try FileHandle(forWritingTo: places.appendingPathComponent(file))
    try handle.truncate(atOffset: 2_000_000_000)
    try handle.close()
    let run = try await TimedRun.run(["Zocca,IT"], environment: weather.environment())
    #expect(run.result.status == 0)
    #expect(run.peakKiB < 100 * 1024)
  }

  @Test("a temporary file left by a killed run is removed by a later one")
  func staleTemporaryFile() async throws {
    let temporaries = weather.home.appendingPathComponent("cache/weather/tmp")
    try FileManager.default.createDirectory(at: temporaries, withIntermediateDirectories: true)
    let stale = temporaries.appendingPathComponent("0123.json.abcd.tmp")
    let fresh = temporaries.appendingPathComponent("4567.json.ef01.tmp")
    #expect(FileManager.default.createFile(atPath: stale.path, contents: Data("{".utf8)))
    #expect(FileManager.default.createFile(atPath: fresh.path, contents: Data("{".utf8)))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: stale.path)
    #expect(try await weather.run(["Zocca,IT"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: fresh.path))
  }

  @Test(
    "a broken config file is an error naming the line, never a quiet switch of provider",
    arguments: [
      ("api_key = K\r\nfoo = bar\r\n", "line 2: unknown setting \"foo\""),
      ("api_key = \"K\n", "line 1: the value's quote \" is not closed"),
      ("api_key = K\u{01}X\n", "line 1: the value holds control characters"),
      ("api_key = A\napi_key = B\n", "line 2: api_key is set twice (first on line 1)"),
      ("api_key = A\u{00}\n", "line 1: holds a NUL character"),
    ])
  func brokenConfig(text: String, message: String) async throws {
    try weather.writeConfig(text)
    let result = try await weather.run(
      ["44.34,10.99"], environment: weather.environment(apiKey: nil))
    #expect(result.status == 78)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(weather.server.requestCount() == 0)
  }

  @Test("CRLF line ends are line ends: the key is read whole")
  func crlfConfig() async throws {
    try weather.writeConfig("# key\r\napi_key = \(WeatherProcess.apiKey)\r\n")
    let result = try await weather.run(
      ["44.34,10.99"], environment: weather.environment(apiKey: nil))
    #expect(result.status == 0)
    #expect(weather.server.requests.first?.value("appid") == WeatherProcess.apiKey)
  }

  @Test("the permission check follows a link to the file it reads; writable is its own warning")
  func configPermissions() async throws {
    try weather.writeConfig("api_key = \(WeatherProcess.apiKey)\n")
    let folder = weather.home.appendingPathComponent("config/weather")
    let real = weather.home.appendingPathComponent("real-config")
    try FileManager.default.moveItem(at: folder.appendingPathComponent("config"), to: real)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("config"), withDestinationURL: real)
    let linked = try await weather.run(
      ["44.34,10.99"], environment: weather.environment(apiKey: nil))
    #expect(linked.status == 0)
    #expect(linked.stderr.isEmpty)
    try FileManager.default.setAttributes([.posixPermissions: 0o602], ofItemAtPath: real.path)
    let writable = try await weather.run(
      ["44.34,10.99"], environment: weather.environment(apiKey: nil))
    #expect(writable.stderr.contains("can be changed by others"))
    #expect(!writable.stderr.contains("can be read by others"))
  }

  @Test("a config without a key may be read by others, quietly; changed by others still warns")
  func configWithoutKey() async throws {
    let path = weather.home.appendingPathComponent("config/weather/config").path
    try weather.writeConfig("location = 44.34,10.99\n", permissions: 0o644)
    let readable = try await weather.run([])
    #expect(readable.status == 0)
    #expect(readable.stderr.isEmpty, "\(readable.stderr)")
    try weather.writeConfig("location = 44.34,10.99\n", permissions: 0o666)
    let writable = try await weather.run([])
    #expect(
      writable.stderrLines == [
        "weather: warning: \(path) can be changed by others; run: chmod 600 \(path)"
      ])
    try weather.writeConfig("api_key = \(WeatherProcess.apiKey)\n", permissions: 0o644)
    let key = try await weather.run(["44.34,10.99"], environment: weather.environment(apiKey: nil))
    #expect(
      key.stderrLines == ["weather: warning: \(path) can be read by others; run: chmod 600 \(path)"]
    )
  }

  @Test("names that need the joiners of their script are looked up", arguments: ["خرم‌آباد", "കൊച്ചി‍"])
  func joiners(name: String) async throws {
    let result = try await weather.run([name])
    #expect(result.status == 0)
    #expect(weather.server.requests.first?.value("q") == name)
  }

  @Test(
    "impossible values make the answer unreadable, or the field absent",
    arguments: [
      (#""main":{"temp":1e300},"dt":1661870592"#, 76, ""),
      (
        #""main":{"temp":290,"humidity":-5,"pressure":1e20},"dt":1661870592"#, 0,
        #""humidity":null,"pressure":null"#
      ),
      (#""main":{"temp":290},"dt":9223372036854775807"#, 76, ""),
    ])
  func impossibleValues(fields: String, status: Int32, json: String) async throws {
    weather.server.route("/data/2.5/weather", .json("{\(fields)}"))
    let result = try await weather.run(["--json", "44.34,10.99"])
    #expect(result.status == status)
    if status == 0 {
      #expect(result.stdout.contains(json))
    } else {
      #expect(result.stderr.contains("could not read the weather service's answer: impossible"))
    }
  }

  @Test("a temperature from Open-Meteo in a unit the tool does not know is no reading")
  func unknownUnit() async throws {
    weather.server.route(
      "/v1/forecast",
      .json(
        #"{"latitude":1,"longitude":1,"utc_offset_seconds":0,"current_units":{"temperature_2m":"K"},"current":{"time":"2025-02-05T21:15","temperature_2m":288}}"#
      ))
    let result = try await weather.run(["1,1"], environment: weather.environment(apiKey: nil))
    #expect(result.status == 76)
    #expect(result.stderr.contains("unknown unit"))
  }

  @Test("--rate that leaves no room for the lookups says so at once")
  func impossibleRate() async throws {
    let result = try await weather.run(["--rate", "6", "--timeout", "5", "1,1", "2,2", "3,3"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "weather: --rate 6 leaves no room for 3 lookups in 5 s; raise --timeout (see weather --help)\n"
    )
    #expect(weather.server.requestCount() == 0)
    // A name the gazetteer does not know: geocoding, then the weather, which has no turn.
    let slow = try await weather.run(["--rate", "0.001", "Zocca,IT"])
    #expect(slow.status == 75)
    #expect(slow.stderr.contains("--rate 0.001 leaves no turn for this request"))
  }

  @Test("a --timeout too short for any request is told as a timeout, never as a --rate not given")
  func tinyTimeoutWithoutRate() async throws {
    let result = try await weather.run(["--timeout", "0.001", "1,1"])
    #expect(result.status == 75)
    #expect(!result.stderr.contains("--rate"), "\(result.stderr)")
    #expect(result.stderr.contains("timed out after 0.001s"), "\(result.stderr)")
  }

  @Test("an unknown letter gets one hint, not two")
  func oneHint() async throws {
    let result = try await weather.run(["--format", "%y %l", "Seoul"])
    #expect(result.stderr == "weather: --format has an unknown letter %y (see weather --help)\n")
  }

  @Test(
    "once time is up, the lookups it cut off are one summary line",
    .enabled(if: TimedRun.available),
    .disabled(if: Sanitizer.active, Sanitizer.time))
  func cutOffSummary() async throws {
    weather.server.route("/data/2.5/weather", TestResponse(delivery: .hang))
    let names = (0..<100_000).map { "\($0 % 90).5,\($0 % 180).5" }.joined(separator: "\n")
    let run = try await TimedRun.run(
      ["--timeout", "2", "-"], environment: weather.environment(), stdin: Data(names.utf8))
    #expect(run.result.status == 75)
    #expect(run.elapsed < 3)
    let lines = run.result.stderrLines.filter { $0.hasPrefix("weather: ") }
    #expect(lines.count <= 3, "\(lines)")
    #expect(lines.contains { $0.contains("more locations not looked up: timed out after 2s") })
  }

  /// Runs `command` in bash with `$WEATHER` set to the binary and the test environment.
  func shell(_ command: String, timeout: String = "10") async throws -> RunResult {
    try await weather.shell(command, timeout: timeout)
  }

  static func quoted(_ arguments: [String]) -> String {
    arguments.map { "'\($0)'" }.joined(separator: " ")
  }
}
