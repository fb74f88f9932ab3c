/// Marks every request of one source with that source's retry policy, for the
/// `RetryingTransport` under it: how `ProviderConfiguration` gives a source's weather, places,
/// air and alerts the policy its descriptor states.
package struct RetryPolicyMarking: HTTPTransport {
  private let base: any HTTPTransport
  private let policy: RetryPolicy

  /// Creates the transport.
  /// - Parameters:
  ///   - base: The transport that sends the marked requests.
  ///   - policy: The source's policy.
  package init(_ base: any HTTPTransport, policy: RetryPolicy) {
    self.base = base
    self.policy = policy
  }

  /// Sends `request` marked with the policy.
  /// - Throws: `HTTPFailure` when no complete answer came.
  package func send(_ request: HTTPRequest) async throws(HTTPFailure) -> HTTPResponse {
    var marked = request
    marked.retry = policy
    return try await base.send(marked)
  }
}
