import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The URLSession delegate behind `URLSessionTransport`: gathers each task's body and stops it
/// at the cap (counted after any decompression), follows a redirect only within the origin
/// the request went to, and turns URL loading errors into `HTTPFailure`s that name the host
/// only (their own text quotes the whole URL, key and all).
///
/// Every callback runs on the session's serial delegate queue, and so does every
/// `URLSessionTask.cancel()` this transport makes: a redirect decision and a cancellation of
/// the same task can then never cross (corelibs traps when a redirect is answered for a task
/// already cancelled).
final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked: NSObject is not Sendable; all mutable state is inside the lock.
  private let requests = Locked<[Int: RequestState]>([:])
  private let maximumBodySize: Int
  private let maximumRedirects: Int

  init(maximumBodySize: Int, maximumRedirects: Int) {
    self.maximumBodySize = maximumBodySize
    self.maximumRedirects = maximumRedirects
  }

  /// Starts `task` for `request`, unless the request was cancelled before it could start.
  func start(_ task: URLSessionDataTask, _ request: RequestState) {
    requests.withLock { $0[task.taskIdentifier] = request }
    task.resume()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    if response.expectedContentLength > Int64(maximumBodySize), let request = state(of: dataTask) {
      refuse(dataTask, request, .tooLarge(limit: maximumBodySize))
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    guard let request = state(of: dataTask), !request.isDone else { return }
    if !request.append(data, limit: maximumBodySize) {
      refuse(dataTask, request, .tooLarge(limit: maximumBodySize))
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    // A request already finished (cancelled, refused) has no redirect to answer: corelibs has
    // moved on, and answering would trap.
    guard let request = state(of: task), !request.isDone else { return }
    guard let target = newRequest.url, Origin(target) == request.origin else {
      let elsewhere = newRequest.url.map { Origin($0).display } ?? "an unreadable address"
      request.finish(.failure(.redirectedElsewhere(elsewhere)))
      completionHandler(nil)
      return
    }
    guard request.countRedirect(limit: request.maximumRedirects ?? maximumRedirects) else {
      request.finish(.failure(.tooManyRedirects))
      completionHandler(nil)
      return
    }
    completionHandler(newRequest)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    guard let request = requests.withLock({ $0.removeValue(forKey: task.taskIdentifier) }),
      !request.isDone
    else { return }
    let host = request.origin.display
    if let error {
      request.finish(.failure(Self.translate(error, host: host, answered: task.response != nil)))
    } else if let response = task.response as? HTTPURLResponse {
      let headers = response.allHeaderFields.reduce(into: [String: String]()) {
        $0[String(describing: $1.key)] = String(describing: $1.value)
      }
      request.finish(
        .success(HTTPResponse(status: response.statusCode, headers: headers, body: request.body)))
    } else {
      request.finish(.failure(.notHTTP))
    }
  }

  private func state(of task: URLSessionTask) -> RequestState? {
    requests.withLock { $0[task.taskIdentifier] }
  }

  /// Ends the request with `failure` now, and stops the task. Called on the delegate queue,
  /// so the cancellation is ordered with every other callback of the task.
  private func refuse(_ task: URLSessionTask, _ request: RequestState, _ failure: HTTPFailure) {
    request.finish(.failure(failure))
    task.cancel()
  }

  /// The failure an error from the URL loading system stands for. Corelibs maps most libcurl
  /// errors to `URLError.unknown`, keeping libcurl's words in the description: a TLS failure
  /// is told by them, and a failure after the response began is an answer cut short.
  static func translate(_ error: Error, host: String, answered: Bool) -> HTTPFailure {
    let code = (error as? URLError)?.code
    let words = (error as NSError).localizedDescription.lowercased()
    switch code {
    case .cancelled: return .cancelled
    case .timedOut: return .timedOut
    case .httpTooManyRedirects: return .tooManyRedirects
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return .insecure(host: host)
    default:
      if ["ssl", "tls", "certificate"].contains(where: words.contains) {
        return .insecure(host: host)
      }
      if answered || code == .networkConnectionLost || code == .badServerResponse {
        return .closedEarly(host: host)
      }
      return .cannotConnect(host: host)
    }
  }
}
