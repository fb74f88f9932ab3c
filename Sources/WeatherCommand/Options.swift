import WeatherCore

/// What a command line asks for.
public enum Invocation: Sendable, Equatable {
  /// `-h`, `--help`: print the help.
  case help
  /// `--version`: print the version.
  case version
  /// Look up the weather.
  case run(Options)
}

/// The settings of a lookup run.
public struct Options: Sendable, Equatable {
  /// The locations, in the order given.
  public var locations: [LocationArgument] = []
  /// The units results are shown in.
  public var units: TemperatureUnit = .metric
  /// How results are printed.
  public var output: OutputForm = .human
  /// The key given with `--api-key`, if any.
  public var apiKey: String?
  /// The limit on the whole run, in seconds.
  public var timeout: Double = 10
  /// Whether to read and write the cache.
  public var useCache = true
  /// How old a cached current-weather answer may be, in seconds; 0 for always fresh.
  public var maxAge: Double = 0
  /// How many locations are looked up at once.
  public var parallel = 8
  /// The most requests a minute, if limited.
  public var rate: Double?
  /// The provider named with `--provider`; `nil` to choose by whether a key is configured.
  public var provider: ProviderChoice?

  /// Options with the defaults.
  public init() {}
}

/// One location on the command line.
public enum LocationArgument: Sendable, Equatable {
  /// A positional argument, exactly as given: a name or `LAT,LON`.
  case text(String)
  /// `--lat` and `--lon`.
  case coordinate(Coordinate)
  /// `-`: locations from standard input, one per line.
  case standardInput
}

/// How results are printed.
public enum OutputForm: Sendable, Equatable {
  /// One line per location for people.
  case human
  /// One JSON object per location per line.
  case json
  /// One line per location from a `--format` template.
  case template(FormatTemplate)
}

/// A weather service the command can use.
public enum ProviderChoice: String, Sendable, Equatable {
  /// OpenWeatherMap, which needs an API key.
  case openWeatherMap = "openweathermap"
  /// Open-Meteo, which needs none.
  case openMeteo = "open-meteo"
}
