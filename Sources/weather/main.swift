import Foundation
import WeatherCommand

// Synchronous until the limits are checked: an async main would start the concurrency
// runtime's threads first, and under a tiny `ulimit -n` they crash before any line is said.
if let status = WeatherCLI.prepareProcess() { exit(status) }
Task {
  exit(
    await WeatherCLI.main(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment))
}
dispatchMain()
