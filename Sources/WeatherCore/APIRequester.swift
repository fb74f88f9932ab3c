import Foundation

/// Sends one request, checks the status, then decodes: shared by every client.
struct APIRequester: Sendable {
  let transport: any HTTPTransport
  let timeout: TimeInterval
  /// Removes secrets from text the server sends back.
  let redact: @Sendable (String) -> String

  /// - Parameters:
  ///   - url: The request.
  ///   - type: The shape of a 200 answer's body.
  ///   - query: What is being looked up, named in a not-found error.
  /// - Returns: The decoded body.
  /// - Throws: `WeatherError` for a failed request, a status other than 200, or a body that
  ///   does not decode; `CancellationError` when cancelled.
  func fetch<Body: Decodable>(_ url: URL, as type: Body.Type, query: String) async throws -> Body {
    let response = try await transport.get(url, timeout: timeout)
    if let error = WeatherError.from(response, query: query, redact: redact) {
      throw error
    }
    guard !response.body.isEmpty else { throw WeatherError.unreadableResponse("empty body") }
    do {
      return try JSONDecoder().decode(Body.self, from: response.body)
    } catch let error as DecodingError {
      throw WeatherError.unreadableResponse(error.summary)
    }
  }
}
