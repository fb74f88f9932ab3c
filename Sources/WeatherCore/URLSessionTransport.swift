import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `HTTPTransport` used in production: one shared `URLSession`, so connections to the
/// host are reused, and a cap on the body that is enforced while it arrives.
public final class URLSessionTransport: HTTPTransport {
  /// Bodies larger than this are refused: 1 MiB, far more than these APIs send.
  public static let defaultMaximumBodySize = 1 << 20

  private let session: URLSession
  private let collector: BodyCollector

  /// Creates a transport.
  /// - Parameters:
  ///   - maximumBodySize: The largest body accepted, in bytes.
  ///   - maximumConnections: Connections to one host at once; requests beyond wait for one.
  ///     (URLSession's own default is 6, which would quietly cap a run's concurrency.)
  public init(
    maximumBodySize: Int = URLSessionTransport.defaultMaximumBodySize, maximumConnections: Int = 8
  ) {
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
  public func get(_ url: URL, timeout: TimeInterval) async throws -> HTTPResponse {
    try Task.checkCancellation()
    var request = URLRequest(url: url)
    // swift-corelibs-foundation keeps only whole seconds of this (1.9 s becomes 1 s, and
    // 0.5 s none at all), so it is rounded up; a caller's deadline ends the request sooner.
    request.timeoutInterval = max(timeout.rounded(.up), 1)
    let task = session.dataTask(with: request)
    let host = url.host ?? "the weather service"
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        collector.start(task, host: host, continuation: continuation)
      }
    } onCancel: {
      task.cancel()
    }
  }
}
