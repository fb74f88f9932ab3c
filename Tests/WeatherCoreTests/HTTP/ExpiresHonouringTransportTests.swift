import Foundation
import Synchronization
import Testing
import WeatherCore

/// A clock that moves only when told to.
final class SettableClock: Sendable {
  private let time: Mutex<Date>
  init(_ start: Date) { time = Mutex(start) }
  var now: Date { time.withLock { $0 } }
  func set(_ date: Date) { time.withLock { $0 = date } }
}

/// A transport that answers from a list in order (the last repeats) and records what it was
/// asked, headers included.
final class ScriptedTransport: HTTPTransport {
  private let answers: [HTTPResponse]
  private let asked = Mutex<[HTTPRequest]>([])

  init(_ answers: HTTPResponse...) { self.answers = answers }

  var requests: [HTTPRequest] { asked.withLock { $0 } }

  func send(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
    let index = asked.withLock {
      $0.append(request)
      return $0.count - 1
    }
    return answers[min(index, answers.count - 1)]
  }
}

@Suite("Expires, If-Modified-Since and 304: the core keeps a source's caching terms")
struct ExpiresHonouringTransportTests {
  let start = Date(timeIntervalSince1970: 1_795_705_200)  // Thu, 26 Nov 2026 15:00:00 GMT
  let clock: SettableClock
  let store = LookupCache(
    directory: FileManager.default.temporaryDirectory
      .appendingPathComponent("expires-\(UUID().uuidString)"))
  let url = URL(string: "http://127.0.0.1:9/weatherapi/locationforecast/2.0/complete?lat=1&lon=2")

  init() { clock = SettableClock(start) }

  func transport(_ base: ScriptedTransport) -> ExpiresHonouringTransport {
    ExpiresHonouringTransport(base, store: store) { [clock] in clock.now }
  }

  func at(_ seconds: TimeInterval) { clock.set(start.addingTimeInterval(seconds)) }

  func http(_ seconds: TimeInterval) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: start.addingTimeInterval(seconds))
  }

  func answer(_ status: Int = 200, expires: String?, modified: String? = nil, body: String = "{}")
    -> HTTPResponse
  {
    var headers: [String: String] = [:]
    headers["Expires"] = expires
    headers["Last-Modified"] = modified
    return HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
  }

  func send(_ transport: ExpiresHonouringTransport) async throws -> HTTPResponse {
    try await transport.send(HTTPRequest(try #require(url)))
  }

  @Test("No request before Expires: the kept answer instead; after it, If-Modified-Since")
  func noRequestBeforeExpires() async throws {
    let base = ScriptedTransport(
      answer(expires: http(1800), modified: "Thu, 26 Nov 2026 14:13:49 GMT", body: #"{"a":1}"#),
      answer(304, expires: http(4000)))
    let transport = transport(base)
    _ = try await send(transport)
    at(1799)
    let kept = try await send(transport)
    #expect(base.requests.count == 1, "no request before Expires")
    #expect(kept.status == 200 && kept.body == Data(#"{"a":1}"#.utf8))
    at(1800)
    let renewed = try await send(transport)
    #expect(base.requests.count == 2)
    #expect(
      base.requests[1].headers["If-Modified-Since"] == "Thu, 26 Nov 2026 14:13:49 GMT",
      "the Last-Modified it gave, verbatim")
    #expect(base.requests[0].headers["If-Modified-Since"] == nil)
    #expect(renewed.status == 200 && renewed.body == Data(#"{"a":1}"#.utf8), "a 304 from the store")
    at(3000)
    _ = try await send(transport)
    #expect(base.requests.count == 2, "the 304's Expires holds as the first did")
  }

  @Test("An Expires ten years ahead holds one hour (longestWait), then a request goes")
  func absurdExpiresIsCapped() async throws {
    let base = ScriptedTransport(answer(expires: http(10 * 365 * 86_400)))
    let transport = transport(base)
    _ = try await send(transport)
    at(3599)
    _ = try await send(transport)
    #expect(base.requests.count == 1)
    at(3600)
    _ = try await send(transport)
    #expect(base.requests.count == 2)
    #expect(ExpiresHonouringTransport.longestWait == 3600)
  }

  @Test(
    "An Expires in the past, unparsable or missing promises nothing: the next lookup asks",
    arguments: [
      "Thu, 26 Nov 2026 14:00:00 GMT", "tomorrow-ish", "Thu, 26 Nov 2026 15:00:00 GMT", "",
    ])
  func noPromise(expires: String) async throws {
    let base = ScriptedTransport(answer(expires: expires.isEmpty ? nil : expires, modified: nil))
    let transport = transport(base)
    _ = try await send(transport)
    at(1)
    _ = try await send(transport)
    #expect(base.requests.count == 2)
    #expect(base.requests[1].headers["If-Modified-Since"] == nil, "no Last-Modified: no condition")
  }

  @Test("A 304 when nothing is kept: asked again without the condition, its answer used")
  func unaskedNotModified() async throws {
    let base = ScriptedTransport(
      answer(304, expires: nil), answer(expires: http(600), body: #"{"b":2}"#))
    let response = try await send(transport(base))
    #expect(base.requests.count == 2)
    #expect(base.requests.allSatisfy { $0.headers["If-Modified-Since"] == nil })
    #expect(response.status == 200 && response.body == Data(#"{"b":2}"#.utf8))
  }

  @Test("A second unasked 304 is passed on as it is (an unexpected status), never looped")
  func repeatedNotModified() async throws {
    let base = ScriptedTransport(answer(304, expires: nil))
    let response = try await send(transport(base))
    #expect(base.requests.count == 2)
    #expect(response.status == 304)
  }

  @Test("A 203 is used and kept until Expires, but never asked about with If-Modified-Since")
  func nonAuthoritative() async throws {
    let base = ScriptedTransport(
      answer(203, expires: http(60), modified: "Thu, 26 Nov 2026 14:13:49 GMT"))
    let transport = transport(base)
    let first = try await send(transport)
    #expect(first.status == 203 && first.freshness.nonAuthoritative)
    at(30)
    _ = try await send(transport)
    #expect(base.requests.count == 1)
    at(61)
    _ = try await send(transport)
    #expect(base.requests.count == 2)
    #expect(base.requests[1].headers["If-Modified-Since"] == nil)
  }

  @Test("A failure (429, 5xx) is passed on and kept nowhere", arguments: [429, 500, 503])
  func failuresAreNotKept(status: Int) async throws {
    let base = ScriptedTransport(answer(status, expires: http(600)))
    let transport = transport(base)
    #expect(try await send(transport).status == status)
    _ = try await send(transport)
    #expect(base.requests.count == 2)
  }
}
