import WeatherCore

/// One option of the command line, as the parser, `--help` and the reference's check read it.
package struct OptionSpec: Sendable {
  /// Which option this is, for the parser's switch.
  package let name: OptionName
  /// The one-letter form, such as `-u`, if there is one.
  package let short: String?
  /// The name of its value in help, such as `UNITS`; `nil` for an option that takes none.
  package let valueName: String?
  /// What it does, in help: one or more lines of at most 54 characters.
  package let help: [String]

  /// The long form, such as `--units`.
  package var long: String { "--" + name.rawValue }
}

/// Every option's long name, without the dashes.
package enum OptionName: String, Sendable, CaseIterable {
  case days, hours, date, from, to, report, air, alerts, normal, units, wind, lang, json, csv,
    prometheus, format, bar, icons, color, places, lat, lon, provider, commercial, compare
  case apiKey = "api-key"
  case timeout
  case maxAge = "max-age"
  case noCache = "no-cache"
  case parallel, rate, stale, watch, interval, completions, help, version
}

/// The option table: every option once, in the order help lists them.
package enum OptionTable {
  /// `names` as a sentence lists them (`a, b or c`), in lines of at most 50 characters, so
  /// help stays within 80 columns however many sources the table has; `tail` after the last
  /// name when the line has room for it, else on a line of its own.
  static func wrapped(_ names: [String], then tail: String = "") -> [String] {
    var lines: [String] = []
    for (index, name) in names.enumerated() {
      let word = name + (index == names.count - 1 ? "" : index == names.count - 2 ? " or" : ",")
      if let last = lines.last, last.count + 1 + word.count <= 50 {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(word)
      }
    }
    if let last = lines.last, last.count + tail.count <= 54 {
      lines[lines.count - 1] = last + tail
    } else if !tail.isEmpty {
      lines.append(String(tail.drop { $0 == ";" || $0 == " " }))
    }
    return lines
  }

  package static let all: [OptionSpec] = [
    OptionSpec(
      name: .days, short: "-d", valueName: "N",
      help: ["daily forecast for N days from today (1-16)"]),
    OptionSpec(
      name: .hours, short: "-H", valueName: "N",
      help: ["hourly forecast for the next N hours (1-384)"]),
    OptionSpec(
      name: .date, short: nil, valueName: "DATE",
      help: ["a day's rows, 1940 to +16d: 2024-07-01, yesterday, -3d"]),
    OptionSpec(
      name: .from, short: nil, valueName: "DATE",
      help: ["the rows of the days from DATE (to today)"]),
    OptionSpec(
      name: .to, short: nil, valueName: "DATE",
      help: ["with --from: the last day; -H N shows every hour"]),
    OptionSpec(
      name: .report, short: "-r", valueName: nil,
      help: ["a report to read: the sky now and a day a table (-d N)"]),
    OptionSpec(
      name: .air, short: nil, valueName: nil,
      help: ["air quality: AQI (US EPA), PM2.5, PM10, pollen"]),
    OptionSpec(
      name: .alerts, short: nil, valueName: nil,
      help: ["weather alerts in force (NWS in the US; One Call)"]),
    OptionSpec(
      name: .normal, short: nil, valueName: nil,
      help: ["now vs this hour yesterday and the 1991-2020 normal"]),
    OptionSpec(
      name: .units, short: "-u", valueName: "UNITS",
      help: ["metric (°C, default), imperial (°F) or standard (K)"]),
    OptionSpec(
      name: .wind, short: nil, valueName: "UNIT",
      help: ["wind: kmh, ms, mph or kn (default m/s; imperial mph)"]),
    OptionSpec(
      name: .lang, short: "-l", valueName: "CODE",
      help: ["en ko ja zh de fr es it pt ru (default: from LANG)"]),
    OptionSpec(
      name: .json, short: nil, valueName: nil, help: ["one JSON object per location per line"]),
    OptionSpec(
      name: .csv, short: nil, valueName: nil, help: ["CSV: a header, one row per location"]),
    OptionSpec(
      name: .prometheus, short: nil, valueName: nil,
      help: ["Prometheus text for node_exporter's textfile collector"]),
    OptionSpec(
      name: .format, short: "-f", valueName: "FORMAT",
      help: ["a line a location: '%l %t' (letters below), or 1-4"]),
    OptionSpec(
      name: .bar, short: nil, valueName: "NAME",
      help: ["bar: waybar, i3bar, i3blocks, polybar, tmux, xmobar"]),
    OptionSpec(
      name: .icons, short: nil, valueName: "SET",
      help: ["%c's symbols: emoji (tmux: text), nerd, text, none"]),
    OptionSpec(
      name: .color, short: nil, valueName: "WHEN",
      help: ["colour: auto (a terminal), always, never"]),
    OptionSpec(
      name: .places, short: nil, valueName: nil, help: ["list every place a name matches"]),
    OptionSpec(
      name: .lat, short: nil, valueName: "LAT", help: ["with --lon: a location by coordinates"]),
    OptionSpec(name: .lon, short: nil, valueName: "LON", help: ["with --lat"]),
    OptionSpec(
      name: .provider, short: nil, valueName: "NAME",
      help: OptionTable.wrapped(
        SourceTable.standard.weatherSources.map { $0.name + ($0.needsKey ? " (needs a key)" : "") },
        then: "; or a failover list (a,b), tried in order, or auto")),
    OptionSpec(
      name: .commercial, short: nil, valueName: nil,
      help: ["only sources whose terms allow commercial use"]),
    OptionSpec(
      name: .compare, short: nil, valueName: nil,
      help: ["every source at once, side by side (line, JSON, CSV)"]),
    OptionSpec(
      name: .apiKey, short: nil, valueName: "KEY",
      help: ["OpenWeatherMap key; better: OPENWEATHER_API_KEY"]),
    OptionSpec(
      name: .timeout, short: nil, valueName: "SECONDS",
      help: ["limit on the whole run (default 10)"]),
    OptionSpec(
      name: .maxAge, short: nil, valueName: "SECONDS",
      help: ["reuse an answer up to this many seconds old"]),
    OptionSpec(
      name: .noCache, short: nil, valueName: nil, help: ["neither read nor write ~/.cache/weather"]),
    OptionSpec(
      name: .parallel, short: nil, valueName: "N", help: ["look up N locations at once (default 8)"]
    ),
    OptionSpec(name: .rate, short: nil, valueName: "N", help: ["at most N requests a minute"]),
    OptionSpec(
      name: .stale, short: nil, valueName: "SECONDS",
      help: ["offline: the last answer up to this old, marked"]),
    OptionSpec(
      name: .watch, short: nil, valueName: nil,
      help: ["stay: a new answer each time it changes (bars)"]),
    OptionSpec(
      name: .interval, short: nil, valueName: "DURATION",
      help: ["with --watch: ask every DURATION (90s, 10m; min 1m)"]),
    OptionSpec(
      name: .completions, short: nil, valueName: "SHELL",
      help: ["a completion script: bash, zsh or fish"]),
    OptionSpec(name: .help, short: "-h", valueName: nil, help: ["this help"]),
    OptionSpec(name: .version, short: "-V", valueName: nil, help: ["the version"]),
  ]

  /// The fixed values an option takes, for completions; empty for free values.
  package static func values(of name: OptionName) -> [String] {
    switch name {
    case .units: UnitSystem.allCases.map(\.rawValue)
    case .wind: OptionValues.windNames
    case .provider: SourceTable.standard.weatherSources.map(\.name) + [SourceTable.autoName]
    case .lang: LocalizedWords.languages
    case .color: ColorChoice.allCases.map(\.rawValue)
    case .bar: BarRequest.Kind.allCases.map(\.rawValue)
    case .icons: IconSet.allCases.map(\.rawValue)
    case .completions: Shell.allCases.map(\.rawValue)
    default: []
    }
  }

  /// The option a mistyped `text` most likely meant (`--day`: `--days`; `--comp`:
  /// `--completions`), or `nil` when none is near: at most two edits away and no more than
  /// half of what was typed changed, or the start of exactly one option's name.
  static func nearest(to text: String) -> OptionSpec? {
    let typed = String(text.drop { $0 == "-" }).lowercased()
    guard typed.count >= 2 else { return nil }
    let starting = all.filter { $0.name.rawValue.hasPrefix(typed) }
    if typed.count >= 3, starting.count == 1 { return starting[0] }
    let ranked = all.map { (option: $0, distance: editDistance(typed, $0.name.rawValue)) }
      .min { $0.distance < $1.distance }
    guard let ranked, ranked.distance <= min(2, typed.count / 2) else { return nil }
    return ranked.option
  }

  /// Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  /// The option written `text` (`-u` or `--units`), if there is one.
  static func spec(for text: String) -> OptionSpec? {
    all.first { $0.long == text || $0.short == text }
  }
}
