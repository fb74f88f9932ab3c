import Foundation

/// The one networking seam: a GET with the headers its source chooses in, a status, headers
/// and body out.
///
/// A host may give its own (its HTTP client, or a stub in its tests) to
/// `ProviderConfiguration.makeSources(transport:)`. Such a transport keeps the bounds the
/// built-in one keeps: a deadline (throw `.timedOut`), a cap on the body (`.tooLarge`), and no
/// redirect to another origin (`.redirectedElsewhere`), as a request may carry the key.
public protocol HTTPTransport: Sendable {
  /// Sends `request`.
  /// - Throws: `HTTPFailure` when no complete answer came.
  func send(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse
}

extension HTTPTransport {
  /// Fetches `url` with no header of its own.
  /// - Throws: `HTTPFailure` when no complete answer came.
  package func get(_ url: URL) async throws(HTTPFailure) -> HTTPResponse {
    try await send(HTTPRequest(url))
  }
}

/// A GET request: where, the header fields its source adds to the transport's own (a
/// User-Agent naming a contact, `If-Modified-Since`, `Accept`; a field named here replaces
/// the transport's), its source's retry policy, and how many redirects it may follow.
public struct HTTPRequest: Sendable, Equatable {
  /// Where.
  public var url: URL
  /// Header fields, names as given.
  public var headers: [String: String]
  /// How a `RetryingTransport` tries it again: its source's policy, as
  /// `ProviderConfiguration` marks it; `nil` for the transport's own.
  package var retry: RetryPolicy?
  /// Redirects within the origin a `URLSessionTransport` follows for it; `nil` for the
  /// transport's own limit.
  package var maximumRedirects: Int?

  /// Creates a request.
  public init(_ url: URL, headers: [String: String] = [:]) {
    self.url = url
    self.headers = headers
  }
}

/// An HTTP answer.
public struct HTTPResponse: Sendable {
  /// The status code, such as 200.
  public let status: Int
  /// Header fields, names lower-cased.
  public let headers: [String: String]
  /// The body.
  public let body: Data

  /// Creates a response; header names are lower-cased.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.body = body
  }

  /// The Retry-After header in seconds, when it is a number of seconds.
  package var retryAfter: Double? {
    guard let text = headers["retry-after"]?.trimmingCharacters(in: .whitespaces),
      let seconds = Double(text), seconds.isFinite, seconds >= 0
    else { return nil }
    return seconds
  }

  /// What the answer says of its own freshness: `Expires` and `Last-Modified`, when they are
  /// HTTP dates, and whether it came as 203 (deprecated or beta).
  package var freshness: Freshness {
    Freshness(
      expires: headers["expires"].flatMap(Freshness.date),
      lastModified: headers["last-modified"].flatMap(Freshness.date),
      nonAuthoritative: status == 203)
  }
}
