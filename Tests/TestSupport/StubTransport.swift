import Foundation
import WeatherCore

/// A transport that answers from a closure and records the requests it was asked for, for
/// tests that run everything above the network in process.
package final class StubTransport: HTTPTransport {
  private let answer: @Sendable (URL) throws(HTTPFailure) -> HTTPResponse
  private let asked = Locked<[HTTPRequest]>([])

  /// Answers from `answer`, which may throw a transport failure.
  package init(_ answer: @escaping @Sendable (URL) throws(HTTPFailure) -> HTTPResponse) {
    self.answer = answer
  }

  /// Always answers `status` with `body`.
  package convenience init(status: Int, body: String = "", headers: [String: String] = [:]) {
    self.init { _ in HTTPResponse(status: status, headers: headers, body: Data(body.utf8)) }
  }

  /// Always answers 200 with this fixture.
  package convenience init(fixture: String) throws {
    let body = try Fixtures.data(fixture)
    self.init { _ in HTTPResponse(status: 200, body: body) }
  }

  /// Answers each path with 200 and its fixture, and any other path with 404.
  package convenience init(fixtures: [String: String]) throws {
    let bodies = try fixtures.mapValues { try Fixtures.data($0) }
    self.init { url in
      bodies[url.path].map { HTTPResponse(status: 200, body: $0) } ?? HTTPResponse(status: 404)
    }
  }

  /// Every URL asked for, in order.
  package var urls: [URL] { requests.map(\.url) }

  /// Every request, in order.
  package var requests: [HTTPRequest] { asked.withLock { $0 } }

  /// Records `request` and answers its URL.
  package func send(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
    asked.withLock { $0.append(request) }
    return try answer(request.url)
  }
}
