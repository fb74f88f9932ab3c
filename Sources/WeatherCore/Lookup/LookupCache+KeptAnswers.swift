import Foundation

/// An HTTP answer kept for a source that honours `Expires` (`ExpiresHonouringTransport`): its
/// body and the two header fields its terms turn on, verbatim.
package struct KeptAnswer: Sendable, Codable, Equatable {
  /// The `Expires` field as it came, if any.
  package let expires: String?
  /// The `Last-Modified` field as it came, if any: sent back verbatim as `If-Modified-Since`.
  package let lastModified: String?
  /// The body, as UTF-8 text.
  package let body: String

  /// Creates a kept answer.
  package init(expires: String?, lastModified: String?, body: String) {
    self.expires = expires
    self.lastModified = lastModified
    self.body = body
  }

  /// The answer as a 200 with its two fields, as the source would have had it.
  package var response: HTTPResponse {
    var headers = ["Content-Type": "application/json"]
    headers["Expires"] = expires
    headers["Last-Modified"] = lastModified
    return HTTPResponse(status: 200, headers: headers, body: Data(body.utf8))
  }
}

extension LookupCache {
  /// The answer kept for `url` (the whole URL is its key), and when it arrived.
  package func keptAnswer(for url: URL) -> (answer: KeptAnswer, receivedAt: Date)? {
    guard let entry: Entry<KeptAnswer> = read(folder: "answers", key: url.absoluteString)
    else { return nil }
    return (entry.value, entry.savedAt)
  }

  /// Keeps `answer` for `url`, as arrived at `receivedAt`.
  package func keep(_ answer: KeptAnswer, for url: URL, receivedAt: Date) {
    write(Entry(key: url.absoluteString, savedAt: receivedAt, value: answer), folder: "answers")
  }
}
