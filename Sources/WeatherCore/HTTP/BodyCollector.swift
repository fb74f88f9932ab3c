import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The URLSession delegate behind `URLSessionTransport`: gathers each task's body, cancels a
/// task whose body passes the cap, and turns URL loading errors into `HTTPFailure`s that
/// name the host only (their own text quotes the whole URL, key and all).
final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked: NSObject is not Sendable; all mutable state is inside the Mutex.
  private struct Pending {
    var continuation: CheckedContinuation<Result<HTTPResponse, HTTPFailure>, Never>
    var host: String
    var body = Data()
    var failure: HTTPFailure?
  }

  private let maximumBodySize: Int
  private let pending = Mutex<[Int: Pending]>([:])

  init(maximumBodySize: Int) {
    self.maximumBodySize = maximumBodySize
  }

  func start(
    _ task: URLSessionDataTask, host: String,
    continuation: CheckedContinuation<Result<HTTPResponse, HTTPFailure>, Never>
  ) {
    pending.withLock {
      $0[task.taskIdentifier] = Pending(continuation: continuation, host: host)
    }
    task.resume()
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    if response.expectedContentLength > Int64(maximumBodySize) {
      refuse(dataTask)
      completionHandler(.cancel)
    } else {
      completionHandler(.allow)
    }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge = pending.withLock { table -> Bool in
      let id = dataTask.taskIdentifier
      guard table[id]?.failure == nil else { return false }
      table[id]?.body.append(data)  // in place: no copy of what came before
      return (table[id]?.body.count ?? 0) > maximumBodySize
    }
    if tooLarge { refuse(dataTask) }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    guard let entry = pending.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else {
      return
    }
    if let failure = entry.failure {
      entry.continuation.resume(returning: .failure(failure))
    } else if let error {
      entry.continuation.resume(returning: .failure(Self.translate(error, host: entry.host)))
    } else if let response = task.response as? HTTPURLResponse {
      let headers = response.allHeaderFields.reduce(into: [String: String]()) {
        $0[String(describing: $1.key)] = String(describing: $1.value)
      }
      entry.continuation.resume(
        returning: .success(
          HTTPResponse(status: response.statusCode, headers: headers, body: entry.body)))
    } else {
      entry.continuation.resume(returning: .failure(.notHTTP))
    }
  }

  private func refuse(_ task: URLSessionTask) {
    pending.withLock {
      $0[task.taskIdentifier]?.failure = .tooLarge(limit: maximumBodySize)
    }
    task.cancel()
  }

  private static func translate(_ error: Error, host: String) -> HTTPFailure {
    switch (error as? URLError)?.code {
    case .cancelled: .cancelled
    case .timedOut: .timedOut
    default: .cannotConnect(host: host)
    }
  }
}
