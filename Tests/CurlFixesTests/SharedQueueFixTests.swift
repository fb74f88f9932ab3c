import CurlFixes
import Dispatch
import Foundation
import TestSupport
import Testing
import WeatherCore

/// FoundationNetworking's shared queue, and only it, is moved off libdispatch's overcommit
/// pool (SharedQueueFix.c). The thread count this keeps flat is checked end to end, through
/// the binary ("a long batch at --parallel 64 starts no threads past the first few").
@Suite("URLSession's shared queue runs on the default pool")
struct SharedQueueFixTests {
  @Test(
    "FoundationNetworking's shared queue is moved, once, and requests go through",
    .enabled(if: weather_url_session_queue_can_move() != 0, "one CPU: the queue stays"))
  func sharedQueueMoved() async throws {
    let server = try TestHTTPServer()
    server.route("/data/2.5/weather", try .fixture("owm-current-london-drizzle"))
    let transport = URLSessionTransport(maximumBodySize: 64 * 1024, requestTimeout: 5)
    for index in 0..<20 {
      let url = try #require(URL(string: "\(server.baseURL)/data/2.5/weather?q=\(index)"))
      _ = try await transport.get(url)
    }
    #expect(server.requestCount() == 20)
    #expect(weather_url_session_queues_moved() == 1)
  }

  @Test("other queues keep the target they are given, or the default one")
  func otherQueuesUntouched() {
    // A session makes FoundationNetworking's own queue first, if no other test has yet.
    _ = URLSessionTransport(maximumBodySize: 1024, requestTimeout: 5)
    let before = weather_url_session_queues_moved()
    let queues = [
      DispatchQueue(label: "weather.tests.serial"),
      DispatchQueue(label: "org.swift.URLSession.SharedQueue", target: .global(qos: .utility)),
    ]
    #expect(weather_url_session_queues_moved() == before)
    #expect(queues.map { $0.sync { 1 } } == [1, 1])
  }
}
