import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a lookup: finds the configuration, reads the locations (standard input as it
/// arrives), fetches the weather concurrently within the run's one time budget, prints each
/// result in input order, and chooses the exit code.
struct Runner: Sendable {
  let options: Options
  let environment: [String: String]
  /// Standard input's lines, when `-` is given; made when the run needs it.
  let standardInput: @Sendable () -> StandardInputLines
  let output: TextOutput
  let errors: TextOutput
  /// Whether stdout is a terminal that may be coloured.
  let colorAllowed: Bool
  /// Sends each request; URLSession in a real run, a stub in tests. Retries, pacing and the
  /// time budget are laid over it here.
  var transport: @Sendable (Options) -> any HTTPTransport = {
    URLSessionTransport(maximumConnections: $0.parallel, requestTimeout: $0.timeout)
  }
  /// When the run began: the time budget counts from here, standard input included.
  var started = ContinuousClock.now

  func run() async -> ExitCode {
    let configuration = Configuration(environment: environment)
    let settings: RunSettings
    do {
      settings = try configuration.settings(for: options) { errors("weather: \($0)") }
    } catch {
      switch error {
      case .usage(let usage):
        errors("weather: \(usage) (see weather --help)")
        return .usage
      case .configuration(let problem):
        errors("weather: \(problem)")
        return .configuration
      }
    }
    let options = settings.options
    // The budget is the one in force, the config file's `timeout` included.
    let deadline = started + .seconds(options.timeout)
    let provider: any WeatherProvider
    do {
      provider = try settings.provider.makeProvider(
        transport: RetryingTransport(
          transport(options), deadline: deadline,
          pacer: RequestPacer(requestsPerMinute: options.rate)))
    } catch {
      errors(
        "weather: \(ConfigurationError.provider(error, configPath: configuration.configFilePath))")
      return .configuration
    }
    if let problem = RatePlan(options: options).problem {
      errors("weather: \(problem) (see weather --help)")
      return .usage
    }
    let printer = Printer(
      options: options, output: output, errors: errors, key: settings.provider.apiKey,
      deadline: deadline, color: colorAllowed)
    let lookup = WeatherLookup(
      provider: provider,
      cache: options.useCache ? LookupCache(directory: configuration.cacheDirectory) : nil,
      maxAge: options.maxAge)
    let reader = options.locations.contains(.standardInput) ? standardInput() : nil
    let source = QuerySource(
      options.locations, savedPlaces: settings.savedPlaces, standardInput: reader)
    let request = RequestShape(
      language: options.language, forecast: forecastWanted(options), listPlaces: options.listPlaces,
      staleLimit: options.staleLimit)
    await forEachConcurrently(
      from: source.next, limit: options.parallel, until: deadline
    ) { query in
      await Self.outcome(for: query, request: request, lookup: lookup)
    } inOrder: { query, outcome in
      printer.print(outcome, for: query)
    }
    let inputLeft = reader.map { !$0.reachedEnd } ?? false
    if source.count == 0, !inputLeft {
      errors("weather: no locations on standard input; give one location per line")
      return .usage
    }
    return printer.finish(inputLeft: inputLeft)
  }

  /// The forecast asked for by `--days`, `--hours` and the template's tokens.
  private func forecastWanted(_ options: Options) -> ForecastRequest {
    guard case .template(let template) = options.output else { return options.forecast }
    return ForecastRequest(
      hours: max(options.forecast.hours, template.forecast.hours),
      days: max(options.forecast.days, template.forecast.days))
  }

  /// The report for one query, or its error, with a hint when a neighbouring argument
  /// would have made a name that exists (`weather New York`).
  private static func outcome(
    for query: Query, request: RequestShape, lookup: WeatherLookup
  ) async -> Outcome {
    let location: Location
    switch query.location {
    case .success(let value): location = value
    case .failure(let error): return Outcome(result: .failure(error))
    }
    do throws(WeatherError) {
      if request.listPlaces {
        return Outcome(
          result: .failure(.notFound(query: query.text)),
          places: try await places(location, request, lookup))
      }
      let report = try await lookup.report(
        for: WeatherRequest(
          location: location, language: request.language, forecast: request.forecast))
      if request.staleLimit != nil {
        lookup.keepLast(report, for: query.text, language: request.language)
      }
      return Outcome(result: .success(report))
    } catch let error where ExitCode(error) == .temporaryFailure && request.staleLimit != nil {
      // --stale: the last answer stands in, marked with its age, when it is recent enough.
      guard let limit = request.staleLimit,
        let last = lookup.lastReport(for: query.text, language: request.language, maxAge: limit)
      else { return Outcome(result: .failure(error)) }
      // Only the run's deadline cancels a lookup: say so as a timeout.
      let cause = error == .cancelled ? .temporarilyUnavailable(.timedOut) : error
      return Outcome(result: .success(last.report), stale: (last.age, cause))
    } catch .notFound {
      for joined in query.joinedNames where (try? await lookup.place(named: joined)) != nil {
        return Outcome(result: .failure(.notFound(query: query.text)), joinedName: joined)
      }
      return Outcome(result: .failure(.notFound(query: query.text)))
    } catch {
      return Outcome(result: .failure(error))
    }
  }

  /// Every place a name or postal code matches, for `--places`.
  private static func places(_ location: Location, _ request: RequestShape, _ lookup: WeatherLookup)
    async throws(WeatherError) -> [Place]
  {
    switch location {
    case .name(let name): try await lookup.places(.name(name), language: request.language)
    case .postalCode(let code, let country):
      try await lookup.places(.postalCode(code, country: country), language: request.language)
    case .coordinate(let coordinate):
      [Place(name: "", country: nil, state: nil, coordinate: coordinate)]
    }
  }
}

/// What every lookup of a run asks for besides its location.
struct RequestShape: Sendable {
  let language: String?
  let forecast: ForecastRequest
  let listPlaces: Bool
  let staleLimit: Double?
}

/// What one query came to: its report or error, a name it may have been meant as, and with
/// `--places` the places it matches.
struct Outcome: Sendable {
  let result: Result<Report, WeatherError>
  var joinedName: String?
  var places: [Place]?
  /// With `--stale`: the age in seconds of the last answer shown, and why a fresh one failed.
  var stale: (age: Double, cause: WeatherError)?

  init(
    result: Result<Report, WeatherError>, joinedName: String? = nil, places: [Place]? = nil,
    stale: (age: Double, cause: WeatherError)? = nil
  ) {
    self.result = result
    self.joinedName = joinedName
    self.places = places
    self.stale = stale
  }
}
