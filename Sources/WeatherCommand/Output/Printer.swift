import Foundation
import WeatherCore

/// Hands each outcome of a run, in order, to the output form's renderer and writes what it
/// gives back, results on stdout and everything else on stderr; keeps what decides the run's
/// exit code: the first failure in input order, or 74 when stdout cannot be written. It knows
/// no output form: each form's renderer decides what to write and when.
///
/// Every line goes out without the API key, whatever text it came from. Once the run's time
/// is up, the lookups it cut off are counted instead of told, one line for all of them.
final class Printer {
  private let options: Options
  private let output: TextOutput
  private let errors: TextOutput
  private let key: APIKey?
  private let deadline: ContinuousClock.Instant?
  private var renderer: any OutputRenderer
  private var exitCode = ExitCode.success
  private var forecastNoted = false
  /// The extras' problems said once a run, already said.
  private var notedOnce: [ExtraProblem] = []
  private var cutOff = 0
  /// Whether the run has said that names with spaces need quotes: once is enough.
  private var quotesHinted = false
  /// How many outcomes have been handed over.
  private(set) var handed = 0
  /// Why a name the built-in places do not know cannot be looked up, when the terms in force
  /// leave no geocoder (`TermsRefusals.names`); said after "no place named".
  var unknownNameNote: String?

