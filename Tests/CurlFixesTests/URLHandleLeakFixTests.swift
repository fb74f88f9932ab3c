import CurlFixes
import Foundation
import TestSupport
import Testing
import WeatherCore

/// FoundationNetworking in Swift 6.3 frees the URL handle it parses every request's address
/// with by `curl_free` instead of `curl_url_cleanup`, leaking about 120 bytes a request; the
/// fix in `Sources/CurlFixes/URLHandleLeakFix.c` releases it. Other suites make requests at
/// the same time, so a few handles may be open in passing, never one per request.
@Suite("URLSession transport releases what it allocates per request")
struct URLHandleLeakFixTests {
  @Test("every URL handle FoundationNetworking makes is released")
  func urlHandlesReleased() async throws {
    let server = try TestHTTPServer()
    server.route("/data/2.5/weather", try .fixture("owm-current-london-drizzle"))
    let transport = URLSessionTransport(maximumBodySize: 64 * 1024, requestTimeout: 5)
    let requests = 100
    let (madeBefore, before) = (weather_curl_url_handles_made(), weather_curl_url_handles_open())
    for index in 0..<requests {
      let url = try #require(URL(string: "\(server.baseURL)/data/2.5/weather?q=\(index)"))
      _ = try await transport.get(url)
    }
    let (made, after) = (weather_curl_url_handles_made(), weather_curl_url_handles_open())
    #expect(server.requestCount("/data/2.5/weather") == requests)
    #expect(made - madeBefore >= requests, "the fix saw \(made - madeBefore) of them")
    #expect(after - before < 10, "\(after - before) URL handles left open by \(requests) requests")
  }
}
