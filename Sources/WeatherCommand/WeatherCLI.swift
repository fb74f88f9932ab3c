import Foundation
import WeatherCore
import WeatherPlaces

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `weather` command: parse, run, and return the exit status.
package enum WeatherCLI {
  /// Makes the process safe to run in before anything else happens, before any thread
  /// starts: standard descriptors that were closed are opened on `/dev/null`, and limits too
  /// low to run under (`ulimit -n`, `ulimit -v`) are told in one line; Foundation is kept
  /// from making folders in the home directory (which changes the environment, safe only
  /// while there is one thread); SIGQUIT (Ctrl-\) quits at once.
  /// - Returns: `nil` to go on, or the exit status (71, EX_OSERR) when a limit is too low.
  package static func prepareProcess() -> Int32? {
    TextOutput.reopenClosedStandardDescriptors()
    quitOnSIGQUIT()
    guard let problem = ProcessLimits.problem() else {
      FoundationFolders.keepOutOfHome()
      return nil
    }
    TextOutput.standardError("weather: \(problem)")
    return ExitCode.systemLimit.rawValue
  }

  /// Ctrl-\ quits at once with 131 (128 + SIGQUIT), as a shell reports a process it ended:
  /// the Swift runtime's backtracer otherwise takes the signal for a crash, prints a report
  /// of every thread, and lets the run go on. `SWIFT_BACKTRACE` set asks for that report.
  private static func quitOnSIGQUIT() {
    guard getenv("SWIFT_BACKTRACE") == nil else { return }
    signal(SIGQUIT) { _ in _exit(128 + SIGQUIT) }
  }

  /// Runs the command.
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - environment: The process environment.
  ///   - sources: The sources it may use: the shipped table, or one a test extends.
  ///   - housekeeping: Work the executable runs every so many requests (CurlFixes' heap
  ///     release), if any.
  /// - Returns: The exit status (see `ExitCode`).
  package static func main(
    arguments: [String], environment: [String: String], sources: SourceTable = .standard,
    housekeeping: URLSessionTransport.Housekeeping? = nil
  ) async -> Int32 {
    let invocation: Invocation
    do {
      invocation = try CommandLineParser.parse(arguments, sources: sources)
    } catch {
      // What was typed may be a key in the wrong place (`--units KEY`).
      let line = Configuration(environment: environment).redacted(
        "weather: \(SafeText.line(error.message)) (see weather --help)",
        flag: CommandLineParser.apiKey(in: arguments))
      TextOutput.standardError(line)
      return ExitCode.usage.rawValue
    }
    switch invocation {
    case .help:
      return printed(HelpText.help).rawValue
    case .version:
      return printed(HelpText.version + "\n" + HelpText.credits).rawValue
    case .completePlace(let prefix):
      let names = Gazetteer.embedded?.completions(for: prefix) ?? []
      if names.isEmpty { return ExitCode.success.rawValue }
      return printed(names.map { SafeText.line($0) }.joined(separator: "\n")).rawValue
    case .completions(let shell):
      return printed(Completions.script(for: shell)).rawValue
    case .run(let options):
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      let screen = Terminal.standardOutput(environment: environment)
      let terminal = screen.isTerminal && !noColor && environment["TERM"] != "dumb"
      var runner = Runner(
        options: options, environment: environment,
        standardInput: {
          if isatty(STDIN_FILENO) == 1 {
            TextOutput.standardError(
              "weather: reading locations from standard input, one per line; end with Ctrl-D")
          }
          return StandardInputLines()
        },
        output: .standardOutput, errors: .standardError,
        colorAllowed: options.color == .always || (options.color == .auto && terminal))
      runner.transport = Runner.urlSession(housekeeping: housekeeping)
      runner.terminal = screen
      runner.sources = sources
      runner.standardInputIsTerminal = isatty(STDIN_FILENO) == 1
      runner.interruption = Interruption()
      return await runner.run().rawValue
    }
  }

  /// Prints `text` on stdout: 0, or 74 with one line on stderr when it cannot be written.
  private static func printed(_ text: String) -> ExitCode {
    TextOutput.standardOutput(text)
    return ExitCode(writing: TextOutput.standardOutput, errors: TextOutput.standardError)
      ?? .success
  }
}
