import WeatherCore

/// What a run uses: the command line's options completed from the environment and the
/// config file (flags beat the environment, which beats the file), the saved places, and
/// what the core needs to make the provider.
struct RunSettings: Sendable {
  /// The options in force.
  let options: Options
  /// `place.NAME = LOCATION` lines: `@NAME` stands for the location.
  let savedPlaces: [String: String]
  /// What the core needs to make the provider.
  let provider: ProviderConfiguration

  /// Why a run's settings cannot be made.
  enum Failure: Error {
    /// The command line is wrong (64): a saved place it names does not exist, or it gives no
    /// location and the config file has none.
    case usage(UsageError)
    /// The configuration is wrong (78).
    case configuration(ConfigurationError)
  }
}

extension Configuration {
  /// The settings of a run with `given`, the options of the command line.
  /// - Parameters:
  ///   - given: The options as parsed.
  ///   - terminal: Whether stdout is a terminal, where the file's `view = report` applies.
  ///   - warn: Receives a warning for each way others can reach the config file.
  /// - Returns: The settings.
  /// - Throws: `RunSettings.Failure` saying what is wrong.
  func settings(for given: Options, terminal: Bool = false, warn: (String) -> Void)
    throws(RunSettings.Failure) -> RunSettings
  {
    let file: ConfigFile?
    do {
      file = try configFile(warn: warn)
    } catch {
      throw .configuration(error)
    }
    var options = given
    if !given.given.contains(.units), let units = file?.units { options.units = units }
    options.wind = given.wind ?? file?.wind
    if !given.given.contains(.timeout), let timeout = file?.timeout { options.timeout = timeout }
    // `view = report` changes only the one line, at a terminal: a pipe, a script's
    // --json, --csv, --prometheus or --format keep their forms.
    if file?.view == .report, terminal, options.output == .human, !options.given.contains(.hours) {
      options.output = .report
    }
    if !given.given.contains(.air), let air = file?.air { options.extras.air = air }
    if !given.given.contains(.alerts), let alerts = file?.alerts { options.extras.alerts = alerts }
    options.userAgent = userAgent
    options.forecastLimits = Dictionary(
      sources.descriptors.compactMap { source in source.forecastLimit.map { (source.name, $0) } },
      uniquingKeysWith: { first, _ in first })
    if given.providers.isEmpty { options.providers = file?.providers ?? [] }
    if !given.commercialOnly { options.commercialOnly = file?.commercial ?? false }
    options.language = given.language ?? file?.language ?? Language.fromLocale(environment)
    let places = file?.places ?? [:]
    for case .saved(let name) in options.locations where places[name] == nil {
      let shown = SafeText.line(name, limit: 40)
      guard ConfigFile.isPlaceName(name) else {
        throw .usage(
          UsageError(
            "no saved place @\(shown): a saved place's name takes letters, digits, - and _ only"
          ))
      }
      throw .usage(
        UsageError("no saved place @\(shown); add place.\(shown) = LOCATION to \(configFilePath)"))
    }
    if options.locations.isEmpty {
      options.locations = try locations(from: file, places: places)
    }
    options.sourceTitles = Dictionary(
      sources.descriptors.map { ($0.name, $0.title) }, uniquingKeysWith: { first, _ in first })
    var provider: ProviderConfiguration
    do {
      // A comparison asks every source, the one that needs a key when there is one.
      provider = try providerConfiguration(
        choices: options.compare ? [] : options.providers,
        commercialOnly: options.commercialOnly, flag: given.apiKey, file: file)
    } catch {
      throw .configuration(error)
    }
    provider.everySource = options.compare
    options.firstSource = try? provider.chosenSources().first?.name
    return RunSettings(options: options, savedPlaces: places, provider: provider)
  }

  /// The config file's `location` list, for a command line that names none.
  private func locations(from file: ConfigFile?, places: [String: String])
    throws(RunSettings.Failure) -> [LocationArgument]
  {
    guard let texts = file?.locations, !texts.isEmpty else {
      throw .usage(
        UsageError(
          "no location given; try: weather Seoul, or set location = Seoul in \(configFilePath)"))
    }
    return try texts.map { (text) throws(RunSettings.Failure) in
      guard text.hasPrefix("@") else { return .text(text) }
      let name = String(text.dropFirst())
      guard places[name] != nil else {
        let shown = SafeText.line(name, limit: 40)
        let reason =
          ConfigFile.isPlaceName(name)
          ? "location names @\(shown), but no place.\(shown) line saves it; add place.\(shown) = LOCATION"
          : "location names @\(shown); a saved place's name takes letters, digits, - and _ only"
        throw .configuration(.unreadableFile(path: configFilePath, reason: reason))
      }
      return .saved(name)
    }
  }
}
