import WeatherCore

/// What a command line asks for.
enum Invocation: Sendable, Equatable {
  /// `-h`, `--help`: print the help.
  case help
  /// `-V`, `--version`: print the version.
  case version
  /// `--completions SHELL`: print the completion script for a shell.
  case completions(Shell)
  /// `--complete-place PREFIX`, hidden from the help: the place names that start with
  /// PREFIX, one a line, for the completion scripts.
  case completePlace(String)
  /// Look up the weather.
  case run(Options)
}

/// A shell `weather --completions` writes a script for.
enum Shell: String, Sendable, Equatable, CaseIterable {
  case bash, zsh, fish
}

/// When the human line is coloured.
enum ColorChoice: String, Sendable, Equatable, CaseIterable {
  /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  /// Always, even in a pipe.
  case always
  /// Never.
  case never
}

/// The settings of a lookup run.
struct Options: Sendable, Equatable {
  /// The locations, in the order given.
  var locations: [LocationArgument] = []
  /// The symbols `%c` draws, from `--icons` or `icons =`; `nil` for the output form's own.
  var icons: IconSet?
  /// The language asked for with `--lang`, if any.
  var language: String?
  /// `--places`: list the places each name matches instead of looking up the weather.
  var listPlaces = false
  /// The options given on the command line, which the config file cannot override.
  var given: Set<OptionName> = []
  /// The forecast asked for with `--days` and `--hours`.
  var forecast = ForecastRequest.none
  /// The days asked for with `--date`, or `--from` and `--to`: their rows instead of the
  /// forecast from now.
  var dates: DateRange?
  /// The air quality and alerts asked for with `--air`, `--alerts` or the config file.
  var extras = Extras.none
  /// The User-Agent of every request (`Configuration.userAgent`), without a contact.
  var userAgent = "weather-cli"
  /// The units results are shown in.
  var units: UnitSystem = .metric
  /// The unit wind is shown in, from `--wind` or the config file; `nil` for the units' own.
  var wind: SpeedUnit?
  /// How results are printed.
  var output: OutputForm = .human
  /// The key given with `--api-key`, if any.
  var apiKey: String?
  /// The limit on the whole run, in seconds.
  var timeout: Double = 10
  /// Whether to read and write the cache.
  var useCache = true
  /// How old a cached current-weather answer may be, in seconds; 0 for always fresh.
  var maxAge: Double = 0
  /// How many locations are looked up at once.
  var parallel = 8
  /// The most requests a minute, if limited.
  var rate: Double?
  /// The sources named with `--provider` or the config file, in failover order (their
  /// descriptors' names, `auto` for the table's list); empty to choose by whether a key is
  /// configured.
  var providers: [String] = []
  /// Whether only sources whose terms allow commercial use may be used (`--commercial`,
  /// `commercial = yes`).
  var commercialOnly = false
  /// `--compare`: every source that can be used, asked at once, side by side.
  var compare = false
  /// What each source (by name) tells a person whose forecast is shorter than asked, from
  /// the source table.
  var forecastLimits: [String: String] = [:]
  /// Each source's title by its name, from the source table.
  var sourceTitles: [String: String] = [:]
  /// The name of the first source of the failover list in force (the default's when none was
  /// chosen): an answer from another is named in the lines for people.
  var firstSource: String?
  /// When the human line is coloured.
  var color = ColorChoice.auto
  /// `--stale`: how old, in seconds, the last answer for a location may be to stand in for
  /// one that failed for a temporary reason; `nil` for never.
  var staleLimit: Double?

  /// `--watch`: stay, and print a new answer each time it changes.
  var watch = false
  /// `--interval`: how often a watch asks, in seconds; `nil` for the source's own cadence.
  var interval: Double?

  /// Options with the defaults.
  init() {}

  /// Whether results are for people to read: the one line or the report.
  var isForPeople: Bool { output == .human || output == .report }

  /// Whether a period's rows are written as they are decoded (`WeatherLookup.rowSink`): CSV for one
  /// location of the command line, whose rows alone are on stdout.
  var streamsRows: Bool {
    output == .csv && dates != nil && locations.count == 1
      && !locations.contains(.standardInput)
  }

  /// The forecast the output shows: the report's, or `--days` and `--hours`.
  var forecastShown: ForecastRequest { output == .report ? reportForecast : forecast }

  /// The forecast a note says is short when the answer has less: the report's days, or
  /// `--days` and `--hours`.
  var forecastNoted: ForecastRequest {
    output == .report ? ForecastRequest(days: reportDays) : forecast
  }

  /// The days `--report` shows: `--days`, else 3.
  var reportDays: Int { forecast.days > 0 ? forecast.days : 3 }

  /// The forecast a report needs: its days, and every hour up to their end, for the parts of
  /// each day. It costs the requests of `--days` alone: OpenWeatherMap's one forecast request
  /// holds both; Open-Meteo sends both in one answer.
  var reportForecast: ForecastRequest {
    ForecastRequest(hours: reportDays * 24, days: reportDays)
  }
}

/// One location on the command line.
enum LocationArgument: Sendable, Equatable {
  /// A positional argument, exactly as given: a name or `LAT,LON`.
  case text(String)
  /// `--lat` and `--lon`.
  case coordinate(Coordinate)
  /// `-`: locations from standard input, one per line.
  case standardInput
  /// `@NAME`: a place saved in the config file as `place.NAME = LOCATION`.
  case saved(String)
}

/// How results are printed.
enum OutputForm: Sendable, Equatable {
  /// One line per location for people.
  case human
  /// `--report`: the sky now and a table a day, for people at a terminal.
  case report
  /// One JSON object per location per line.
  case json
  /// One line per location from a `--format` template.
  case template(FormatTemplate)
  /// A CSV header, then one row per location (and forecast step).
  case csv
  /// Prometheus text exposition, for node_exporter's textfile collector.
  case prometheus
  /// `--bar NAME`: a status bar's own protocol.
  case bar(BarRequest)
}
