import Foundation
import WeatherCore

/// Prints each outcome of a run in order, results on stdout and errors on stderr, and keeps
/// what decides the run's exit code: the first failure in input order, or 74 when stdout
/// cannot be written.
///
/// Every line goes out without the API key, whatever text it came from. Once the run's time
/// is up, the lookups it cut off are counted instead of printed, one line each.
final class Printer {
  private let options: Options
  private let output: TextOutput
  private let errors: TextOutput
  private let key: APIKey?
  private let deadline: ContinuousClock.Instant?
  private var renderer: any ReportRenderer
  /// On a terminal, for one-line output of locations all named in the arguments: each
  /// outcome, held until the last is in, so the lines can share columns. Never for standard
  /// input, whose first line must not wait for its last.
  private var held: [(Outcome, Query)]?
  private let color: Bool
  private let terminal: Terminal
  /// Whether a report has been printed yet.
  private var reported = false
  private var exitCode = ExitCode.success
  private var forecastNoted = false
  private var subscriptionNoted = false
  private var cutOff = 0
  private var headerPrinted = false
  /// Whether the run has said that names with spaces need quotes: once is enough.
  private var quotesHinted = false
  /// Why a name the built-in places do not know cannot be looked up, when the terms in force
  /// leave no geocoder (`TermsRefusals.names`); said after "no place named".
  var unknownNameNote: String?
  /// With `--prometheus`: every location's outcome, printed together at the end.
  private var exposition: [PrometheusRenderer.Entry] = []

  /// A printer for a run with these options, whose lines go out without `key`, whose human
  /// lines are coloured when `color` allows, whose forecast rows get a header at a terminal,
  /// and whose report fits `terminal`; `deadline` is the run's, if it has one.
  init(
    options: Options, output: TextOutput, errors: TextOutput, key: APIKey?,
    deadline: ContinuousClock.Instant?, color: Bool,
    terminal: Terminal = Terminal(isTerminal: false, width: 80, unicode: true)
  ) {
    self.options = options
    self.output = output
    self.errors = errors
    self.key = key
    self.deadline = deadline
    self.color = color
    self.terminal = terminal
    let named = options.locations.count > 1 && !options.locations.contains(.standardInput)
    held =
      options.output == .human && terminal.isTerminal && named && !options.listPlaces ? [] : nil
    renderer = options.output.renderer(
      color: color && options.isForPeople, forecast: options.forecastShown,
      stale: options.staleLimit != nil, terminal: terminal, extras: options.extras)
  }

  /// Prints one query's outcome.
  /// - Returns: `false` when stdout can no longer be written, so the run should stop.
  func print(_ outcome: Outcome, for query: Query) -> Bool {
    if held != nil {
      held?.append((outcome, query))
      return true
    }
    if options.output == .csv, !headerPrinted, outcome.places == nil,
      let header = (renderer as? CSVRenderer)?.header
    {
      say(header, on: output)
      headerPrinted = true
    }
    if options.output == .prometheus, outcome.places == nil {
      exposition.append(
        PrometheusRenderer.Entry(query: query.text, report: try? outcome.result.get()))
    }
    if let places = outcome.places {
      for place in places { say(PlaceLines.line(place, json: options.output == .json), on: output) }
      return output.failure == nil
    }
    switch outcome.result {
    case .success(let report):
      // Reports, each many lines, stand apart by a blank line.
      if options.output == .report, reported { say("", on: output) }
      reported = true
      if options.output != .prometheus {
        say(
          renderer.line(
            for: FormattedReport(
              report: report, units: options.units, wind: options.wind,
              staleAge: outcome.stale?.age,
              fallbackSource: report.provider == options.firstSource
                ? nil : options.sourceTitles[report.provider] ?? report.provider),
            query: query.text),
          on: output)
      }
      if let stale = outcome.stale {
        say(
          "weather: \(query.displayed): \(ErrorMessage.text(for: stale.cause)); showing the "
            + "answer from \(StaleAge.text(stale.age)) ago", on: errors)
      }
      if options.isForPeople, case .success(.name) = query.location,
        let note = PlaceLines.alsoIn(report, query: query.text)
      {
        say("weather: " + note, on: errors)
      }
      noteExtras(report, query: query)
      if !forecastNoted,
        let note = ForecastShortfall.note(
          report,
          asked: options.output == .report
            ? ForecastRequest(days: options.reportDays) : options.forecast,
          limit: options.forecastLimits[report.provider])
      {
        say("weather: " + note, on: errors)
        forecastNoted = true
      }
    case .failure(let error):
      if exitCode == .success { exitCode = ExitCode(error) }
      // Past the deadline the first timeout is told; the rest are counted for one summary.
      if Self.isTimeout(error), let deadline, ContinuousClock.now >= deadline {
        cutOff += 1
        if cutOff > 1 { return output.failure == nil }
      }
      say(message(for: error, query: query, outcome: outcome), on: errors)
    }
    return output.failure == nil
  }