  /// A printer for a run with these options, whose lines go out without `key`, whose lines
  /// for people are coloured when `color` allows, and whose output fits `terminal`;
  /// `deadline` is the run's, if it has one.
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
    // Standard input's first line must not wait for its last.
    let named = options.locations.count > 1 && !options.locations.contains(.standardInput)
    renderer = options.output.renderer(
      color: color, forecast: options.forecastShown, stale: options.staleLimit != nil,
      terminal: terminal, extras: options.extras,
      alignColumns: terminal.isTerminal && named && !options.listPlaces, icons: options.icons)
  }

  /// Whether an answer shown in place of one that failed is told on stderr; a watch tells
  /// when its answers go stale and come back instead, once each.
  var notesStale = true

  /// With `--watch`, for the forms people and bars read: the moment the answers are shown,
  /// whose sky they show (`FormattedReport.shownAt`).
  var shownAt: Date?

  /// With `--watch`: writes what the output form holds at the end of one round of answers,
  /// the stream staying open for the next.
  func endRound() {
    write(renderer.round())
  }

  /// Prints a streamed part of the rows of `query`'s long period (`WeatherLookup.rowSink`).
  func printRows(_ report: Report, for query: Query) {
    let formatted = FormattedReport(report: report, units: options.units, wind: options.wind)
    write(renderer.rows(formatted, query: query.text))
  }

  /// Prints one query's outcome.
  /// - Returns: `false` when stdout can no longer be written, so the run should stop.
  func print(_ outcome: Outcome, for query: Query) -> Bool {
    handed += 1
    if let places = outcome.places {
      write(renderer.places(places))
      return output.failure == nil
    }
    if let compared = outcome.compared {
      write(renderer.comparison(rows(compared), query: query.text, notes: []))
      return output.failure == nil
    }
    switch outcome.result {
    case .success(let report):
      let formatted = FormattedReport(
        report: report, units: options.units, wind: options.wind, staleAge: outcome.stale?.age,
        fallbackSource: report.provider == options.firstSource
          ? nil : options.sourceTitles[report.provider] ?? report.provider, shownAt: shownAt)
      write(renderer.answer(formatted, query: query.text, notes: notes(report, outcome, query)))
    case .failure(let error):
      if exitCode == .success { exitCode = ExitCode(error) }
      // Past the deadline the first timeout is told; the rest are counted for one summary.
      let past = deadline.map { ContinuousClock.now >= $0 } ?? false
      let cut = Self.isTimeout(error) && past
      if cut { cutOff += 1 }
      write(
        renderer.failure(
          query: query.text,
          message: cut && cutOff > 1 ? nil : message(for: error, query: query, outcome)))
    }
    return output.failure == nil
  }

  /// The run's exit code, after whatever the output form held back and the summary of what
  /// the time budget cut off.
  /// - Parameter inputLeft: Whether standard input was still open when time ran out.
  /// - Returns: The first failure's code, 74 when stdout failed, or 0.
  func finish(inputLeft: Bool) -> ExitCode {
    write(renderer.end())
    if exitCode == .success, let code = renderer.exitCode { exitCode = code }
    if cutOff > 1 {
      say(ErrorMessage.notLookedUp(cutOff - 1, timeout: options.timeout), on: errors)
    }
    // Input left after a failed write is the write's doing, told above: not a timeout.
    if inputLeft, output.failure == nil {
      say(ErrorMessage.inputLeft(timeout: options.timeout), on: errors)
      if exitCode == .success { exitCode = .temporaryFailure }
    }
    return ExitCode(writing: output, errors: errors) ?? exitCode
  }

  /// The run's exit code when a signal ended it, after whatever the output form held back
  /// and one line saying how far the run got.
  /// - Parameters:
  ///   - signal: SIGINT or SIGTERM.
  ///   - total: How many locations the run had (or had read, from standard input).
  /// - Returns: 130 for SIGINT, 143 for SIGTERM.
  func finish(interruptedBy signal: Int32, total: Int) -> ExitCode {
    write(renderer.end())
    say(ErrorMessage.interrupted(after: handed, of: total), on: errors)
    return signal == SIGTERM ? .terminated : .interrupted
  }

  /// The lines on stderr that go with an answer: that it is an old one, that the name has
  /// other places (for people), that an extra is missing, that the forecast is short.
  private func notes(_ report: Report, _ outcome: Outcome, _ query: Query) -> [String] {
    var notes: [String] = []
    if notesStale, let stale = outcome.stale {
      notes.append(
        ErrorMessage.stale(location: query.displayed, cause: stale.cause, age: stale.age))
    }
    if options.isForPeople, case .success(.name) = query.location,
      let note = PlaceLines.alsoIn(report, query: query.text)
    {
      notes.append("weather: " + note)
    }
    notes += extraNotes(report, query: query)
    // A period's rows are the period's or the lookup failed; streamed ones are not in `report`.
    if !forecastNoted, options.dates == nil,
      let note = ForecastShortfall.note(
        report, asked: options.forecastNoted, limit: options.forecastLimits[report.provider],
        stale: outcome.stale != nil)
    {
      notes.append("weather: " + note)
      forecastNoted = true
    }
    return notes
  }

  /// One warning for each extra the report is missing (the subscription note, and each slow
  /// source's, once a run); sets the exit code when the missing alerts were what the run
  /// asked for.
  private func extraNotes(_ report: Report, query: Query) -> [String] {
    var notes: [String] = []
    for problem in report.problems {
      if ExtraNotes.isOncePerRun(problem) {
        if notedOnce.contains(problem) { continue }
        notedOnce.append(problem)
      }
      notes.append("weather: " + ExtraNotes.text(problem, place: query.displayed))
      if exitCode == .success, ExtraNotes.failsRun(problem, options: options) {
        exitCode = .temporaryFailure
      }
    }
    return notes
  }

  /// `--compare`'s answers as renderers take them.
  private func rows(_ answers: [ComparedAnswer]) -> [ComparedRow] {
    answers.map { answer in
      let title = options.sourceTitles[answer.source] ?? answer.source
      switch answer.result {
      case .success(let report):
        return ComparedRow(
          source: answer.source, title: title,
          report: FormattedReport(report: report, units: options.units, wind: options.wind),
          error: nil)
      case .failure(let error):
        return ComparedRow(
          source: answer.source, title: title, report: nil, error: ErrorMessage.text(for: error))
      }
    }
  }

  private func message(for error: WeatherError, query: Query, _ outcome: Outcome) -> String {
    let spacedName = quotesHinted ? nil : outcome.joinedName
    quotesHinted = quotesHinted || outcome.joinedName != nil
    return ErrorMessage.line(
      for: error, location: query.displayed,
      context: ErrorMessage.Context(
        timeout: options.timeout, rate: options.rate, spacedName: spacedName,
        suggestions: outcome.suggestions, unknownNameNote: unknownNameNote))
  }

  private func write(_ written: [Written]) {
    for line in written {
      switch line {
      case .output(let text): say(text, on: output)
      case .error(let text): say(text, on: errors)
      }
    }
  }

  private func say(_ line: String, on stream: TextOutput) {
    stream(key.map { $0.redact(line) } ?? line)
  }

  private static func isTimeout(_ error: WeatherError) -> Bool {
    error == .temporarilyUnavailable(.timedOut) || error == .cancelled
  }
}
