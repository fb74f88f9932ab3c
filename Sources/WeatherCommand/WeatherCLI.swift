import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `weather` command: parse, run, and return the exit status.
package enum WeatherCLI {
  /// Runs the command.
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - environment: The process environment.
  /// - Returns: The exit status (see `ExitCode`).
  package static func main(arguments: [String], environment: [String: String]) async -> Int32 {
    let invocation: Invocation
    do {
      invocation = try CommandLineParser.parse(arguments)
    } catch {
      TextOutput.standardError("weather: \(error) (see weather --help)")
      return ExitCode.usage.rawValue
    }
    switch invocation {
    case .help:
      TextOutput.standardOutput(HelpText.help)
      return ExitCode.success.rawValue
    case .version:
      TextOutput.standardOutput(HelpText.version)
      return ExitCode.success.rawValue
    case .run(let options):
      let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
      let runner = Runner(
        options: options, environment: environment,
        readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
        output: .standardOutput, errors: .standardError,
        colorAllowed: isatty(STDOUT_FILENO) == 1 && !noColor && environment["TERM"] != "dumb")
      return await runner.run().rawValue
    }
  }
}
