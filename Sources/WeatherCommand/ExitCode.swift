import WeatherCore

/// The exit status of a run, from sysexits(3) as ansiweather uses them.
public enum ExitCode: Int32, Sendable {
  /// Every location succeeded.
  case success = 0
  /// The command line, or a location in it, was wrong (EX_USAGE).
  case usage = 64
  /// A location was not found (EX_NOINPUT).
  case notFound = 66
  /// A failure worth retrying later: timeout, no connection, 429, 5xx (EX_TEMPFAIL).
  case temporaryFailure = 75
  /// The service answered with something unreadable (EX_PROTOCOL).
  case unreadableAnswer = 76
  /// The API key was rejected (EX_NOPERM).
  case keyRejected = 77
  /// Configuration is missing or broken: no API key, a bad config file (EX_CONFIG).
  case configuration = 78

  /// The exit status for a lookup that failed with `error`.
  public init(_ error: WeatherError) {
    self =
      switch error {
      case .invalidCoordinate, .invalidLocationName, .badRequest: .usage
      case .invalidBaseURL: .configuration
      case .apiKeyRejected: .keyRejected
      case .notFound: .notFound
      case .rateLimited, .serviceUnavailable, .timedOut, .connectionFailed: .temporaryFailure
      case .unexpectedStatus, .unreadableResponse, .responseTooLarge: .unreadableAnswer
      }
  }
}
