import Foundation

/// What the test server answers to one request.
public struct TestResponse: Sendable {
  /// How the answer is sent.
  public enum Delivery: Sendable {
    /// All at once, after `delay`.
    case normal
    /// The request is read and never answered; the connection stays open until the server stops.
    case hang
    /// Headers at once, then the body `bytes` at a time with `interval` between.
    case trickle(bytes: Int, interval: Duration)
    /// The connection is closed without an answer.
    case close
    /// No Content-Length: the body is sent `bytes` at a time with `interval` between, and
    /// ends when the connection closes, so the client cannot know its size in advance.
    case untilClose(bytes: Int, interval: Duration)
    /// `body` is the whole answer, status line and headers included, sent as it is: the
    /// server says whatever a test needs, malformed or hostile. The connection then closes.
    case raw
    /// `body` is sent as it is, status line and headers included, then `repeating` over and
    /// over as fast as the client reads, until it goes away or the server stops.
    case endless(repeating: Data)
  }

  /// The HTTP status.
  public var status: Int
  /// Extra header fields; Content-Length is added.
  public var headers: [String: String]
  /// The body.
  public var body: Data
  /// A wait before anything is sent.
  public var delay: Duration
  /// How it is sent.
  public var delivery: Delivery

  /// Creates a response.
  public init(
    status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
    delay: Duration = .zero, delivery: Delivery = .normal
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
    self.delivery = delivery
  }

  /// A JSON body with this status.
  public static func json(_ text: String, status: Int = 200, delay: Duration = .zero)
    -> TestResponse
  {
    TestResponse(
      status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
      body: Data(text.utf8), delay: delay)
  }

  /// Exactly these bytes, the status line and headers included.
  public static func raw(_ bytes: Data) -> TestResponse {
    TestResponse(body: bytes, delivery: .raw)
  }

  /// A fixture from `Fixtures/` as a JSON body with this status.
  public static func fixture(_ name: String, status: Int = 200, delay: Duration = .zero) throws
    -> TestResponse
  {
    .json(try Fixtures.text(name), status: status, delay: delay)
  }
}

/// A request the test server received.
public struct RecordedRequest: Sendable {
  /// The method, such as `GET`.
  public let method: String
  /// The path without the query, such as `/geo/1.0/direct`.
  public let path: String
  /// The raw request target: path and query as sent, still percent-encoded.
  public let target: String
  /// The query's values, decoded as a server decodes them (`+` is a space).
  public let query: [String: [String]]
  /// Header fields, names lower-cased.
  public let headers: [String: String]
  /// When the request arrived.
  public let receivedAt: ContinuousClock.Instant

  /// The single value of a query parameter.
  public func value(_ name: String) -> String? {
    query[name]?.first
  }
}
