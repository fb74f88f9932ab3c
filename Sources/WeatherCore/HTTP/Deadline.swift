import Synchronization

/// Runs `operation`, failing with a timeout if it has not finished by `deadline`.
///
/// At the deadline the operation is cancelled and this returns at once, without waiting for
/// the operation to wind down: a request stuck inside the URL loading system, or one that
/// trickles its body a few bytes a second, cannot hold the caller past the deadline.
/// - Parameters:
///   - deadline: When to give up.
///   - operation: The work.
/// - Returns: The operation's result.
/// - Throws: `.temporarilyUnavailable(.timedOut)` at the deadline, `.cancelled` when the
///   caller is cancelled, or what the operation throws.
package func withDeadline<Value: Sendable>(
  _ deadline: ContinuousClock.Instant,
  operation: @escaping @Sendable () async throws(WeatherError) -> Value
) async throws(WeatherError) -> Value {
  let outcome = FirstOutcome<Value>()
  let work = Task {
    do throws(WeatherError) {
      outcome.finish(.success(try await operation()))
    } catch {
      outcome.finish(.failure(error))
    }
  }
  let timer = Task {
    try await Task.sleep(until: deadline, clock: .continuous)
    outcome.finish(.failure(.temporarilyUnavailable(.timedOut)))
  }
  defer {
    work.cancel()
    timer.cancel()
  }
  return try await withTaskCancellationHandler {
    await outcome.value()
  } onCancel: {
    outcome.finish(.failure(.cancelled))
  }.get()
}

/// The first result offered, handed to the one waiter; later offers are dropped.
private final class FirstOutcome<Value: Sendable>: Sendable {
  private enum State {
    case waiting(CheckedContinuation<Result<Value, WeatherError>, Never>?)
    case done(Result<Value, WeatherError>)
  }

  private let state = Mutex(State.waiting(nil))

  func finish(_ result: Result<Value, WeatherError>) {
    let waiter = state.withLock {
      state -> CheckedContinuation<Result<Value, WeatherError>, Never>? in
      guard case .waiting(let waiter) = state else { return nil }
      state = .done(result)
      return waiter
    }
    waiter?.resume(returning: result)
  }

  func value() async -> Result<Value, WeatherError> {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Result<Value, WeatherError>? in
        switch state {
        case .waiting: state = .waiting(continuation); return nil
        case .done(let result): return result
        }
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
