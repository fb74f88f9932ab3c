import Foundation

/// Sends one request, checks the status, then decodes: shared by every source, and the place
/// where HTTP turns into the domain's `WeatherError`.
package struct APIRequester: Sendable {
  let transport: any HTTPTransport
  /// The service asked, as a 404 to a request that searches no place names it.
  let service: String
  /// Removes secrets from text the server sends back.
  let redact: @Sendable (String) -> String
  /// The header fields the source sends with every request (the NWS's User-Agent with a
  /// contact), which go to its host alone.
  let headers: [String: String]
  /// The redirects within its host each request may follow; `nil` for the transport's limit.
  let maximumRedirects: Int?

  /// Creates a requester.
  /// - Parameters:
  ///   - transport: How requests are sent.
  ///   - service: The service asked, named by a 404 to a request about a coordinate.
  ///   - redact: Removes secrets from text the server sends back.
  ///   - headers: Header fields for every request, to this source's host alone.
  ///   - maximumRedirects: The redirects within its host each request may follow; `nil` for
  ///     the transport's limit.
  package init(
    transport: any HTTPTransport, service: String,
    redact: @escaping @Sendable (String) -> String = { $0 },
    headers: [String: String] = [:], maximumRedirects: Int? = nil
  ) {
    self.transport = transport
    self.service = service
    self.redact = redact
    self.headers = headers
    self.maximumRedirects = maximumRedirects
  }

  /// A decoded answer and what it said of its freshness.
  package struct Answer<Body> {
    /// The decoded body.
    package let body: Body
    /// The answer's `Expires` and `Last-Modified`.
    package let freshness: Freshness
  }

  /// - Parameters:
  ///   - url: The request.
  ///   - type: The shape of a 200 answer's body.
  ///   - query: What is being searched for, named in a not-found error; `nil` for a request
  ///     about a coordinate (weather, air, alerts), which no 404 makes a place not found.
  /// - Returns: The decoded body.
  /// - Throws: `WeatherError` for a failed request, a status other than 200, or a body that
  ///   does not decode.
  package func fetch<Body: Decodable>(_ url: URL, as type: Body.Type, query: String?)
    async throws(WeatherError) -> Body
  {
    try await answer(url, as: type, query: query).body
  }

  /// As `fetch`, with the answer's freshness; `headers` are added to the source's own.
  package func answer<Body: Decodable>(
    _ url: URL, headers extra: [String: String] = [:], as type: Body.Type, query: String?
  ) async throws(WeatherError) -> Answer<Body> {
    let response: HTTPResponse
    do {
      var request = HTTPRequest(url, headers: headers.merging(extra) { _, added in added })
      request.maximumRedirects = maximumRedirects
      response = try await transport.send(request)
    } catch {
      throw WeatherError(error)
    }
    if response.status == 404, query == nil {
      // A wrong address or a proxy in the way: the coordinate exists wherever it is.
      throw .unreadableAnswer(.notFoundAt(service: service, host: url.hostAndPort))
    }
    if let error = WeatherError(response, query: query ?? "", redact: redact) { throw error }
    guard !response.body.isEmpty else { throw .unreadableAnswer(.emptyBody) }
    do {
      return Answer(
        body: try JSONDecoder().decode(Body.self, from: response.body),
        freshness: response.freshness)
    } catch let error as DecodingError {
      throw .unreadableAnswer(.malformed(error.summary))
    } catch {
      throw .unreadableAnswer(.malformed("not valid JSON"))
    }
  }
}

extension URL {
  /// `host:port`, or the host alone when the URL names no port.
  fileprivate var hostAndPort: String {
    let host = host ?? ""
    return port.map { "\(host):\($0)" } ?? host
  }
}
