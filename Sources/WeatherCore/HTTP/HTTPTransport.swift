import Foundation

/// The one networking seam: a GET in, a status, headers and body out.
package protocol HTTPTransport: Sendable {
  /// Fetches `url`.
  /// - Throws: `HTTPFailure` when no complete answer came.
  func get(_ url: URL) async throws(HTTPFailure) -> HTTPResponse
}

/// An HTTP answer.
package struct HTTPResponse: Sendable {
  /// The status code, such as 200.
  package let status: Int
  /// Header fields, names lower-cased.
  package let headers: [String: String]
  /// The body.
  package let body: Data

  /// Creates a response; header names are lower-cased.
  package init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
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
}
