import Foundation

extension WeatherError {
  /// The domain error for a transport failure.
  init(_ failure: HTTPFailure) {
    self =
      switch failure {
      case .timedOut: .temporarilyUnavailable(.timedOut)
      case .cannotConnect(let host): .temporarilyUnavailable(.cannotConnect(host: host))
      case .closedEarly(let host): .temporarilyUnavailable(.closedEarly(host: host))
      case .insecure(let host): .insecureConnection(host: host)
      case .redirectedElsewhere(let origin): .unreadableAnswer(.redirectedElsewhere(origin))
      case .tooManyRedirects: .unreadableAnswer(.tooManyRedirects)
      case .tooLarge(let limit): .unreadableAnswer(.tooLarge(limit: limit))
      case .notHTTP: .unreadableAnswer(.notHTTP)
      case .cancelled: .cancelled
      case .noTurnBeforeDeadline: .temporarilyUnavailable(.noTurnBeforeDeadline)
      }
  }

  /// The error an HTTP status stands for, or `nil` for 200 and 203 (an answer from a product
  /// that is deprecated or in beta: used, and said by `Freshness.nonAuthoritative`).
  /// - Parameters:
  ///   - response: The answer, whose body may hold the API's own message.
  ///   - query: What was looked up, named in a not-found error.
  ///   - redact: Removes secrets from any text the server sends back.
  init?(_ response: HTTPResponse, query: String, redact: (String) -> String) {
    switch response.status {
    case 200, 203: return nil
    case 401: self = .keyRejected
    case 404: self = .notFound(query: query)
    case 429: self = .rateLimited(retryAfter: response.retryAfter)
    case 400:
      self = .requestRejected(redact(APIErrorBody.message(in: response.body) ?? "bad request"))
    case 500...599: self = .temporarilyUnavailable(.serviceError(status: response.status))
    default: self = .unreadableAnswer(.unexpectedStatus(response.status))
    }
  }
}