  /// The run's exit code, after the summary of what the time budget cut off.
  /// - Parameter inputLeft: Whether standard input was still open when time ran out.
  /// - Returns: The first failure's code, 74 when stdout failed, or 0.
  func finish(inputLeft: Bool) -> ExitCode {
    if let held {
      self.held = nil
      let reports = held.compactMap { try? $0.0.result.get() }.map {
        FormattedReport(report: $0, units: options.units)
      }
      renderer = HumanRenderer(
        color: color, header: terminal.isTerminal,
        columns: HumanRenderer.Columns(
          label: reports.map { DisplayWidth.of($0.label) }.max() ?? 0,
          temperature: reports.map { DisplayWidth.of($0.temperature) }.max() ?? 0))
      for (outcome, query) in held where !print(outcome, for: query) { break }
    }
    if options.output == .prometheus { say(PrometheusRenderer().text(exposition), on: output) }
    if cutOff > 1 {
      say(
        "weather: … and \(cutOff - 1) more locations not looked up: timed out after "
          + "\(Self.seconds(options.timeout))s", on: errors)
    }
    // Input left after a failed write is the write's doing, told above: not a timeout.
    if inputLeft, output.failure == nil {
      say(
        "weather: timed out after \(Self.seconds(options.timeout))s before standard input "
          + "ended; raise --timeout to read it all", on: errors)
      if exitCode == .success { exitCode = .temporaryFailure }
    }
    return ExitCode(writing: output, errors: errors) ?? exitCode
  }

  /// One warning for each extra the report is missing (the subscription note once a run),
  /// and the exit code when the missing alerts were what the run asked for.
  private func noteExtras(_ report: Report, query: Query) {
    for problem in report.problems {
      if case .alertsNeedSubscription = problem {
        if subscriptionNoted { continue }
        subscriptionNoted = true
      }
      say("weather: " + ExtraNotes.text(problem, place: query.displayed), on: errors)
      if exitCode == .success, ExtraNotes.failsRun(problem, options: options) {
        exitCode = .temporaryFailure
      }
    }
  }

  private func say(_ line: String, on stream: TextOutput) {
    stream(key.map { $0.redact(line) } ?? line)
  }

  private func message(for error: WeatherError, query: Query, outcome: Outcome) -> String {
    switch error {
    case .notFound:
      let quotes = outcome.joinedName.flatMap { name in
        quotesHinted
          ? nil
          : "; names with spaces need quotes, as in: weather \"\(SafeText.line(name, limit: 60))\""
      }
      quotesHinted = quotesHinted || quotes != nil
      let hint =
        quotes ?? PlaceLines.didYouMean(outcome.suggestions).map { "; " + $0 }
        ?? unknownNameNote.map { "; " + $0 }
      return "weather: no place named \"\(query.displayed)\"\(hint ?? "")"
    case .invalidLocation:
      // An empty name has nothing to show before the reason: `weather: invalid location: …`.
      let name = query.displayed.allSatisfy(\.isWhitespace) ? "" : query.displayed + ": "
      return "weather: \(name)\(ErrorMessage.text(for: error)) (see weather --help)"
    case .temporarilyUnavailable(.noTurnBeforeDeadline) where options.rate != nil:
      return "weather: \(query.displayed): --rate \(Self.seconds(options.rate ?? 0)) leaves no "
        + "turn for this request within --timeout \(Self.seconds(options.timeout)); raise --timeout"
    // Without --rate, no turn before the deadline is the deadline's doing: a timeout.
    case .temporarilyUnavailable(.timedOut), .temporarilyUnavailable(.noTurnBeforeDeadline),
      .cancelled:
      return "weather: \(query.displayed): timed out after \(Self.seconds(options.timeout))s "
        + "waiting for the weather service; try again later or raise --timeout"
    default:
      return "weather: \(query.displayed): \(ErrorMessage.text(for: error))"
    }
  }

  private static func isTimeout(_ error: WeatherError) -> Bool {
    error == .temporarilyUnavailable(.timedOut) || error == .cancelled
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
