import Foundation
import TestSupport
import Testing

@Suite("weather: where the API key comes from, end to end")
struct APIKeyTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  func sentKey() -> String? {
    weather.server.requests.last?.value("appid")
  }

  @Test("the flag wins over the environment and the file")
  func flag() async throws {
    try weather.writeConfig("api_key = from-file-key\n")
    let result = try await weather.run(
      ["--api-key", "from-flag-key", "1,2"],
      secrets: ["from-flag-key", "from-file-key", WeatherProcess.apiKey])
    #expect(result.status == 0)
    #expect(sentKey() == "from-flag-key")
  }

  @Test("the environment wins over the file")
  func environment() async throws {
    try weather.writeConfig("api_key = from-file-key\n")
    let result = try await weather.run(["1,2"], secrets: ["from-file-key", WeatherProcess.apiKey])
    #expect(result.status == 0)
    #expect(sentKey() == WeatherProcess.apiKey)
  }

  @Test("the config file gives the key in a bare environment, as cron has")
  func configFile() async throws {
    try weather.writeConfig("# my key\n\napi_key = \"file-key-123\"   # from the dashboard\n")
    let result = try await weather.run(
      ["1,2"], environment: weather.environment(apiKey: nil), secrets: ["file-key-123"])
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(sentKey() == "file-key-123")
  }

  @Test("a malformed config file exits 78, naming the line")
  func malformed() async throws {
    try weather.writeConfig("# comment\napi_key file-key-123\n")
    let result = try await weather.run(
      ["1,2"], environment: weather.environment(apiKey: nil), secrets: ["file-key-123"])
    #expect(result.status == 78)
    #expect(result.stderr.contains("line 2"))
    #expect(weather.server.requestCount() == 0)
  }

  @Test("a config file others can read gets a warning, not a refusal")
  func readableByOthers() async throws {
    try weather.writeConfig("api_key = file-key-123\n", permissions: 0o644)
    let result = try await weather.run(
      ["1,2"], environment: weather.environment(apiKey: nil), secrets: ["file-key-123"])
    #expect(result.status == 0)
    #expect(result.stderr.contains("warning:"))
    #expect(result.stderr.contains("chmod 600"))
  }

  @Test("a bad OPENWEATHER_BASE_URL is a configuration error")
  func badBaseURL() async throws {
    var environment = weather.environment()
    environment["OPENWEATHER_BASE_URL"] = "ftp://example.com"
    let result = try await weather.run(["1,2"], environment: environment)
    #expect(result.status == 78)
    #expect(result.stderr.contains("OPENWEATHER_BASE_URL is \"ftp://example.com\""))
  }
}
