import WeatherCore

/// What a command line asks for.
package enum Invocation: Sendable, Equatable {
  /// `-h`, `--help`: print the help.
  case help
  /// `--version`: print the version.
  case version
  /// Look up the weather.
  case run(Options)
}

/// The settings of a lookup run.
package struct Options: Sendable, Equatable {
  /// The locations, in the order given.
  package var locations: [LocationArgument] = []
  /// The forecast asked for with `--days` and `--hours`.
  package var forecast = ForecastRequest.none
  /// The units results are shown in.
  package var units: UnitSystem = .metric
  /// How results are printed.
  package var output: OutputForm = .human
  /// The key given with `--api-key`, if any.
  package var apiKey: String?
  /// The limit on the whole run, in seconds.
  package var timeout: Double = 10
  /// Whether to read and write the cache.
  package var useCache = true
  /// How old a cached current-weather answer may be, in seconds; 0 for always fresh.
  package var maxAge: Double = 0
  /// How many locations are looked up at once.
  package var parallel = 8
  /// The most requests a minute, if limited.
  package var rate: Double?
  /// The provider named with `--provider`; `nil` to choose by whether a key is configured.
  package var provider: ProviderChoice?

  /// Options with the defaults.
  package init() {}
}

/// One location on the command line.
package enum LocationArgument: Sendable, Equatable {
  /// A positional argument, exactly as given: a name or `LAT,LON`.
  case text(String)
  /// `--lat` and `--lon`.
  case coordinate(Coordinate)
  /// `-`: locations from standard input, one per line.
  case standardInput
}

/// How results are printed.
package enum OutputForm: Sendable, Equatable {
  /// One line per location for people.
  case human
  /// One JSON object per location per line.
  case json
  /// One line per location from a `--format` template.
  case template(FormatTemplate)
}
