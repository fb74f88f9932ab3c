import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request's life, shared by the caller and the URLSession delegate: whoever finishes it
/// first (an answer, a failure, the cap, a cancellation) resumes the caller, exactly once,
/// and a cancellation that comes before the request starts is never lost.
final class RequestState: Sendable {
  private enum Phase {
    case notStarted
    case waiting(CheckedContinuation<Result<HTTPResponse, HTTPFailure>, Never>)
    case done
  }

  private struct State {
    var phase = Phase.notStarted
    var body = Data()
    var redirects = 0
    var cancelled = false
    var task: URLSessionTask?
  }

  /// The origin the request was sent to: scheme, host and port.
  let origin: Origin
  /// The redirects it may follow, when it says; `nil` for the transport's limit.
  let maximumRedirects: Int?
  private let state = Locked(State())

  init(origin: Origin, maximumRedirects: Int? = nil) {
    self.origin = origin
    self.maximumRedirects = maximumRedirects
  }

  /// Waits with `continuation`; `false` when the request was cancelled already, in which case
  /// the caller has been resumed and the task must not start.
  func start(_ continuation: CheckedContinuation<Result<HTTPResponse, HTTPFailure>, Never>) -> Bool
  {
    let cancelled = state.withLock { state -> Bool in
      guard !state.cancelled else {
        state.phase = .done
        return true
      }
      state.phase = .waiting(continuation)
      return false
    }
    if cancelled { continuation.resume(returning: .failure(.cancelled)) }
    return !cancelled
  }

  /// Resumes the caller with `result` unless it was resumed already.
  func finish(_ result: Result<HTTPResponse, HTTPFailure>) {
    let waiter = state.withLock {
      state -> CheckedContinuation<Result<HTTPResponse, HTTPFailure>, Never>? in
      defer { state.phase = .done }
      guard case .waiting(let continuation) = state.phase else { return nil }
      return continuation
    }
    waiter?.resume(returning: result)
  }

  /// Marks the request cancelled and resumes the caller at once.
  /// - Returns: The task to stop, if it has been made.
  func cancel() -> URLSessionTask? {
    let task = state.withLock { state in
      state.cancelled = true
      return state.task
    }
    finish(.failure(.cancelled))
    return task
  }

  /// Keeps the task made for this request; `false` when the request was cancelled already,
  /// so the task must be stopped instead of started.
  func attach(_ task: URLSessionTask) -> Bool {
    state.withLock { state in
      state.task = task
      return !state.cancelled
    }
  }

  /// Whether the caller has been resumed: nothing more is to be done for this request.
  var isDone: Bool {
    state.withLock { if case .done = $0.phase { true } else { false } }
  }

  /// Appends a piece of the body; `false` when the body passes `limit` bytes.
  func append(_ data: Data, limit: Int) -> Bool {
    state.withLock { state in
      guard case .waiting = state.phase else { return true }
      state.body.append(data)
      return state.body.count <= limit
    }
  }

  /// The body so far.
  var body: Data { state.withLock { $0.body } }

  /// Counts one redirect followed; `false` past `limit`.
  func countRedirect(limit: Int) -> Bool {
    state.withLock { state in
      state.redirects += 1
      return state.redirects <= limit
    }
  }
}

/// Scheme, host and port: what a redirect must keep for the key to go along.
struct Origin: Sendable, Equatable {
  let scheme: String
  let host: String
  let port: Int?

  /// The origin of `url`; the port made explicit, so `https://x` and `https://x:443` match.
  init(_ url: URL) {
    scheme = url.scheme?.lowercased() ?? ""
    host = url.host?.lowercased() ?? ""
    port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
  }

  /// `host` or `host:port`, for messages.
  var display: String {
    let standard = (scheme == "https" && port == 443) || (scheme == "http" && port == 80)
    return standard || port == nil ? host : "\(host):\(port ?? 0)"
  }
}
