import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `HTTPTransport` used in production: one shared `URLSession`, so connections to the
/// host are reused, and a cap on the body that is enforced while it arrives.
package final class URLSessionTransport: HTTPTransport {
  /// Bodies larger than this are refused: 1 MiB, far more than these APIs send.
  package static let defaultMaximumBodySize = 1 << 20

  private let session: URLSession
  private let collector: BodyCollector
  private let requestTimeout: TimeInterval

  /// Creates a transport.
  /// - Parameters:
  ///   - maximumBodySize: The largest body accepted, in bytes.
  ///   - maximumConnections: Connections to one host at once; requests beyond wait for one.
  ///     (URLSession's own default is 6, which would quietly cap a run's concurrency.)
  ///   - requestTimeout: Seconds a request may go without progress; the caller's deadline,
  ///     when sooner, ends it first.
  package init(
    maximumBodySize: Int = URLSessionTransport.defaultMaximumBodySize, maximumConnections: Int = 8,
    requestTimeout: TimeInterval = 60
  ) {
    // swift-corelibs-foundation keeps only whole seconds of a request's timeout (1.9 s
    // becomes 1 s, and 0.5 s none at all), so it is rounded up.
    self.requestTimeout = max(requestTimeout.rounded(.up), 1)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = max(maximumConnections, 1)
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpAdditionalHeaders = [
      "User-Agent": "weather-cli", "Accept": "application/json",
    ]
    collector = BodyCollector(maximumBodySize: maximumBodySize)
    session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// Fetches `url`; see `HTTPTransport`.
  package func get(_ url: URL) async throws(HTTPFailure) -> HTTPResponse {
    guard !Task.isCancelled else { throw .cancelled }
    var request = URLRequest(url: url)
    request.timeoutInterval = requestTimeout
    let task = session.dataTask(with: request)
    let host = url.host ?? "the weather service"
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        collector.start(task, host: host, continuation: continuation)
      }
    } onCancel: {
      task.cancel()
    }
    return try outcome.get()
  }
}
