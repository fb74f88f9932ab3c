import Foundation

extension WeatherError {
  /// The error an HTTP status stands for.
  /// - Parameters:
  ///   - response: The answer, whose body may hold the API's own message.
  ///   - query: What was looked up, named in a not-found error.
  ///   - redact: Removes secrets from any text the server sends back.
  /// - Returns: The error, or `nil` for 200.
  static func from(
    _ response: HTTPResponse, query: String, redact: (String) -> String
  ) -> WeatherError? {
    switch response.status {
    case 200: nil
    case 401: .apiKeyRejected
    case 404: .notFound(query: query)
    case 429: .rateLimited(retryAfter: response.retryAfter)
    case 400:
      .badRequest(message: redact(APIErrorBody.message(in: response.body) ?? "bad request"))
    case 500...599: .serviceUnavailable(status: response.status)
    default: .unexpectedStatus(response.status)
    }
  }
}
