import Foundation
import WeatherCore

/// Runs a lookup: reads the locations, finds the configuration, fetches the weather
/// concurrently, prints each result in input order, and chooses the exit code.
struct Runner: Sendable {
  let options: Options
  let environment: [String: String]
  let readStandardInput: @Sendable () -> Data
  let output: TextOutput
  let errors: TextOutput
  /// Whether stdout is a terminal that may be coloured.
  let colorAllowed: Bool
  /// Sends each request; URLSession in a real run, a stub in tests. Retries, pacing and the
  /// time budget are laid over it here.
  var transport: @Sendable (Options) -> any HTTPTransport = {
    URLSessionTransport(maximumConnections: $0.parallel, requestTimeout: $0.timeout)
  }

  func run() async -> ExitCode {
    let queries: [Query]
    do {
      queries = try expandLocations()
    } catch {
      errors("weather: \(error) (see weather --help)")
      return .usage
    }

    let configuration = Configuration(environment: environment)
    let deadline = ContinuousClock.now + .seconds(options.timeout)
    let provider: any WeatherProvider
    do {
      let settings = try configuration.providerConfiguration(
        choice: options.provider, flag: options.apiKey
      ) { errors("weather: \($0)") }
      do {
        provider = try settings.makeProvider(
          transport: RetryingTransport(
            transport(options), deadline: deadline,
            pacer: RequestPacer(requestsPerMinute: options.rate)))
      } catch {
        throw ConfigurationError.provider(error, configPath: configuration.configFilePath)
      }
    } catch {
      errors("weather: \(error)")
      return .configuration
    }
    let lookup = WeatherLookup(
      provider: provider,
      cache: options.useCache ? LookupCache(directory: configuration.cacheDirectory) : nil,
      maxAge: options.maxAge)
    let renderer = options.output.renderer(
      color: colorAllowed && options.output == .human, forecast: options.forecast)
    let namesGiven = queries.count { $0.fromArguments } > 1
    let forecast = forecastWanted

    var exitCode = ExitCode.success
    var shortNoted = false
    await forEachConcurrently(queries, limit: options.parallel, until: deadline) { query in
      await Self.report(for: query, forecast: forecast, lookup: lookup)
    } inOrder: { index, result in
      let query = queries[index]
      switch result {
      case .success(let report):
        output(
          renderer.line(
            for: FormattedReport(report: report, units: options.units), query: query.text))
        if !shortNoted, let note = ForecastShortfall.note(report, asked: forecast) {
          errors("weather: " + note)
          shortNoted = true
        }
      case .failure(let error):
        errors(message(for: error, query: query, hintQuotes: namesGiven))
        if exitCode == .success { exitCode = ExitCode(error) }
      }
    }
    return exitCode
  }

  /// The forecast asked for by `--days`, `--hours` and the template's tokens.
  private var forecastWanted: ForecastRequest {
    guard case .template(let template) = options.output else { return options.forecast }
    return ForecastRequest(
      hours: max(options.forecast.hours, template.forecast.hours),
      days: max(options.forecast.days, template.forecast.days))
  }

  private static func report(
    for query: Query, forecast: ForecastRequest, lookup: WeatherLookup
  ) async -> Result<Report, WeatherError> {
    let location: Location
    switch query.location {
    case .success(let value): location = value
    case .failure(let error): return .failure(error)
    }
    do {
      return .success(
        try await lookup.report(for: WeatherRequest(location: location, forecast: forecast)))
    } catch .cancelled {
      // Only the run's deadline cancels a lookup.
      return .failure(.temporarilyUnavailable(.timedOut))
    } catch {
      return .failure(error)
    }
  }

  private func message(for error: WeatherError, query: Query, hintQuotes: Bool) -> String {
    switch error {
    case .notFound:
      let hint =
        hintQuotes && query.fromArguments
        ? "; names with spaces need quotes, as in: weather \"New York\"" : ""
      return "weather: no place named \"\(query.displayed)\"\(hint)"
    case .invalidLocation:
      return "weather: \(query.displayed): \(ErrorMessage.text(for: error)) (see weather --help)"
    case .temporarilyUnavailable(.timedOut):
      return "weather: \(query.displayed): timed out after \(Self.seconds(options.timeout))s "
        + "waiting for the weather service; try again later or raise --timeout"
    default:
      return "weather: \(query.displayed): \(ErrorMessage.text(for: error))"
    }
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// The queries in order, standard input's lines in place of `-`.
  private func expandLocations() throws(UsageError) -> [Query] {
    var queries: [Query] = []
    for argument in options.locations {
      switch argument {
      case .text(let text): queries.append(Query(text: text, fromArguments: true))
      case .coordinate(let coordinate): queries.append(Query(coordinate: coordinate))
      case .standardInput: queries += try standardInputQueries()
      }
    }
    return queries
  }

  /// More than this on standard input is refused: a million locations' worth.
  static let standardInputLimit = 16 << 20

  private func standardInputQueries() throws(UsageError) -> [Query] {
    let data = readStandardInput()
    guard data.count <= Self.standardInputLimit else {
      throw UsageError("standard input is larger than 16 MiB; split the list")
    }
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      throw UsageError("standard input is not text; give one location per line")
    }
    let lines = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    guard !lines.isEmpty else { throw UsageError("no locations on standard input") }
    return lines.map { Query(text: $0, fromArguments: false) }
  }
}
