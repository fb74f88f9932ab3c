import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `HTTPTransport` used in production: one `URLSession`, so connections to the host are
/// reused, a cap on the body that holds while it arrives, redirects only within the origin,
/// and a cancellation that returns at once.
package final class URLSessionTransport: HTTPTransport {
  /// Bodies larger than this are refused: 1 MiB, far more than these APIs send.
  package static let defaultMaximumBodySize = 1 << 20

  /// The session, made by the first request: making it loads libcurl (about half of a cold
  /// lookup's time), which a run the cache answers never needs.
  private let made = Mutex<URLSession?>(nil)
  private let makeSession: @Sendable () -> URLSession
  private let collector: BodyCollector
  private let requestTimeout: TimeInterval
  /// Where tasks are made and started: corelibs does both with a `sync` on the queue that
  /// also parses every answer, which a flood of headers can hold for seconds. Here that wait
  /// blocks no thread of Swift's cooperative pool, so the run's deadline still fires.
  private let starter = DispatchQueue(label: "weather.URLSessionTransport.start")
  /// Requests finished, so that every `housekeeping.interval`-th runs its work.
  private let finished = Atomic(0)
  private let housekeeping: Housekeeping?

  /// Work the host runs every so many requests, on the transport's own queue, never on the
  /// caller's: the `weather` command hands the heap's free pages back there, so a long batch's
  /// memory stays flat (`Sources/CurlFixes/HeapTrim.c`).
  package struct Housekeeping: Sendable {
    /// Requests between two runs of `work`.
    package let interval: Int
    /// What to do.
    package let work: @Sendable () -> Void

    /// Runs `work` after every `interval` requests.
    package init(every interval: Int, _ work: @escaping @Sendable () -> Void) {
      self.interval = max(interval, 1)
      self.work = work
    }
  }

  /// Creates a transport.
  /// - Parameters:
  ///   - maximumBodySize: The largest body accepted, in bytes, counted after decompression.
  ///   - maximumConnections: Connections to one host at once; requests beyond wait for one.
  ///     (URLSession's own default is 6, which would quietly cap a run's concurrency.)
  ///   - requestTimeout: Seconds a request may go without progress; the caller's deadline,
  ///     when sooner, ends it first.
  ///   - maximumRedirects: Redirects followed within the origin; more is a failure.
  ///   - userAgent: The User-Agent header of a request that names none of its own.
  ///   - housekeeping: Work to run every so many requests, if any.
  package init(
    maximumBodySize: Int = URLSessionTransport.defaultMaximumBodySize, maximumConnections: Int = 8,
    requestTimeout: TimeInterval = 60, maximumRedirects: Int = 3, userAgent: String = "weather-cli",
    housekeeping: Housekeeping? = nil
  ) {
    self.housekeeping = housekeeping
    // swift-corelibs-foundation keeps only whole seconds of a request's timeout (1.9 s
    // becomes 1 s, and 0.5 s none at all), so it is rounded up.
    self.requestTimeout = max(requestTimeout.rounded(.up), 1)
    let collector = BodyCollector(
      maximumBodySize: maximumBodySize, maximumRedirects: maximumRedirects)
    self.collector = collector
    makeSession = {
      let configuration = URLSessionConfiguration.default
      configuration.httpMaximumConnectionsPerHost = max(maximumConnections, 1)
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      configuration.urlCache = nil
      configuration.httpCookieStorage = nil
      configuration.httpCookieAcceptPolicy = .never
      configuration.httpShouldSetCookies = false
      configuration.urlCredentialStorage = nil
      // No compression asked for: a server that compresses anyway is inflated by libcurl before
      // the delegate sees a byte, so the cap counts what it inflates to.
      configuration.httpAdditionalHeaders = [
        "User-Agent": userAgent, "Accept": "application/json", "Accept-Encoding": "identity",
      ]
      return URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    }
  }

  /// The session, made now if no request has made it yet.
  private func session() -> URLSession {
    made.withLock { made in
      if let session = made { return session }
      let session = makeSession()
      made = session
      return session
    }
  }

  deinit {
    // Also a `sync` on corelibs' busy queue: done on the side, so no caller waits for it, and
    // on the queue that starts tasks, after the starts still queued: a task made on an
    // invalidated session stops the process.
    guard let session = made.withLock({ $0 }) else { return }
    starter.async { session.finishTasksAndInvalidate() }
  }

  /// Sends `request`; see `HTTPTransport`. Its header fields replace the session's of the same
  /// name. A cancelled request returns `.cancelled` at once; the URLSession task is stopped
  /// behind it, so the caller never waits on URLSession's queue.
  package func send(_ asked: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
    var request = URLRequest(url: asked.url)
    request.timeoutInterval = requestTimeout
    for (name, value) in asked.headers { request.setValue(value, forHTTPHeaderField: name) }
    let state = RequestState(origin: Origin(asked.url), maximumRedirects: asked.maximumRedirects)
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard state.start(continuation) else { return }
        starter.async { [self, request] in
          let session = session()
          let task = session.dataTask(with: request)
          // A cancellation that came first stops the task before it starts.
          guard state.attach(task) else {
            session.delegateQueue.addOperation { task.cancel() }
            return
          }
          collector.start(task, state)
        }
      }
    } onCancel: {
      // A task is attached only once the session is made.
      if let task = state.cancel(), let session = made.withLock({ $0 }) {
        session.delegateQueue.addOperation { task.cancel() }
      }
    }
    if let housekeeping,
      finished.add(1, ordering: .relaxed).newValue % housekeeping.interval == 0
    {
      starter.async(execute: housekeeping.work)
    }
    return try outcome.get()
  }
}
