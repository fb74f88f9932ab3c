import Foundation

/// Sends one request, checks the status, then decodes: shared by every provider, and the
/// place where HTTP turns into the domain's `WeatherError`.
package struct APIRequester: Sendable {
  let transport: any HTTPTransport
  /// Removes secrets from text the server sends back.
  let redact: @Sendable (String) -> String

  /// - Parameters:
  ///   - url: The request.
  ///   - type: The shape of a 200 answer's body.
  ///   - query: What is being looked up, named in a not-found error.
  /// - Returns: The decoded body.
  /// - Throws: `WeatherError` for a failed request, a status other than 200, or a body that
  ///   does not decode.
  func fetch<Body: Decodable>(_ url: URL, as type: Body.Type, query: String)
    async throws(WeatherError) -> Body
  {
    let response: HTTPResponse
    do {
      response = try await transport.get(url)
    } catch {
      throw WeatherError(error)
    }
    if let error = WeatherError(response, query: query, redact: redact) { throw error }
    guard !response.body.isEmpty else { throw .unreadableAnswer(.emptyBody) }
    do {
      return try JSONDecoder().decode(Body.self, from: response.body)
    } catch let error as DecodingError {
      throw .unreadableAnswer(.malformed(error.summary))
    } catch {
      throw .unreadableAnswer(.malformed("not valid JSON"))
    }
  }
}
