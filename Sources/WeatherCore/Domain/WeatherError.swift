/// Why a lookup failed, as a library caller sees it. The cases say what happened, never how
/// to word it: the command turns them into messages and exit codes.
///
/// Not frozen: a later minor version may add a case (a new source brings new failures). Switch
/// over it with a `default:` and decide retries by `isTemporary`, which every case answers.
public enum WeatherError: Error, Sendable, Equatable {
  /// The location cannot be looked up as written.
  case invalidLocation(LocationProblem)
  /// No place matches the query (a geocoding request's 404, or an empty geocoding answer).
  case notFound(query: String)
  /// The service rejected the API key (401): wrong, blocked or not yet active.
  case keyRejected
  /// The service answered 429; `retryAfter` is its Retry-After in seconds, when it gave one.
  case rateLimited(retryAfter: Double?)
  /// The service could not be reached or could not answer now; the same request may work later.
  case temporarilyUnavailable(Unavailability)
  /// No secure connection could be made to this host: its certificate cannot be trusted, or
  /// it does not speak TLS. Not tried again: the same request would meet the same server.
  case insecureConnection(host: String)
  /// The service answered with something that cannot be used.
  case unreadableAnswer(AnswerProblem)
  /// The service refused the request as malformed (400): the tool asked for something it
  /// should not have. The text is the service's own message, without secrets.
  case requestRejected(String)
  /// The lookup was cancelled before it finished.
  case cancelled
  /// The source (its title) answers only for `coverage`, which leaves the place out; `others`
  /// are the weather sources that may answer for it instead.
  case outsideCoverage(source: String, coverage: String, others: [String])
}

extension WeatherError {
  /// The outcome of `operation` as a value, for work started with `async let` that must not
  /// lose the typed error.
  package static func catching<Value: Sendable>(
    _ operation: () async throws(WeatherError) -> Value
  ) async -> Result<Value, WeatherError> {
    do {
      return .success(try await operation())
    } catch {
      return .failure(error)
    }
  }
}

/// Why a location cannot be looked up as written.
///
/// Not frozen: a later minor version may add a case; switch over it with a `default:`.
public enum LocationProblem: Sendable, Equatable {
  /// The name is empty or only white space.
  case emptyName
  /// The name is longer than `Location.maximumNameLength` characters or
  /// `Location.maximumNameBytes` bytes.
  case nameTooLong
  /// The name holds control characters.
  case controlCharacters
  /// The line it was read from is not UTF-8 text.
  case notText
  /// The latitude is not a number from -90 to 90.
  case latitudeOutOfRange
  /// The longitude is not a number from -180 to 180.
  case longitudeOutOfRange
  /// It looks like coordinates but is not two plain decimal numbers.
  case notDecimalDegrees
}

/// Why a service could not answer now.
///
/// Not frozen: a later minor version may add a case; switch over it with a `default:`. Every
/// case is temporary (`WeatherError.isTemporary`).
public enum Unavailability: Sendable, Equatable {
  /// No answer came in time.
  case timedOut
  /// No connection could be made to this host.
  case cannotConnect(host: String)
  /// The service answered with this 5xx status.
  case serviceError(status: Int)
  /// The connection to this host closed before the answer was complete.
  case closedEarly(host: String)
  /// The pace the caller asked for leaves the request no turn before its deadline.
  case noTurnBeforeDeadline
}

/// What was wrong with an answer that cannot be used.
///
/// Not frozen: a later minor version may add a case; switch over it with a `default:`.
public enum AnswerProblem: Sendable, Equatable {
  /// The body does not have the expected shape; the text says where, such as
  /// `missing field main.temp`, and holds nothing the server wrote.
  case malformed(String)
  /// The body is empty.
  case emptyBody
  /// The body was larger than the cap, in bytes.
  case tooLarge(limit: Int)
  /// The answer was not an HTTP response.
  case notHTTP
  /// The status is none the tool expects.
  case unexpectedStatus(Int)
  /// A place's coordinates are out of range.
  case coordinatesOutOfRange
  /// The service redirected to another origin (named as `host:port`), which was refused so
  /// that the key stays with the configured one.
  case redirectedElsewhere(String)
  /// The service redirected more times than are followed.
  case tooManyRedirects
  /// The service (named as the tool names it) at this host (`host:port` when the address has
  /// a port) answered 404 to a request about a coordinate: its address is wrong, or a proxy
  /// is in the way. Never a place not found.
  case notFoundAt(service: String, host: String)
}
