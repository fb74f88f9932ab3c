import Foundation

@testable import WeatherCommand

/// A config folder of this process's own, as `XDG_CONFIG_HOME`, whose `weather/config` the
/// targets write before the command reads it.
enum ConfigFolder {
  private static let home = FileManager.default.temporaryDirectory
    .appendingPathComponent("weather-fuzz-\(getpid())")
  private static let file = home.appendingPathComponent("weather/config")

  /// The configuration of a run whose config file holds `bytes`, readable by its owner alone.
  static func configuration(file bytes: Data) -> Configuration {
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    } catch {
      fatalError("cannot write \(file.path): \(error)")
    }
    return Configuration(environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path])
  }

  /// The message a run prints when its settings cannot be made.
  static func message(_ failure: RunSettings.Failure) -> String {
    switch failure {
    case .usage(let usage): "weather: \(usage) (see weather --help)"
    case .configuration(let problem): "weather: \(problem)"
    }
  }
}
