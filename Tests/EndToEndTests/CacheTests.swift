import Foundation
import TestSupport
import Testing

@Suite("weather: the cache, end to end, counting the server's requests")
struct CacheTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-london-drizzle"))
  }

  var cacheFiles: [URL] {
    let folder = weather.home.appendingPathComponent("cache/weather")
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "json" }
  }

  @Test("a new name costs two requests; the same name again, in any case or spacing, one")
  func cachedName() async throws {
    #expect(try await weather.run(["Zocca,IT"]).status == 0)
    #expect(weather.server.requestCount() == 2)
    for spelling in ["Zocca,IT", "zocca,it", "  ZOCCA,IT "] {
      let result = try await weather.run([spelling])
      #expect(result.stdout == "London, GB  7°C  light intensity drizzle\n")
    }
    #expect(weather.server.requestCount("/geo/1.0/direct") == 1)
    #expect(weather.server.requestCount("/data/2.5/weather") == 4)
  }

  @Test("a name the gazetteer knows costs one request every time, and no place is cached")
  func gazetteerName() async throws {
    for _ in 0..<2 {
      let result = try await weather.run(["London,GB"])
      #expect(result.stdout == "London, GB  7°C  light intensity drizzle\n")
    }
    #expect(weather.server.requests.map(\.path) == ["/data/2.5/weather", "/data/2.5/weather"])
    #expect(cacheFiles.isEmpty)
  }

  @Test(
    "a name typed composed (NFC) or decomposed (NFD) is one entry and one geocoding request (a name the gazetteer does not know)"
  )
  func unicodeForms() async throws {
    let composed = "Ca\u{F1}ete la Real"
    let decomposed = "Can\u{303}ete la Real"
    #expect(try await weather.run([composed]).status == 0)
    #expect(try await weather.run([decomposed]).status == 0)
    #expect(try await weather.run([composed, decomposed]).status == 0)
    #expect(weather.server.requestCount("/geo/1.0/direct") == 1)
    #expect(cacheFiles.count == 1)
  }

  @Test("--no-cache neither reads nor writes the cache")
  func noCache() async throws {
    #expect(try await weather.run(["--no-cache", "Zocca,IT"]).status == 0)
    #expect(cacheFiles.isEmpty)
    #expect(try await weather.run(["Zocca,IT"]).status == 0)
    #expect(try await weather.run(["--no-cache", "Zocca,IT"]).status == 0)
    #expect(weather.server.requestCount("/geo/1.0/direct") == 3)
  }

  @Test("--max-age reuses a recent answer: zero requests within its age")
  func maxAge() async throws {
    #expect(try await weather.run(["--max-age", "600", "Zocca,IT"]).status == 0)
    #expect(weather.server.requestCount() == 2)
    let again = try await weather.run(["--max-age", "600", "Zocca,IT"])
    #expect(again.stdout == "London, GB  7°C  light intensity drizzle\n")
    #expect(weather.server.requestCount() == 2)
    #expect(try await weather.run(["Zocca,IT"]).status == 0)
    #expect(weather.server.requestCount() == 3)
  }

  @Test("--max-age works for coordinates, and an answer older than the age is fetched again")
  func maxAgeExpires() async throws {
    #expect(try await weather.run(["--max-age", "1", "51.51,-0.13"]).status == 0)
    #expect(try await weather.run(["--max-age", "60", "51.51,-0.13"]).status == 0)
    #expect(weather.server.requestCount() == 1)
    try await Task.sleep(for: .milliseconds(1100))
    #expect(try await weather.run(["--max-age", "1", "51.51,-0.13"]).status == 0)
    #expect(weather.server.requestCount() == 2)
  }

  @Test("the cache holds no API key")
  func noKeyInCache() async throws {
    #expect(try await weather.run(["--max-age", "60", "Zocca,IT", "44.34,10.99"]).status == 0)
    let files = cacheFiles
    #expect(files.count == 3)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      #expect(!text.contains(WeatherProcess.apiKey))
    }
  }

  @Test("a corrupt cache is ignored and rebuilt")
  func corrupt() async throws {
    #expect(try await weather.run(["--max-age", "60", "Zocca,IT"]).status == 0)
    for file in cacheFiles { try Data("{\"key\":".utf8).write(to: file) }
    let result = try await weather.run(["--max-age", "60", "Zocca,IT"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(weather.server.requestCount() == 4)
    #expect(try await weather.run(["--max-age", "60", "Zocca,IT"]).status == 0)
    #expect(weather.server.requestCount() == 4)
  }

  @Test("an unwritable cache is never fatal")
  func unwritable() async throws {
    var environment = weather.environment()
    let blocker = weather.home.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: blocker)
    environment["XDG_CACHE_HOME"] = blocker.path
    for _ in 0..<2 {
      let result = try await weather.run(["Zocca,IT"], environment: environment)
      #expect(result.status == 0)
      #expect(result.stderr == "")
    }
    #expect(weather.server.requestCount() == 4)
  }

  @Test("processes writing the cache at once leave it whole")
  func concurrentWriters() async throws {
    try await withThrowingTaskGroup(of: RunResult.self) { group in
      for index in 0..<8 {
        group.addTask { [weather] in
          try await weather.run(["--max-age", "60", "Zocca,IT", "1\(index),2", "Zocca,IT"])
        }
      }
      for try await result in group { #expect(result.status == 0) }
    }
    for file in cacheFiles {
      let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: file))
      #expect(object is [String: Any])
    }
    let before = weather.server.requestCount()
    #expect(try await weather.run(["--max-age", "60", "Zocca,IT", "13,2"]).status == 0)
    #expect(weather.server.requestCount() == before)
  }
}
