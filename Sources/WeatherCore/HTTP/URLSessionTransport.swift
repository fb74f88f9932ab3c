internal import CurlFixes
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

  private let session: URLSession
  private let collector: BodyCollector
  private let requestTimeout: TimeInterval
  /// Where tasks are made and started: corelibs does both with a `sync` on the queue that
  /// also parses every answer, which a flood of headers can hold for seconds. Here that wait
  /// blocks no thread of Swift's cooperative pool, so the run's deadline still fires.
  private let starter = DispatchQueue(label: "weather.URLSessionTransport.start")
  /// Requests finished, so that every `requestsBetweenHeapReleases`-th hands the heap's free
  /// pages back: a long batch's memory then stays flat (see `Sources/CurlFixes/HeapTrim.c`).
  private let finished = Atomic(0)
  private static let requestsBetweenHeapReleases = 1000

  /// Creates a transport.
  /// - Parameters:
  ///   - maximumBodySize: The largest body accepted, in bytes, counted after decompression.
  ///   - maximumConnections: Connections to one host at once; requests beyond wait for one.
  ///     (URLSession's own default is 6, which would quietly cap a run's concurrency.)
  ///   - requestTimeout: Seconds a request may go without progress; the caller's deadline,
  ///     when sooner, ends it first.
  ///   - maximumRedirects: Redirects followed within the origin; more is a failure.
  ///   - userAgent: The User-Agent header of a request that names none of its own.
  package init(
    maximumBodySize: Int = URLSessionTransport.defaultMaximumBodySize, maximumConnections: Int = 8,
    requestTimeout: TimeInterval = 60, maximumRedirects: Int = 3, userAgent: String = "weather-cli"
  ) {
    _ = Self.noURLCache
    // swift-corelibs-foundation keeps only whole seconds of a request's timeout (1.9 s
    // becomes 1 s, and 0.5 s none at all), so it is rounded up.
    self.requestTimeout = max(requestTimeout.rounded(.up), 1)
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
    collector = BodyCollector(maximumBodySize: maximumBodySize, maximumRedirects: maximumRedirects)
    session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
  }

  deinit {
    // Also a `sync` on corelibs' busy queue: done on the side, so no caller waits for it, and
    // on the queue that starts tasks, after the starts still queued: a task made on an
    // invalidated session stops the process.
    let session = self.session
    starter.async { session.finishTasksAndInvalidate() }
  }

  /// Sends `request`; see `HTTPTransport`. Its header fields replace the session's of the same
  /// name. A cancelled request returns `.cancelled` at once; the URLSession task is stopped
  /// behind it, so the caller never waits on URLSession's queue.
  package func send(_ asked: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
    var request = URLRequest(url: asked.url)
    request.timeoutInterval = requestTimeout
    for (name, value) in asked.headers { request.setValue(value, forHTTPHeaderField: name) }
    let state = RequestState(origin: Origin(asked.url))
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard state.start(continuation) else { return }
        starter.async { [session, collector, request] in
          let task = session.dataTask(with: request)
          // A cancellation that came first stops the task before it starts.
          guard state.attach(task) else {
            session.delegateQueue.addOperation { task.cancel() }
            return
          }
          collector.start(task, state)
        }
      }
    } onCancel: { [session] in
      if let task = state.cancel() { session.delegateQueue.addOperation { task.cancel() } }
    }
    let count = finished.add(1, ordering: .relaxed).newValue
    if count % Self.requestsBetweenHeapReleases == 0 { starter.async { weather_heap_release() } }
    return try outcome.get()
  }

  /// Foundation's shared URL cache makes a folder in the home directory when a session
  /// configuration is first made (`~/.cache/org.swift.foundation.URLCache/…`), though this
  /// transport uses none: it is given a folder that exists (`/`, never written: its capacity
  /// is 0), once, before any session exists.
  private static let noURLCache: Void = {
    URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/")
  }()

  /// Foundation's shared cookie store makes a folder in the home directory when it is first
  /// made (`~/.local/share/<the executable's folder>`), though this transport uses none: it is
  /// made here while `XDG_DATA_HOME` names `/dev/null`, under which no folder can be made.
  ///
  /// Call it while the process has one thread, before any session exists: it changes the
  /// environment, which is safe only while no other thread reads it (a test process that
  /// starts programs on other threads crashed in `Process.run` when this ran beside it).
  package static func keepFoundationOutOfHome() {
    let previous = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
    setenv("XDG_DATA_HOME", "/dev/null", 1)
    _ = HTTPCookieStorage.shared
    if let previous { setenv("XDG_DATA_HOME", previous, 1) } else { unsetenv("XDG_DATA_HOME") }
  }
}
