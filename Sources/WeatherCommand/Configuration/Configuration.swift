import Foundation
import WeatherCore

/// Where the API key and the API's address come from: flag, then environment, then the
/// config file.
struct Configuration: Sendable {
  let environment: [String: String]
  /// The sources a run may use.
  var sources: SourceTable = .standard

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

  /// What the core needs to make the provider: the choice, the key (when one is configured)
  /// and the addresses from the environment.
  /// - Parameters:
  ///   - choices: The sources chosen, in failover order; empty for the default.
  ///   - commercialOnly: Whether only sources whose terms allow commercial use may be used.
  ///   - flag: The value of `--api-key`, if given.
  ///   - file: The config file, if there is one.
  /// - Returns: The provider's configuration.
  /// - Throws: `ConfigurationError` for a key that is empty or holds control characters; a
  ///   missing key is the core's to report, since only OpenWeatherMap needs one.
  func providerConfiguration(
    choices: [String], commercialOnly: Bool, flag: String?, file: ConfigFile?
  ) throws(ConfigurationError) -> ProviderConfiguration {
    // A key is read (and checked) only when a source that needs one may use it.
    let keyed =
      choices.isEmpty
      || choices.contains { sources.descriptor(named: $0)?.needsKey ?? true }
    return ProviderConfiguration(
      sources: sources, choices: choices, commercialOnly: commercialOnly,
      apiKey: keyed ? try apiKey(flag: flag, file: file) : nil,
      addresses: Dictionary(
        sources.descriptors.compactMap { source in
          variable(source.addressVariable).map { (source.addressVariable, $0) }
        }, uniquingKeysWith: { first, _ in first }),
      userAgent: userAgent, contact: contact(file: file),
      answerStore: LookupCache(directory: cacheDirectory))
  }

  /// The User-Agent every request carries: the tool and its version, such as
  /// `weather-cli/1.0.0`.
  var userAgent: String {
    let version = HelpText.version.split(separator: " ").last.map(String.init) ?? "0"
    return "weather-cli/\(version)"
  }

  /// A way to reach the operator, for the sources that ask for one (MET Norway, the NWS):
  /// `WEATHER_CONTACT`, else `NWS_CONTACT` (its older name), else the config file's
  /// `contact`; printable ASCII only, as a header value must be, at most 100 characters.
  func contact(file: ConfigFile?) -> String? {
    (variable("WEATHER_CONTACT") ?? variable("NWS_CONTACT") ?? file?.contact).map {
      String(
        String.UnicodeScalarView($0.unicodeScalars.filter { (0x20..<0x7F).contains($0.value) })
          .prefix(100))
    }
  }

  /// The value of an environment variable, or `nil` when it is unset or empty.
  private func variable(_ name: String) -> String? {
    environment[name].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The key from `--api-key`, else `OPENWEATHER_API_KEY`, else the config file; `nil` when
  /// none of them has one.
  /// - Throws: `ConfigurationError.emptyKey` naming where an unusable key was found.
  private func apiKey(flag: String?, file: ConfigFile?) throws(ConfigurationError) -> APIKey? {
    let sources = [
      ("--api-key", flag), ("OPENWEATHER_API_KEY", variable("OPENWEATHER_API_KEY")),
      (configFilePath, file?.apiKey),
    ]
    guard let (source, value) = sources.first(where: { $0.1 != nil }), let value else {
      return nil
    }
    guard let key = APIKey(value) else { throw .emptyKey(source) }
    return key
  }

  /// The config file read and checked.
  /// - Parameter warn: Receives a warning for each way others can reach the file: reading it,
  ///   when it holds a key, and changing it.
  /// - Returns: The file's settings, or `nil` when there is no file.
  /// - Throws: `ConfigurationError.unreadableFile` naming what is wrong: a directory, FIFO or
  ///   device in its place is refused unread, never waited on or taken for an empty file.
  func configFile(warn: (String) -> Void) throws(ConfigurationError) -> ConfigFile? {
    let path = configFilePath
    let contents: BoundedRead.Contents
    do throws(BoundedRead.Failure) {
      // A symbolic link is followed (a config kept with other dotfiles); the mode checked
      // below is that of the file read.
      contents = try BoundedRead.contents(ofFile: path, limit: Self.maximumConfigSize)
    } catch {
      switch error {
      case .missing: return nil
      case .notRegularFile(let kind):
        throw .unreadableFile(path: path, reason: "is \(kind), not a regular file")
      case .tooLarge: throw .unreadableFile(path: path, reason: "is over 64 KiB")
      case .unreadable(let why):
        throw .unreadableFile(path: path, reason: "cannot be read (\(why.lowercased()))")
      }
    }
    let file: ConfigFile
    do {
      file = try ConfigFile(parsing: contents.data, sources: sources)
    } catch {
      throw .unreadableFile(path: path, reason: "line \(error.line): \(error.reason)")
    }
    let mode = contents.mode
    // Only a key is a secret; others changing the file could redirect the tool, key or not.
    if mode & 0o044 != 0, file.apiKey != nil {
      warn("warning: \(path) can be read by others; run: chmod 600 \(path)")
    }
    if mode & 0o022 != 0 {
      warn("warning: \(path) can be changed by others; run: chmod 600 \(path)")
    }
    return file
  }

  /// A config file is a few lines; a larger one is refused rather than read.
  static let maximumConfigSize = 64 * 1024
}
