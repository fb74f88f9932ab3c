/// Why a request brought no complete answer: the transport's error, kept inside the core and
/// turned into a `WeatherError` at the provider's edge.
///
/// A transport of a host's own throws these. Not frozen: a later minor version may add a case;
/// switch over it with a `default:`.
public enum HTTPFailure: Error, Sendable, Equatable {
  /// No answer came in time.
  case timedOut
  /// No connection could be made to this host.
  case cannotConnect(host: String)
  /// The connection closed before the answer was complete.
  case closedEarly(host: String)
  /// No secure connection could be made: a certificate that cannot be trusted, or a server
  /// that does not speak TLS.
  case insecure(host: String)
  /// The body was larger than the cap, in bytes, counted after any decompression.
  case tooLarge(limit: Int)
  /// The server redirected to another origin (scheme, host or port), named here without
  /// path, query or userinfo; the redirect was not followed.
  case redirectedElsewhere(String)
  /// The server redirected more times than the transport follows.
  case tooManyRedirects
  /// The answer was not an HTTP response.
  case notHTTP
  /// The request was cancelled.
  case cancelled
  /// The pace asked for (`--rate`) gives this request no turn before the deadline.
  case noTurnBeforeDeadline
}
