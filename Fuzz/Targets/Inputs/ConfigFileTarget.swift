import Foundation

@testable import WeatherCommand
@testable import WeatherCore

/// The config file: read as a run reads it, for a command line that names no location, so
/// the file's `location` list and its saved places are used too.
enum ConfigFileTarget {
  static func check(_ bytes: Data) throws(Violation) {
    let configuration = ConfigFolder.configuration(file: bytes)
    var warnings: [String] = []
    let settings: RunSettings
    do throws(RunSettings.Failure) {
      settings = try configuration.settings(for: Options()) { warnings.append($0) }
    } catch {
      return try Violation.terminalSafe(ConfigFolder.message(error), "the error for a config file")
    }
    for warning in warnings { try Violation.terminalSafe(warning, "a config file warning") }
    // The file refuses control characters in what it sets (other unsafe text, such as a
    // bidirectional override, is made safe where it is printed, or refused as a location).
    let texts = [settings.provider.apiKey?.rawValue, settings.options.language].compactMap { $0 }
    for text in texts + settings.savedPlaces.keys + settings.savedPlaces.values {
      try Violation.check(
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control },
        "a config file value holds a control character: \(text.debugDescription)")
    }
    for location in settings.options.locations {
      let query: Query
      switch location {
      case .text(let text): query = Query(text: text, fromArguments: true)
      case .saved(let name):
        guard let saved = settings.savedPlaces[name] else {
          throw Violation(description: "location names @\(name), which is not saved")
        }
        query = Query(text: "@" + name, reading: saved)
      case .coordinate, .standardInput:
        throw Violation(description: "a config file location read as \(location)")
      }
      try Violation.terminalSafe(query.displayed, "a location as messages name it")
      if case .failure(let error) = query.location {
        try Violation.terminalSafe(ErrorMessage.text(for: error), "the error for a location")
      }
    }
  }
}
