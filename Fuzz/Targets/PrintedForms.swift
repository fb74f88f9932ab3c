import Foundation
import Synchronization
import TestSupport
import WeatherCore

@testable import WeatherCommand

/// Prints one outcome the way a run does, in every output form, and checks what each form
/// promises: lines for people are safe for a terminal, JSON lines parse back, CSV parses as
/// RFC 4180 with the header's columns, and the Prometheus exposition parses.
enum PrintedForms {
  /// A template with every letter, every kind of forecast token and every extra's token.
  static let everyLetter =
    FormatTemplate.Field.allCases.map { "%\($0.rawValue)" }.joined(separator: "|")
    + "|%H|%L|%{high+1}|%{low+2}|%{t+3h}|%{pop:12h}|%{spark:24h}|"
    + ExtraToken.allCases.map { "%{\($0.rawValue)}" }.joined(separator: "|")

  private static let forms: [Options] =
    [
      ["--stale", "600"], ["--json"], ["--csv", "--stale", "600"], ["--prometheus"],
      ["--format", everyLetter],
    ].map { options(["--days", "3", "--hours", "12", "--air", "--alerts"] + $0) }
    // The report view shows whole days, without --hours.
    + [options(["--report", "--days", "3", "--air", "--alerts", "--stale", "600"])]
  private static let placeForms = [options(["--places"]), options(["--places", "--json"])]

  /// Options parsed from a command line that is known to be good.
  static func options(_ arguments: [String]) -> Options {
    guard case .run(let options)? = try? CommandLineParser.parse(arguments + ["--", "x"]) else {
      fatalError("not a run: \(arguments)")
    }
    return options
  }

  /// Prints `outcome` for `query` in every form, and a report's candidates as `--places`
  /// lists them, checking each.
  static func check(_ outcome: Outcome, query: Query) throws(Violation) {
    // An error is one line on stderr, the same in every form.
    for options in outcome.result.isSuccess ? forms : [forms[0]] {
      try check(printed(outcome, query: query, options: options), options: options, query: query)
    }
    if case .success(let report) = outcome.result {
      let stale = Outcome(result: outcome.result, stale: (3725, .temporarilyUnavailable(.timedOut)))
      try check(printed(stale, query: query, options: forms[0]), options: forms[0], query: query)
      let listed = Outcome(
        result: .failure(.notFound(query: query.text)), places: report.candidates)
      for options in placeForms {
        try check(printed(listed, query: query, options: options), options: options, query: query)
      }
    }
  }

  private static func check(_ run: Printed, options: Options, query: Query) throws(Violation) {
    for line in run.stderr { try Violation.terminalSafe(line, "a line on stderr") }
    if options.listPlaces {
      for line in run.stdout {
        if options.output == .json {
          try jsonObject(line, what: "a --places --json line")
        } else {
          try Violation.terminalSafe(line, "a --places line")
        }
      }
      return
    }
    switch options.output {
    case .human, .report:
      // The forecast's rows follow the line, each on a line of its own.
      for line in run.stdout.flatMap({ $0.split(separator: "\n", omittingEmptySubsequences: false) }
      ) {
        try Violation.terminalSafe(String(line), "a line for people")
      }
    case .template:
      for line in run.stdout { try Violation.terminalSafe(line, "a --format line") }
    case .bar:
      for line in run.stdout { try Violation.terminalSafe(line, "a --bar line") }
    case .json:
      for line in run.stdout {
        let object = try jsonObject(line, what: "a --json line")
        try Violation.check(
          object["query"] as? String == query.text, "the JSON query is not the query: \(line)")
      }
    case .csv:
      let table: [[String]]
      do {
        table = try CSVTable.parse(run.stdout.map { $0 + "\n" }.joined())
      } catch {
        throw Violation(description: "the CSV does not parse (\(error)): \(run.stdout)")
      }
      for row in table.dropFirst() {
        try Violation.check(
          ["current", "daily", "hourly", "alert"].contains(row.first ?? ""),
          "a CSV row of no kind: \(row)")
        // CSV is read in terminals and spreadsheets too: its fields are made safe, and one a
        // spreadsheet would run as a formula is written after a '.
        let field = row[1]
        let safe = SafeText.line(query.text)
        try Violation.check(
          field == safe || field == "'" + safe, "the CSV query is not the query: \(row)")
        let start = field.first { $0 != " " }
        try Violation.check(
          start.map { !"=+-@".contains($0) } ?? true
            || field.allSatisfy { "0123456789.+-,".contains($0) },
          "a spreadsheet would run the CSV query as a formula: \(field.debugDescription)")
      }
    case .prometheus:
      let text = run.stdout.map { $0 + "\n" }.joined()
      do {
        let families = try PrometheusText.parse(text)
        let up = families.first { $0.name == "weather_up" }?.samples.first
        try Violation.check(
          up?.labels["location"] == SafeText.line(query.text),
          "weather_up does not name the query: \(text)")
      } catch let violation as Violation {
        throw violation
      } catch {
        throw Violation(description: "the exposition does not parse (\(error)): \(text)")
      }
    }
  }

  /// The line parsed as one JSON object.
  @discardableResult
  private static func jsonObject(_ line: String, what: String) throws(Violation) -> [String: Any] {
    try Violation.check(!line.contains("\n"), "\(what) spans lines: \(line.debugDescription)")
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { throw Violation(description: "\(what) is not a JSON object: \(line.debugDescription)") }
    return object
  }

  private struct Printed {
    let stdout: [String]
    let stderr: [String]
  }

  /// What a run with `options` writes for this one outcome.
  private static func printed(_ outcome: Outcome, query: Query, options: Options) -> Printed {
    let (stdout, stderr) = (Lines(), Lines())
    let printer = Printer(
      options: options, output: stdout.output, errors: stderr.output, key: nil,
      deadline: .now + .seconds(3600), color: false)
    _ = printer.print(outcome, for: query)
    _ = printer.finish(inputLeft: false)
    return Printed(stdout: stdout.all, stderr: stderr.all)
  }

  /// Lines written to a `TextOutput`, kept.
  private final class Lines: Sendable {
    private let lines = Mutex<[String]>([])

    var output: TextOutput {
      TextOutput { line in
        self.lines.withLock { $0.append(line) }
        return nil
      }
    }
    var all: [String] { lines.withLock { $0 } }
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { true } else { false }
  }
}
