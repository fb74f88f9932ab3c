import CurlFixes
import Foundation
import WeatherCommand

// Before anything makes Foundation's main bundle, which would list the executable's folder.
weather_main_bundle_in_root()
// Synchronous until the limits are checked: an async main would start the concurrency
// runtime's threads first, and under a tiny `ulimit -n` they crash before any line is said.
if let status = WeatherCLI.prepareProcess() { exit(status) }
Task {
  exit(
    await WeatherCLI.main(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      // A long batch's heap stays flat (Sources/CurlFixes/HeapTrim.c).
      housekeeping: .init(every: 1000) { weather_heap_release() }))
}
dispatchMain()
