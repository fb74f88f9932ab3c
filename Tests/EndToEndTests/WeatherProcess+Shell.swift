import Foundation

extension WeatherProcess {
  /// Runs `command` in bash with `$WEATHER` set to the binary and the test environment; each
  /// `"$WEATHER"` in it is given `--timeout timeout`.
  func shell(_ command: String, timeout: String = "10") async throws -> RunResult {
    var environment = environment()
    environment["WEATHER"] = try WeatherProcess.binary().path
    return try await WeatherProcess.launch(
      [
        "-c",
        command.replacingOccurrences(of: "\"$WEATHER\"", with: "\"$WEATHER\" --timeout \(timeout)"),
      ],
      executable: "/bin/bash", environment: environment, stdin: nil)
  }
}
