/// The text of `weather --help` and `weather --version`; the options come from `OptionTable`.
enum HelpText {
  static let version = "weather 0.1.0"

  static let usage = "usage: weather [options] LOCATION...   (weather --help for more)"

  static var help: String {
    """
    weather: the current weather for cities and coordinates.

    usage: weather [options] LOCATION...
      LOCATION  a name: Seoul, "New York", London,GB, Springfield,IL,US
                coordinates LAT,LON: 37.5665,126.9780 or -33.8688,151.2093
                -  read locations from standard input, one per line (# comments)

    options:
    \(OptionTable.all.map(lines).joined(separator: "\n"))

    exit codes: 0 ok, 64 usage, 66 not found, 70 bug, 75 retry later, 76 bad answer,
      77 key rejected, 78 configuration (key, config file: see README).
    example for cron: weather --format '%T %l %t' Seoul >> temps.log
    """
  }

  /// `  -u, --units UNITS     metric ...`: the names in a column of 24, then the help; a name
  /// too long for the column puts its help on the next line.
  private static func lines(_ option: OptionSpec) -> String {
    let short = option.short.map { $0 + ", " } ?? "    "
    let names = "  " + short + option.long + (option.valueName.map { " " + $0 } ?? "")
    let column = 24
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
