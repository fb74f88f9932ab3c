import Foundation
import WeatherCommand
import WeatherCore

// `weather` with one more source in its table: the end-to-end proof that a source is its
// folder and one table entry. Built beside the tests, never shipped (no product names it).
if let status = WeatherCLI.prepareProcess() { exit(status) }
Task {
  exit(
    await WeatherCLI.main(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      sources: SourceTable.standard.adding(.steps)))
}
dispatchMain()
