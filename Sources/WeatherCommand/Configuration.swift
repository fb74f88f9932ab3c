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

  /// The provider to use and what it needs: OpenWeatherMap when chosen, or when a key is
  /// configured and none was chosen; otherwise Open-Meteo.
  /// - Parameters:
  ///   - choice: The `--provider` given, if any.
  ///   - flag: The value of `--api-key`, if given.
  ///   - transport: How requests are sent.
  ///   - timeout: Seconds an answer may take without progress.
  ///   - warn: Receives a warning when the config file can be read by others.
  /// - Returns: The provider.
  /// - Throws: `ConfigurationError` for a missing key (with OpenWeatherMap chosen), a broken
  ///   config file, or a bad base address.
  func provider(
    choice: ProviderChoice?, flag: String?, transport: any HTTPTransport, timeout: Double,
    warn: (String) -> Void
  ) throws(ConfigurationError) -> any WeatherProvider {
    if choice != .openMeteo {
      do {
        let key = try apiKey(flag: flag, warn: warn)
        let base = try address("OPENWEATHER_BASE_URL", default: Endpoint.defaultBaseAddress)
        return OpenWeatherMapProvider(
          geocoding: GeocodingClient(
            baseURL: base, apiKey: key, transport: transport, timeout: timeout),
          weather: WeatherClient(baseURL: base, apiKey: key, transport: transport, timeout: timeout)
        )
      } catch .noKey where choice == nil {
        // No key anywhere and no provider named: Open-Meteo, which needs none.
      }
    }
    return OpenMeteoProvider(
      geocodingBase: try address(
        "OPEN_METEO_BASE_URL", default: OpenMeteoEndpoint.defaultGeocodingAddress),
      forecastBase: try address(
        "OPEN_METEO_BASE_URL", default: OpenMeteoEndpoint.defaultForecastAddress),
      transport: transport, timeout: timeout)
  }

  /// The address in the variable `name`, or `fallback` when it is unset.
  private func address(_ name: String, default fallback: String) throws(ConfigurationError) -> URL {
    let text = environment[name].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
    do {
      return try Endpoint.baseURL(from: text)
    } catch {
      throw .badAddress(variable: name, text: text)
    }
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
  /// An address variable is set to something that is not an http or https URL.
  case badAddress(variable: String, text: String)

  var description: String {
    switch self {
    case .noKey(let path):
      "no OpenWeatherMap API key; pass --api-key KEY, set OPENWEATHER_API_KEY, "
        + "or put \"api_key = KEY\" in \(path)"
    case .emptyKey(let source): "the API key in \(source) is empty"
    case .unreadableFile(let path, let reason): "config file \(path): \(reason)"
    case .badAddress(let variable, let text):
      "\(variable) is \"\(text)\"; it must be an http:// or https:// address"
    }
  }
}
