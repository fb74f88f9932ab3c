import Foundation
import WeatherCore
import WeatherPlaces

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
  /// What stdout is: a terminal or not (forecast rows get a header naming their columns at
  /// one), its width, its character set.
  var terminal = Terminal(isTerminal: false, width: 80, unicode: true)
  /// Sends each request; URLSession in a real run, a stub in tests. Retries, pacing and the
  /// time budget are laid over it here.
  var transport = Runner.urlSession(housekeeping: nil)
  /// The sources the run may use.
  var sources: SourceTable = .standard
  /// When the run began: the time budget counts from here, standard input included.
  var started = ContinuousClock.now
  /// Whether standard input is a terminal: a person typing the locations of `-` is not on
  /// the run's clock, so each lookup has its own `--timeout` instead.
  var standardInputIsTerminal = false
  /// SIGINT and SIGTERM, when the run listens for them: what is finished is printed, then the
  /// run ends.
  var interruption: Interruption?

  /// URLSession for a run with these options, running `housekeeping` every so many requests.
  static func urlSession(
    housekeeping: URLSessionTransport.Housekeeping?
  ) -> @Sendable (Options) -> any HTTPTransport {
    {
      URLSessionTransport(
        maximumConnections: $0.parallel, requestTimeout: $0.timeout, userAgent: $0.userAgent,
        housekeeping: housekeeping)
    }
  }

  func run() async -> ExitCode {
    if let word = KnownPlaceNames.helpWord(options.locations) {
      errors("weather: no place named \"\(word)\"; for how to use weather, run: weather --help")
      return .usage
    }
    let configuration = Configuration(environment: environment, sources: sources)
    let settings: RunSettings
    let period: DayPeriod?
    // Until the settings give the deadline, stderr is written as it is.
    do {
      let configured = try configuration.settings(for: options, terminal: terminal.isTerminal) {
        self.errors("weather: \($0)")
      }
      let today = DayPeriod.today(offset: TimeZone.current.secondsFromGMT())
      (settings, period) = try configured.forPeriod(
        today: today, configPath: configuration.configFilePath)
    } catch {
      // What was typed may be a key in the wrong place (`@KEY`, `units = KEY`).
      let say = { (line: String) in
        self.errors(configuration.redacted("weather: " + line, flag: self.options.apiKey))
      }
      switch error {
      case .usage(let usage):
        say("\(usage) (see weather --help)")
        return .usage
      case .configuration(let problem):
        say("\(problem)")
        return .configuration
      }
    }
    let timing = WatchTiming(environment: environment)
    let schedule = WatchSchedule(
      interval: settings.options.interval,
      cadence: settings.options.firstSource.flatMap { sources.descriptor(named: $0)?.cadence }
        ?? 600,
      maxAge: settings.options.maxAge)
    let options = Self.watched(settings.options, schedule: schedule, scale: timing.scale)
    // The budget is the one in force, the config file's `timeout` included; a person typing
    // at a terminal is not on it, nor is a watch: each lookup has its own instead.
    let interactive =
      options.watch || standardInputIsTerminal && options.locations.contains(.standardInput)
    let deadline = interactive ? nil : started + .seconds(options.timeout)
    let output = self.output.waiting(until: deadline)
    let errors = self.errors.waiting(until: deadline)
    let cache = options.useCache ? LookupCache(directory: configuration.cacheDirectory) : nil
    let made: LookupSources
    do {
      // The weather and its extras keep one pace and one deadline. Each extra asked for has
      // connections of its own (the services may share a host, and its limit of connections),
      // so a slow feed never holds one the weather or the other extra needs.
      let pacer = RequestPacer(requestsPerMinute: options.rate)
      let retrying = { RetryingTransport(transport(options), deadline: deadline, pacer: pacer) }
      let wanted = extrasWanted(options)
      var provider = settings.provider
      provider.cache = cache
      made = try provider.makeSources(
        transport: retrying(), airTransport: wanted.air ? retrying() : nil,
        alertsTransport: wanted.alerts ? retrying() : nil, deadline: deadline)
    } catch {
      errors(
        "weather: \(ConfigurationError.provider(error, configPath: configuration.configFilePath))")
      return .configuration
    }
    if let problem = RatePlan(options: options).problem {
      errors("weather: \(problem) (see weather --help)")
      return .usage
    }
    let refusals = TermsRefusals(
      sources: sources, commercialOnly: options.commercialOnly, made: made)
    if options.extras.air, let note = refusals.air {
      errors("weather: --air: \(note)")
    }
    let capture = options.watch ? WatchCapture() : nil
    let printer = Printer(
      options: options, output: capture?.output ?? output, errors: capture?.errors ?? errors,
      key: settings.provider.apiKey, deadline: deadline, color: colorAllowed, terminal: terminal)
    printer.unknownNameNote = refusals.names
    printer.notesStale = !options.watch
    if Gazetteer.embedded == nil {
      // A build mistake, not the user's: say it once and let the geocoder answer.
      errors(
        "weather: the built-in list of places is damaged; names go to the provider's geocoder "
          + "(rebuild weather)")
    }
    var streaming = WeatherLookup(
      sources: made, gazetteer: Gazetteer.embedded, cache: cache, maxAge: options.maxAge)
    let streamer = options.streamsRows ? RowStreamer(printer) : nil
    if let streamer { streaming.rowSink = { streamer.printRows($0) } }
    let lookup = streaming
    if let capture {
      return await WatchLoop(
        options: options, printer: printer, capture: capture, lookup: lookup,
        freshLookup: WeatherLookup(sources: made, gazetteer: Gazetteer.embedded, cache: cache),
        request: request(options, period: period),
        queries: {
          QuerySource(options.locations, savedPlaces: settings.savedPlaces, standardInput: nil)
        },
        errors: errors, schedule: schedule, timing: timing,
        lock: cache.map { CacheLock(directory: $0.directory) }
      ).run()
    }
    let reader = options.locations.contains(.standardInput) ? standardInput() : nil
    let source = QuerySource(
      options.locations, savedPlaces: settings.savedPlaces, standardInput: reader)
    let request = request(options, period: period)
    var stop: (@Sendable () async -> Bool)?
    if let interruption { stop = { await interruption.wait() } }
    await forEachConcurrently(
      from: source.next, limit: options.parallel, until: deadline,
      stop: stop
    ) { query in
      streamer?.use(query)
      guard interactive else {
        return await Self.outcome(for: query, request: request, lookup: lookup)
      }
      return await Self.outcome(
        for: query, request: request, lookup: lookup, within: options.timeout)
    } finish: { query, outcome in
      await Self.finished(outcome, for: query, request: request, lookup: lookup)
    } inOrder: { query, outcome in
      printer.print(outcome, for: query)
    }
    if let caught = interruption?.caught {
      // Every location of the arguments, or those standard input gave so far.
      let total = reader == nil ? options.locations.count : source.count
      return printer.finish(interruptedBy: caught, total: total)
    }
    let inputLeft = reader.map { !$0.reachedEnd } ?? false
    if source.count == 0, !inputLeft {
      errors("weather: no locations on standard input; give one location per line")
      return .usage
    }
    return printer.finish(inputLeft: inputLeft)
  }

  /// `options` as a watch on `schedule` runs them: an answer younger than the interval
  /// stands (another watcher's too), and the last answer stands in, marked, for one that
  /// fails; the same without `--watch`.
  private static func watched(_ options: Options, schedule: WatchSchedule, scale: Double)
    -> Options
  {
    guard options.watch else { return options }
    var watched = options
    watched.maxAge = schedule.interval * scale
    watched.staleLimit = options.staleLimit ?? 31_536_000
    return watched
  }

  /// What every lookup of a run with `options` asks for besides its location.
  private func request(_ options: Options, period: DayPeriod?) -> RequestShape {
    RequestShape(
      language: options.language, forecast: forecastWanted(options),
      extras: extrasWanted(options), period: period, listPlaces: options.listPlaces,
      staleLimit: options.staleLimit, compare: options.compare)
  }

  /// The forecast asked for by `--days`, `--hours` and the template's tokens; a bar's needs
  /// (waybar's tooltip: the next hours and today's low and high).
  private func forecastWanted(_ options: Options) -> ForecastRequest {
    guard let template = Self.template(options.output) else { return options.forecastShown }
    var forBar = ForecastRequest.none
    if case .bar(let bar) = options.output { forBar = bar.kind.forecast }
    return ForecastRequest(
      hours: max(options.forecast.hours, template.forecast.hours, forBar.hours),
      days: max(options.forecast.days, template.forecast.days, forBar.days))
  }

  /// The extras asked for by `--air`, `--alerts`, the config file and the template's tokens.
  private func extrasWanted(_ options: Options) -> Extras {
    guard let template = Self.template(options.output) else { return options.extras }
    return Extras(
      air: options.extras.air || template.extras.air,
      alerts: options.extras.alerts || template.extras.alerts,
      yesterday: options.extras.yesterday || template.extras.yesterday,
      normal: options.extras.normal || template.extras.normal)
  }

  /// The template of the output form, if it has one: `--format`, or a bar's text.
  private static func template(_ output: OutputForm) -> FormatTemplate? {
    switch output {
    case .template(let template): template
    case .bar(let bar): bar.template
    default: nil
    }
  }

  /// The outcome of `query` within a time of its own: retries and pacing stop at its
  /// deadline, and the lookup is cancelled there, as a timeout.
  static func outcome(
    for query: Query, request: RequestShape, lookup: WeatherLookup, within seconds: Double
  ) async -> Outcome {
    let deadline = ContinuousClock.now + .seconds(seconds)
    return await LookupDeadline.$current.withValue(deadline) {
      await withTaskGroup(of: Outcome?.self) { group in
        group.addTask { await Self.outcome(for: query, request: request, lookup: lookup) }
        group.addTask {
          try? await Task.sleep(until: deadline, clock: .continuous)
          return nil
        }
        // The first to end cancels the other; the lookup always ends with an outcome.
        var ended: Outcome?
        while let event = await group.next() {
          group.cancelAll()
          ended = ended ?? event
        }
        return ended ?? Outcome(result: .failure(.cancelled))
      }
    }
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
    if request.listPlaces {
      do throws(WeatherError) {
        return Outcome(
          result: .failure(.notFound(query: query.text)),
          places: try await places(location, request, lookup))
      } catch .notFound {
        return await notFound(query, lookup, suggestions: lookup.suggestions(for: query.text))
      } catch {
        return Outcome(result: .failure(error))
      }
    }
    if request.compare {
      // The next hour's precipitation comes from the first step.
      let forecast = ForecastRequest(
        hours: max(1, request.forecast.hours), days: request.forecast.days)
      do throws(WeatherError) {
        let answers = try await lookup.comparison(
          for: WeatherRequest(location: location, language: request.language, forecast: forecast))
        let first = answers.lazy.compactMap { answer -> WeatherError? in
          if case .failure(let error) = answer.result { error } else { nil }
        }.first
        var outcome = Outcome(result: .failure(first ?? .cancelled))
        // Told as a failure when no source answered.
        if answers.contains(where: { (try? $0.result.get()) != nil }) { outcome.compared = answers }
        return outcome
      } catch .notFound {
        return await notFound(query, lookup, suggestions: lookup.suggestions(for: query.text))
      } catch {
        return Outcome(result: .failure(error))
      }
    }
    // --stale and "did you mean" are the core's; the wording and the joined name are ours.
    let answer = await lookup.pendingAnswer(
      for: WeatherRequest(
        location: location, language: request.language, forecast: request.forecast,
        extras: request.extras, period: request.period),
      asked: query.text, policy: LookupPolicy(staleLimit: request.staleLimit, suggestions: true))
    if let stale = answer.stale {
      // Only a deadline (the run's, or the lookup's own) cancels a lookup: say so as a timeout.
      let cause = stale.cause == .cancelled ? .temporarilyUnavailable(.timedOut) : stale.cause
      return Outcome(result: answer.result, stale: (stale.age, cause))
    }
    guard case .failure(.notFound) = answer.result else {
      return Outcome(result: answer.result, pending: answer.pending)
    }
    return await notFound(query, lookup, suggestions: answer.suggestions)
  }

  /// For a name no place has: the name a neighbouring argument would have made, when a place
  /// has it (`weather New York`), else the places with names near it.
  private static func notFound(_ query: Query, _ lookup: WeatherLookup, suggestions: [Place])
    async -> Outcome
  {
    guard let joined = query.joinedName, (try? await lookup.place(named: joined)) != nil else {
      return Outcome(result: .failure(.notFound(query: query.text)), suggestions: suggestions)
    }
    return Outcome(result: .failure(.notFound(query: query.text)), joinedName: joined)
  }

  /// `outcome` with its extras, once they are in or their budget is over (`PendingReport`);
  /// with `--stale`, the whole answer is kept as the last one.
  static func finished(
    _ outcome: Outcome, for query: Query, request: RequestShape, lookup: WeatherLookup
  ) async -> Outcome {
    guard let pending = outcome.pending else { return outcome }
    let report = await lookup.finished(
      pending, asked: query.text, language: request.language,
      policy: LookupPolicy(staleLimit: request.staleLimit))
    return Outcome(
      result: .success(report), joinedName: outcome.joinedName, suggestions: outcome.suggestions,
      places: outcome.places, stale: outcome.stale)
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
  let extras: Extras
  let period: DayPeriod?
  let listPlaces: Bool
  let staleLimit: Double?
  /// `--compare`: every source at once.
  var compare = false
}

/// What one query came to: its report or error, a name it may have been meant as, places
/// with names near it, and with `--places` the places it matches.
struct Outcome: Sendable {
  let result: Result<Report, WeatherError>
  var joinedName: String?
  /// For a name no place has: places whose names are near it ("did you mean").
  var suggestions: [Place] = []
  var places: [Place]?
  /// With `--stale`: the age in seconds of the last answer shown, and why a fresh one failed.
  var stale: (age: Double, cause: WeatherError)?
  /// With `--compare`, when at least one source answered: every source's answer.
  var compared: [ComparedAnswer]?
  /// The weather in, its extras still to come (`Runner.finished`).
  var pending: PendingReport?

  init(
    result: Result<Report, WeatherError>, joinedName: String? = nil,
    suggestions: [Place] = [], places: [Place]? = nil,
    stale: (age: Double, cause: WeatherError)? = nil, pending: PendingReport? = nil
  ) {
    self.result = result
    self.joinedName = joinedName
    self.suggestions = suggestions
    self.places = places
    self.stale = stale
    self.pending = pending
  }
}
