import Foundation

/// Keeps the caching terms of a source that asks for them (MET Norway's): no request for a
/// URL before the `Expires` of its last answer, which is answered again from the store
/// instead; after it, a conditional request with `If-Modified-Since` set verbatim to that
/// answer's `Last-Modified`, and a 304 answered from the store. A descriptor's
/// `honoursExpires` puts it in front of its source's transport, so every request of that
/// source keeps the terms, whatever the lookup's own cache options say.
///
/// An `Expires` that is not an HTTP date, or is not later than the answer's arrival, promises
/// nothing; one more than `longestWait` after the arrival is cut to it. A 304 to a request
/// that set no condition is asked again without one. A 203 (a deprecated or beta product) is
/// kept without its `Last-Modified`: such products answer no conditional request.
package struct ExpiresHonouringTransport: HTTPTransport {
  private let base: any HTTPTransport
  private let store: LookupCache
  private let now: @Sendable () -> Date

  /// The longest an answer's `Expires` holds, counted from its arrival: one hour.
  package static let longestWait: TimeInterval = 3600

  /// Creates the transport.
  /// - Parameters:
  ///   - base: The transport that sends the requests.
  ///   - store: Where answers are kept between runs.
  ///   - now: The clock promises are read on.
  package init(
    _ base: any HTTPTransport, store: LookupCache, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.base = base
    self.store = store
    self.now = now
  }

  /// Answers `request` from the store while its promise holds, else asks as described above.
  /// - Throws: `HTTPFailure` when no complete answer came.
  package func send(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
    let time = now()
    let kept = store.keptAnswer(for: request.url)
    if let kept, let until = Self.promise(of: kept.answer, receivedAt: kept.receivedAt),
      time >= kept.receivedAt, time < until
    {
      return kept.answer.response
    }
    var conditional = request
    conditional.headers["If-Modified-Since"] = kept?.answer.lastModified
    let response = try await base.send(conditional)
    if response.status == 304 {
      guard let kept, conditional.headers["If-Modified-Since"] != nil else {
        return try await keeping(base.send(request), for: request.url)
      }
      let renewed = KeptAnswer(
        expires: response.headers["expires"],
        lastModified: response.headers["last-modified"] ?? kept.answer.lastModified,
        body: kept.answer.body)
      store.keep(renewed, for: request.url, receivedAt: now())
      return renewed.response
    }
    return keeping(response, for: request.url)
  }

  /// Keeps a 200 or 203 that says something of its freshness; returns `response` as it is.
  private func keeping(_ response: HTTPResponse, for url: URL) -> HTTPResponse {
    guard response.status == 200 || response.status == 203,
      response.headers["expires"] != nil || response.headers["last-modified"] != nil,
      let body = String(data: response.body, encoding: .utf8)
    else { return response }
    store.keep(
      KeptAnswer(
        expires: response.headers["expires"],
        lastModified: response.status == 203 ? nil : response.headers["last-modified"],
        body: body),
      for: url, receivedAt: now())
    return response
  }

  /// Until when `answer` may be used without a request; `nil` when it promised nothing.
  static func promise(of answer: KeptAnswer, receivedAt: Date) -> Date? {
    guard let expires = answer.expires.flatMap(Freshness.date), expires > receivedAt else {
      return nil
    }
    return min(expires, receivedAt.addingTimeInterval(longestWait))
  }
}
