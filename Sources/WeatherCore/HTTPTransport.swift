import Foundation

/// The one networking seam: a GET in, a status, headers and body out.
///
/// Implementations throw `WeatherError` for transport failures (`timedOut`,
/// `connectionFailed`, `responseTooLarge`) and `CancellationError` when cancelled.
public protocol HTTPTransport: Sendable {
  /// Fetches `url`, giving up after `timeout` seconds without progress.
  func get(_ url: URL, timeout: TimeInterval) async throws -> HTTPResponse
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
  public var retryAfter: Double? {
    guard let text = headers["retry-after"]?.trimmingCharacters(in: .whitespaces),
      let seconds = Double(text), seconds.isFinite, seconds >= 0
    else { return nil }
    return seconds
  }
}
