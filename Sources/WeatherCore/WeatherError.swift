import Foundation

/// Everything that can go wrong in a lookup. Each message is one line, says what to do
/// next, and never contains the API key.
public enum WeatherError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A latitude or longitude out of range or not a number.
  case invalidCoordinate(String)
  /// A location name the API cannot be asked about (empty, too long, control characters).
  case invalidLocationName(String)
  /// The base address of the API cannot be used.
  case invalidBaseURL(String)
  /// The service answered 401: the key is wrong, blocked or not yet active.
  case apiKeyRejected
  /// No place matches the query (404, or an empty geocoding answer).
  case notFound(query: String)
  /// The service answered 429; `retryAfter` is its Retry-After in seconds, when given.
  case rateLimited(retryAfter: Double?)
  /// The service answered with a 5xx status.
  case serviceUnavailable(status: Int)
  /// The service answered 400 with this message.
  case badRequest(message: String)
  /// The service answered with a status this tool does not expect.
  case unexpectedStatus(Int)
  /// The answer's body could not be decoded; the text says what was wrong.
  case unreadableResponse(String)
  /// The answer's body was larger than the cap, in bytes.
  case responseTooLarge(limit: Int)
  /// No answer came in time.
  case timedOut
  /// No connection could be made to this host.
  case connectionFailed(host: String)

  /// Whether the same request may succeed if tried again later.
  public var isRetryable: Bool {
    switch self {
    case .rateLimited, .serviceUnavailable, .timedOut, .connectionFailed: true
    default: false
    }
  }

  /// The one-line message.
  public var description: String {
    switch self {
    case .invalidCoordinate(let reason): "invalid coordinates: \(reason)"
    case .invalidLocationName(let reason): "invalid location: \(reason)"
    case .invalidBaseURL(let text): "invalid API base URL \"\(text)\": use http:// or https://"
    case .apiKeyRejected:
      "the API key was rejected; check it (a new key can take up to 2 hours to activate)"
    case .notFound(let query): "no place named \"\(query)\""
    case .rateLimited(let retryAfter?):
      "rate limit hit; try again in \(Int(retryAfter.rounded(.up))) seconds"
    case .rateLimited(nil): "rate limit hit; try again later"
    case .serviceUnavailable(let status):
      "the weather service failed (HTTP \(status)); try again later"
    case .badRequest(let message): "the weather service refused the request: \(message)"
    case .unexpectedStatus(let status): "the weather service answered HTTP \(status) unexpectedly"
    case .unreadableResponse(let reason):
      "could not read the weather service's answer: \(reason)"
    case .responseTooLarge(let limit):
      "the weather service's answer was larger than \(limit / 1024) KiB; refused it"
    case .timedOut: "timed out waiting for the weather service; try again later"
    case .connectionFailed(let host): "could not connect to \(host); check the network"
    }
  }
}
