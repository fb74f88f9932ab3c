import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the tool reads from disk (the config file, cache entries) when something else stands
/// at the path: a directory, a FIFO, a device, bytes that are not text. Each run goes through
/// `timeout`, so a run that blocks fails the test instead of hanging it.
@Suite("weather reading files that are not what they should be, end to end", .serialized)
struct FileKindTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  var configPath: String { weather.home.appendingPathComponent("config/weather/config").path }

  /// Runs `weather` under `/usr/bin/timeout 8`: a run that blocks ends with 124.
  func bounded(_ arguments: [String]) async throws -> RunResult {
    try await WeatherProcess.launch(
      ["8", WeatherProcess.binary().path] + arguments, executable: "/usr/bin/timeout",
      environment: weather.environment(), stdin: nil)
  }

  /// Makes the config folder, with nothing in it.
  func configFolder() throws {
    try FileManager.default.createDirectory(
      atPath: weather.home.appendingPathComponent("config/weather").path,
      withIntermediateDirectories: true)
  }

  @Test("a config path that is a directory is a 78 naming it, never an empty config")
  func configDirectory() async throws {
    try FileManager.default.createDirectory(atPath: configPath, withIntermediateDirectories: true)
    let result = try await bounded(["44.34,10.99"])
    #expect(result.status == 78)
    #expect(
      result.stderr == "weather: config file \(configPath): is a directory, not a regular file\n")
    #expect(weather.server.requestCount() == 0)
  }

  @Test("a config path that is a FIFO is a 78 naming it, at once, never a wait for a writer")
  func configFIFO() async throws {
    try configFolder()
    #expect(mkfifo(configPath, 0o600) == 0)
    let result = try await bounded(["--timeout", "2", "44.34,10.99"])
    #expect(result.status == 78)
    #expect(result.stderr == "weather: config file \(configPath): is a FIFO, not a regular file\n")
    #expect(result.duration < .seconds(2))
  }

  @Test("a config path that links to a device is a 78; a link to a real file is read")
  func configLinks() async throws {
    try configFolder()
    #expect(symlink("/dev/zero", configPath) == 0)
    let device = try await bounded(["44.34,10.99"])
    #expect(device.status == 78)
    #expect(
      device.stderr == "weather: config file \(configPath): is a device, not a regular file\n")
    unlink(configPath)
    let real = weather.home.appendingPathComponent("settings").path
    try Data("units = imperial\n".utf8).write(to: URL(fileURLWithPath: real))
    chmod(real, 0o600)
    #expect(symlink(real, configPath) == 0)
    let linked = try await bounded(["44.34,10.99"])
    #expect(linked.status == 0)
    #expect(linked.stdout == "Zocca, IT  78°F  moderate rain\n")
  }

  @Test("a NUL in the config file names its line and says what it is")
  func configNUL() async throws {
    try weather.writeConfig("units = metric\nlocation = Se\u{0}oul\n")
    let result = try await bounded(["44.34,10.99"])
    #expect(result.status == 78)
    #expect(
      result.stderr == "weather: config file \(configPath): line 2: holds a NUL character\n")
  }

  @Test("bytes that are not UTF-8 in the config file name their line")
  func configNotUTF8() async throws {
    try configFolder()
    try Data(
      "# settings\nunits = metric\nlocation = S\u{E9}oul\n".utf8.map { $0 == 0xC3 ? 0xFF : $0 }
    )
    .write(to: URL(fileURLWithPath: configPath))
    chmod(configPath, 0o600)
    let result = try await bounded(["44.34,10.99"])
    #expect(result.status == 78)
    #expect(result.stderr == "weather: config file \(configPath): line 3: is not UTF-8 text\n")
  }

  @Test(
    "the config file's timeout bounds the run as --timeout does",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time")))
  func configTimeout() async throws {
    try weather.writeConfig("timeout = 2\n")
    weather.server.route("/data/2.5/weather", TestResponse(delivery: .hang))
    // Timed by /usr/bin/time, as FaultTests.timeout is: the run's own wall clock.
    let result = try await WeatherProcess.launch(
      ["-f", "elapsed %e", WeatherProcess.binary().path, "44.34,10.99"],
      executable: "/usr/bin/time", environment: weather.environment(), stdin: nil)
    let elapsed = try #require(
      result.stderrLines.last.flatMap { Double($0.replacingOccurrences(of: "elapsed ", with: "")) })
    print("config timeout test: weather ran \(elapsed) s with timeout = 2 in the config file")
    #expect(result.status == 75)
    #expect(result.stderr.contains("timed out after 2s"))
    // The default budget is 10 s; the file's 2 s is what ends the run.
    #expect(elapsed < 5)
  }

  /// Replaces every entry in the cache's `folder` with what `make` puts at its path.
  /// - Returns: How many entries were replaced.
  func plant(in folder: String, _ make: (String) -> Int32) throws -> Int {
    let directory = weather.home.appendingPathComponent("cache/weather/" + folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    for name in names {
      let path = directory.appendingPathComponent(name).path
      unlink(path)
      #expect(make(path) == 0)
    }
    return names.count
  }

  @Test("cache entries that are FIFOs, directories or links are misses, never a wait")
  func cacheEntries() async throws {
    #expect(try await bounded(["--stale", "3600", "--max-age", "600", "Nowhereville"]).status == 0)
    #expect(try plant(in: "places") { mkfifo($0, 0o600) } == 1)
    #expect(try plant(in: "current") { mkdir($0, 0o700) } == 1)
    let requests = weather.server.requestCount()
    let missed = try await bounded(["--max-age", "600", "Nowhereville"])
    #expect(missed.status == 0)
    #expect(missed.stdout == "London, GB  25°C  moderate rain\n")
    #expect(weather.server.requestCount() == requests + 2, "both entries were misses")
    // With the service down, --stale reads the last answer: a FIFO there is no answer.
    #expect(try plant(in: "last") { mkfifo($0, 0o600) } == 1)
    #expect(try plant(in: "places") { symlink("/dev/zero", $0) } == 1)
    weather.server.route("/geo/1.0/direct", TestResponse(status: 503))
    let stale = try await bounded(["--stale", "3600", "--timeout", "3", "Nowhereville"])
    #expect(stale.status == 75, "\(stale.stderr)")
    #expect(stale.stdout.isEmpty)
  }
}
