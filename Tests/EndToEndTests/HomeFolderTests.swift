import Foundation
import TestSupport
import Testing

@Suite("weather writes nothing in the home directory but its own cache and config")
struct HomeFolderTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// Every path under `folder`, relative to it.
  func contents(of folder: URL) -> [String] {
    FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
  }

  // Foundation's cookie store would make ~/.local/share/<the executable's folder> (or one in
  // XDG_DATA_HOME), and its URL cache ~/.cache/org.swift.foundation.URLCache, the first time a
  // session is made.
  @Test(
    "a lookup that makes a request leaves the home and data folders empty, the cache to weather's")
  func nothingInHome() async throws {
    defer { try? FileManager.default.removeItem(at: weather.home) }
    let home = weather.home.appendingPathComponent("home")
    let data = weather.home.appendingPathComponent("data")
    for folder in [home, data] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    var environment = weather.environment()
    environment["HOME"] = home.path
    environment["XDG_DATA_HOME"] = data.path
    let result = try await weather.run(["44.34,10.99"], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(weather.server.requestCount() == 1)
    #expect(contents(of: home) == [])
    #expect(contents(of: data) == [])
    let cache = URL(fileURLWithPath: try #require(environment["XDG_CACHE_HOME"]))
    #expect(Set(contents(of: cache).map { $0.split(separator: "/")[0] }).isSubset(of: ["weather"]))
    // Without XDG_DATA_HOME, the home's own data folder.
    environment["XDG_DATA_HOME"] = nil
    #expect(
      try await weather.run(["--no-cache", "44.34,10.99"], environment: environment).status == 0)
    #expect(weather.server.requestCount() == 2)
    #expect(contents(of: home) == [])
  }
}
