/// A small HTTP/1.1 server on 127.0.0.1 for tests: routes by path, chosen statuses, headers,
/// delays and stalls, keep-alive, several connections at once, and a record of every request.
///
/// Each route answers from a list of responses in order, repeating the last one, so "fails
/// once, then answers" is `route(path, .json("", status: 503), try .fixture(name))`.
/// It stops when it goes away.
public final class TestHTTPServer: Sendable {
  private let core: ServerCore

  /// Starts a server on a free port of 127.0.0.1.
  /// - Parameter keepingRequests: Whether to keep every request for `requests`; without, only
  ///   their number is kept, so the server's memory stays flat however many arrive.
  /// - Throws: `TestServerError` when the socket cannot be set up.
  public init(keepingRequests: Bool = true) throws {
    core = try ServerCore(keepingRequests: keepingRequests)
  }

  deinit {
    core.stop()
  }

  /// The port it listens on.
  public var port: Int { core.port }

  /// `http://127.0.0.1:PORT`, for `OPENWEATHER_BASE_URL`.
  public var baseURL: String { "http://127.0.0.1:\(core.port)" }

  /// Answers requests for `path` with `responses` in order; the last one repeats.
  public func route(_ path: String, _ responses: TestResponse...) {
    let list = responses.isEmpty ? [TestResponse(status: 204)] : responses
    core.route(path) { _, index in list[min(index, list.count - 1)] }
  }

  /// Answers requests for `path` with what `handler` returns for the request and its index
  /// (0 for the first request to this path).
  public func route(
    _ path: String, handler: @escaping @Sendable (RecordedRequest, Int) -> TestResponse
  ) {
    core.route(path, handler: handler)
  }

  /// Every request received so far, in order of arrival (none unless `keepingRequests`).
  public var requests: [RecordedRequest] { core.requests }

  /// How many requests arrived, for one path or for all.
  public func requestCount(_ path: String? = nil) -> Int {
    core.requestCount(path)
  }

  /// The most requests that were being answered at the same moment: 1 means the client
  /// sent them one after another.
  public var peakConcurrentRequests: Int { core.peakConcurrentRequests }

  /// How many connections were accepted: fewer than the requests when the client reuses them.
  public var connectionCount: Int { core.connectionCount }

  /// Stops listening and ends every connection, stalled answers included.
  public func stop() {
    core.stop()
  }
}
