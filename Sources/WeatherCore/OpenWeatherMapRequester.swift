import Foundation

/// Sends OpenWeatherMap requests: builds each endpoint's URL with the key, then fetches it.
/// Shared by `GeocodingClient` and `WeatherClient`.
struct OpenWeatherMapRequester: Sendable {
  let baseURL: URL
  let apiKey: APIKey
  let requester: APIRequester

  init(baseURL: URL, apiKey: APIKey, transport: any HTTPTransport, timeout: TimeInterval) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    requester = APIRequester(transport: transport, timeout: timeout, redact: apiKey.redact)
  }

  /// - Parameters:
  ///   - endpoint: The request.
  ///   - type: The shape of a 200 answer's body.
  ///   - query: What is being looked up, named in a not-found error.
  /// - Returns: The decoded body.
  /// - Throws: See `APIRequester.fetch`.
  func fetch<Body: Decodable>(_ endpoint: Endpoint, as type: Body.Type, query: String)
    async throws -> Body
  {
    try await requester.fetch(
      try endpoint.url(base: baseURL, apiKey: apiKey), as: type, query: query)
  }
}
