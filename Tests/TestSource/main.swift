import CurlFixes
import Foundation
import WeatherCommand
import WeatherCore

// `weather` with one more source in its table: the end-to-end proof that a source is its
// folder and one table entry. Built beside the tests, never shipped (no product names it).
// Started as `weather` is, with the same fixes (without the URL handle fix, every request
// leaks libcurl's handle, which LeakSanitizer reports).
weather_main_bundle_in_root()
if let status = WeatherCLI.prepareProcess() { exit(status) }
Task {
  exit(
    await WeatherCLI.main(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      sources: SourceTable.standard.adding(.steps),
      housekeeping: .init(every: 1000) { weather_heap_release() }))
}
dispatchMain()
