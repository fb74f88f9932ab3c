import Foundation
import WeatherCore

/// The exit status of a run, from sysexits(3) as ansiweather uses them.
enum ExitCode: Int32, Sendable {
  /// Every location succeeded.
  case success = 0
  /// The command line, or a location in it, was wrong (EX_USAGE).
  case usage = 64
  /// A location was not found, or lies outside the source's coverage (EX_NOINPUT).
  case notFound = 66
  /// The service refused a request the tool made: a bug in the tool (EX_SOFTWARE).
  case software = 70
  /// A resource limit is too low to run under: file descriptors, address space (EX_OSERR).
  case systemLimit = 71
  /// The results could not be written: a full disk, a closed output (EX_IOERR).
  case outputFailed = 74
  /// A failure worth retrying later: timeout, no connection, 429, 5xx (EX_TEMPFAIL).
  case temporaryFailure = 75
  /// The service answered with something unreadable, redirected elsewhere, or could not be
  /// reached securely (EX_PROTOCOL).
  case unreadableAnswer = 76
  /// The API key was rejected (EX_NOPERM).
  case keyRejected = 77
  /// Configuration is missing or broken: no API key, a bad config file (EX_CONFIG).
  case configuration = 78
  /// SIGINT (Ctrl-C) ended the run, after printing what was finished (128 + 2, as a shell
  /// reports a program the signal ended).
  case interrupted = 130
  /// SIGTERM ended the run, after printing what was finished (128 + 15).
  case terminated = 143

  /// The exit status for a lookup that failed with `error`: 75 for one that may pass, as
  /// `WeatherError.isTemporary` decides.
  init(_ error: WeatherError) {
    guard !error.isTemporary else {
      self = .temporaryFailure
      return
    }
    self =
      switch error {
      case .invalidLocation: .usage
      case .notFound, .outsideCoverage: .notFound
      case .requestRejected: .software
      case .unreadableAnswer, .insecureConnection: .unreadableAnswer
      case .keyRejected: .keyRejected
      // Temporary, all of them: told above.
      case .rateLimited, .temporarilyUnavailable, .cancelled: .temporaryFailure
      }
  }

  /// 74 when `output` failed, saying why on `errors` (nothing for a reader that went away:
  /// a closed pipe ends the run quietly, as `head` expects; a non-blocking reader that took
  /// nothing until the deadline is named as such); `nil` when it did not fail.
  init?(writing output: TextOutput, errors: TextOutput) {
    guard let failure = output.failure else { return nil }
    switch failure {
    case EPIPE: break
    case EAGAIN:
      errors("weather: cannot write the results: the reader took none for too long (see --timeout)")
    default: errors("weather: cannot write the results: \(String(cString: strerror(failure)))")
    }
    self = .outputFailed
  }
}
