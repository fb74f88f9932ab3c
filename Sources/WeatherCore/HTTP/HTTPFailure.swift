/// Why a request brought no complete answer: the transport's error, kept inside the core and
/// turned into a `WeatherError` at the provider's edge.
package enum HTTPFailure: Error, Sendable, Equatable {
  /// No answer came in time.
  case timedOut
  /// No connection could be made to this host.
  case cannotConnect(host: String)
  /// The body was larger than the cap, in bytes.
  case tooLarge(limit: Int)
  /// The answer was not an HTTP response.
  case notHTTP
  /// The request was cancelled.
  case cancelled
}
