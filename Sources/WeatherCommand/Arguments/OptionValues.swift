import Foundation
import WeatherCore

/// The values options take, read one way whether they come from the command line or the
/// config file.
enum OptionValues {
  /// Weather sources of `sources` in failover order, by name or alias, separated by commas
  /// (`open-meteo, owm`): their descriptors' names; `auto` stays `auto`.
  static func providers(_ text: String, in sources: SourceTable) throws(UsageError) -> [String] {
    var names: [String] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let name = part.trimmingCharacters(in: .whitespaces)
      if name.lowercased() == SourceTable.autoName {
        names.append(SourceTable.autoName)
        continue
      }
      guard let source = sources.descriptor(named: name), source.answersWeather else {
        let shown = SafeText.line(name, limit: 40)
        throw UsageError(
          "unknown provider \"\(shown)\"; use \(sources.weatherSourceNames), a list of them "
            + "(a,b) or auto")
      }
      names.append(source.name)
    }
    return names
  }

  static func units(_ text: String) throws(UsageError) -> UnitSystem {
    switch text.lowercased() {
    case "metric", "c", "celsius": return .metric
    case "imperial", "f", "fahrenheit": return .imperial
    case "standard", "k", "kelvin": return .standard
    default:
      throw UsageError("unknown units \"\(text)\"; use metric, imperial or standard")
    }
  }

  /// A wind unit: `kmh`, `ms`, `mph` or `kn` (also `km/h`, `m/s`, `knots`).
  static func wind(_ text: String) throws(UsageError) -> SpeedUnit {
    switch text.lowercased() {
    case "kmh", "km/h": return .kilometresPerHour
    case "ms", "m/s": return .metresPerSecond
    case "mph": return .milesPerHour
    case "kn", "kt", "knots": return .knots
    default:
      throw UsageError(
        "unknown wind unit \"\(SafeText.line(text, limit: 20))\"; use kmh, ms, mph or kn")
    }
  }

  /// The names `wind` reads, one for each unit, as completions offer them.
  static let windNames = ["kmh", "ms", "mph", "kn"]

  /// `yes` or `no` (also `true`/`false`, `on`/`off`, `1`/`0`), for a config file's switch.
  static func yesOrNo(_ text: String, for key: String) throws(UsageError) -> Bool {
    switch text.lowercased() {
    case "yes", "true", "on", "1": return true
    case "no", "false", "off", "0": return false
    default:
      throw UsageError("\(key) takes yes or no, not \"\(SafeText.line(text, limit: 20))\"")
    }
  }

  /// A number in `range`, or a usage error naming the option and the range.
  static func number(
    _ text: String, for option: String, in range: ClosedRange<Double>, whole: Bool = false
  ) throws(UsageError) -> Double {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite,
      range.contains(value), !whole || value == value.rounded()
    else {
      let kind = whole ? "a whole number" : "a number"
      throw UsageError(
        "\(option) takes \(kind) from \(NumberText.decimal(range.lowerBound, places: 3)) to "
          + "\(NumberText.decimal(range.upperBound, places: 3)), not \"\(SafeText.line(text, limit: 20))\""
      )
    }
    return value
  }

  /// A language from `--lang` or the config file: one the tool speaks, as a code or a locale
  /// name (`ko`, `ko_KR`, `ko-KR`, `ko_KR.UTF-8` all read as `ko`), checked whole, so
  /// `ko&appid=x` is no language.
  static func language(_ text: String) throws(UsageError) -> String {
    guard let code = Language.code(exactly: text) else {
      throw UsageError(
        "unknown language \"\(SafeText.line(text, limit: 20))\"; use one of "
          + LocalizedWords.languages.joined(separator: ", "))
    }
    return code
  }
}
