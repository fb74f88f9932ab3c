import Foundation
import Synchronization
import Testing
import WeatherCore

/// A transport that answers from a closure and records the URLs it was asked for.
final class StubTransport: HTTPTransport {
  private let answer: @Sendable (URL) throws -> HTTPResponse
  private let asked = Mutex<[URL]>([])

  init(_ answer: @escaping @Sendable (URL) throws -> HTTPResponse) {
    self.answer = answer
  }

  /// Always answers `status` with `body`.
  convenience init(status: Int, body: String = "", headers: [String: String] = [:]) {
    self.init { _ in HTTPResponse(status: status, headers: headers, body: Data(body.utf8)) }
  }

  var urls: [URL] { asked.withLock { $0 } }

  func get(_ url: URL, timeout: TimeInterval) async throws -> HTTPResponse {
    asked.withLock { $0.append(url) }
    return try answer(url)
  }
}

/// The key every unit test uses; it must never show up in an error.
let testKeyText = "test-key-0123456789abcdef"

func testKey() throws -> APIKey {
  try #require(APIKey(testKeyText))
}

/// Clients over `transport`, aimed at an address nothing listens on.
func clients(_ transport: StubTransport) throws -> (GeocodingClient, WeatherClient) {
  let base = try Endpoint.baseURL(from: "http://127.0.0.1:9")
  let key = try testKey()
  return (
    GeocodingClient(baseURL: base, apiKey: key, transport: transport),
    WeatherClient(baseURL: base, apiKey: key, transport: transport)
  )
}
