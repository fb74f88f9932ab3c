import Foundation
import WeatherCore

/// Where the API key and the API's address come from: flag, then environment, then the
/// config file.
struct Configuration: Sendable {
  let environment: [String: String]

  /// `$XDG_CONFIG_HOME/weather/config`, or `~/.config/weather/config`.
  var configFilePath: String {
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? home + "/.config"
    return base + "/weather/config"
  }

  /// `$XDG_CACHE_HOME/weather`, or `~/.cache/weather`.
  var cacheDirectory: URL {
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? home + "/.cache"
    return URL(fileURLWithPath: base).appendingPathComponent("weather")
  }

  private var home: String {
    environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
  }

  /// The API's base address from `OPENWEATHER_BASE_URL`, or the default.
  /// - Throws: `WeatherError.invalidBaseURL` when it is set to something unusable.
  func baseURL() throws(WeatherError) -> URL {
    let text = environment["OPENWEATHER_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
    return try Endpoint.baseURL(from: text ?? Endpoint.defaultBaseAddress)
  }

  /// The key from `--api-key`, else `OPENWEATHER_API_KEY`, else the config file.
  /// - Parameters:
  ///   - flag: The value of `--api-key`, if given.
  ///   - warn: Receives a warning when the config file can be read by others.
  /// - Returns: The key.
  /// - Throws: `ConfigurationError` when there is no key or the file cannot be read.
  func apiKey(flag: String?, warn: (String) -> Void) throws(ConfigurationError) -> APIKey {
    if let flag {
      guard let key = APIKey(flag) else { throw .emptyKey("--api-key") }
      return key
    }
    if let value = environment["OPENWEATHER_API_KEY"], !value.isEmpty {
      guard let key = APIKey(value) else { throw .emptyKey("OPENWEATHER_API_KEY") }
      return key
    }
    let path = configFilePath
    guard FileManager.default.fileExists(atPath: path) else { throw .noKey(configPath: path) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableFile(path: path, reason: "cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .unreadableFile(path: path, reason: "is not UTF-8 text")
    }
    let file: ConfigFile
    do {
      file = try ConfigFile(parsing: text)
    } catch {
      throw .unreadableFile(path: path, reason: "line \(error.line): \(error.reason)")
    }
    if let permissions = try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
      as? Int, permissions & 0o077 != 0
    {
      warn("warning: \(path) can be read by others; run: chmod 600 \(path)")
    }
    guard let value = file.apiKey, let key = APIKey(value) else { throw .noKey(configPath: path) }
    return key
  }
}

/// The configuration cannot give what a run needs.
enum ConfigurationError: Error, Equatable, CustomStringConvertible {
  /// No key in the flag, the environment or the file.
  case noKey(configPath: String)
  /// A key was given but is empty.
  case emptyKey(String)
  /// The config file exists but cannot be used.
  case unreadableFile(path: String, reason: String)

  var description: String {
    switch self {
    case .noKey(let path):
      "no OpenWeatherMap API key; pass --api-key KEY, set OPENWEATHER_API_KEY, "
        + "or put \"api_key = KEY\" in \(path)"
    case .emptyKey(let source): "the API key in \(source) is empty"
    case .unreadableFile(let path, let reason): "config file \(path): \(reason)"
    }
  }
}
