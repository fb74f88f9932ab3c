import Foundation
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Configuration: flags beat the environment, which beats the file")
struct ConfigurationTests {
  let home = FileManager.default.temporaryDirectory
    .appendingPathComponent("weather-config-\(UUID().uuidString)")

  func configuration(_ extra: [String: String] = [:], file: String? = nil) throws -> Configuration {
    if let file {
      let folder = home.appendingPathComponent("config/weather")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(file.utf8).write(to: folder.appendingPathComponent("config"))
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o600], ofItemAtPath: folder.appendingPathComponent("config").path)
    }
    return Configuration(
      environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config"].merging(extra) {
        $1
      })
  }

  func key(_ configuration: Configuration, flag: String? = nil) throws -> APIKey? {
    try configuration.providerConfiguration(choice: nil, flag: flag) { _ in }.apiKey
  }

  @Test("--api-key, then OPENWEATHER_API_KEY, then the file")
  func precedence() throws {
    let all = try configuration(["OPENWEATHER_API_KEY": "from-env"], file: "api_key = from-file")
    #expect(try key(all, flag: "from-flag") == APIKey("from-flag"))
    #expect(try key(all) == APIKey("from-env"))
    #expect(try key(try configuration(file: "api_key = from-file")) == APIKey("from-file"))
    #expect(try key(Configuration(environment: ["HOME": "/nonexistent/weather-home"])) == nil)
  }

  @Test("with open-meteo chosen, the key is not even read")
  func openMeteoReadsNoKey() throws {
    let broken = try configuration(file: "not a config line")
    let settings = try broken.providerConfiguration(choice: .openMeteo, flag: nil) { _ in }
    #expect(settings.apiKey == nil)
  }

  @Test("a broken file is an error naming the line, never a quiet switch of provider")
  func brokenFile() throws {
    let broken = try configuration(file: "# ok\napi_key abc\n")
    #expect(
      throws: ConfigurationError.unreadableFile(
        path: broken.configFilePath, reason: "line 2: expected key = value")
    ) { try key(broken) }
  }

  @Test("addresses come from the environment; empty means unset")
  func addresses() throws {
    let settings = try configuration([
      "OPENWEATHER_BASE_URL": "http://127.0.0.1:1", "OPEN_METEO_BASE_URL": "",
    ]).providerConfiguration(choice: nil, flag: nil) { _ in }
    #expect(settings.openWeatherMapAddress == "http://127.0.0.1:1")
    #expect(settings.openMeteoAddress == nil)
  }

  @Test("paths follow XDG, relative values ignored as the spec says")
  func paths() throws {
    let relative = Configuration(environment: [
      "HOME": "/home/u", "XDG_CONFIG_HOME": "rel", "XDG_CACHE_HOME": "/c",
    ])
    #expect(relative.configFilePath == "/home/u/.config/weather/config")
    #expect(relative.cacheDirectory.path == "/c/weather")
  }
}
