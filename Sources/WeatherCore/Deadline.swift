/// Runs `operation`, throwing `WeatherError.timedOut` if it has not finished by `deadline`.
///
/// The operation is cancelled at the deadline, so a request that stalls, or trickles its
/// body a few bytes a second, cannot hold the caller past it.
/// - Parameters:
///   - deadline: When to give up.
///   - operation: The work.
/// - Returns: The operation's result.
/// - Throws: `WeatherError.timedOut`, or what the operation throws.
public func withDeadline<Value: Sendable>(
  _ deadline: ContinuousClock.Instant,
  operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  try await withThrowingTaskGroup(of: Value.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await Task.sleep(until: deadline, clock: .continuous)
      throw WeatherError.timedOut
    }
    defer { group.cancelAll() }
    guard let first = try await group.next() else { throw WeatherError.timedOut }
    return first
  }
}
