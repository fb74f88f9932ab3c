import Synchronization

/// Runs `operation`, throwing `WeatherError.timedOut` if it has not finished by `deadline`.
///
/// At the deadline the operation is cancelled and this returns at once, without waiting for
/// the operation to wind down: a request stuck inside the URL loading system, or one that
/// trickles its body a few bytes a second, cannot hold the caller past the deadline.
/// - Parameters:
///   - deadline: When to give up.
///   - operation: The work.
/// - Returns: The operation's result.
/// - Throws: `WeatherError.timedOut`, what the operation throws, or `CancellationError`.
public func withDeadline<Value: Sendable>(
  _ deadline: ContinuousClock.Instant,
  operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  let outcome = FirstOutcome<Value>()
  let work = Task {
    do {
      outcome.finish(.success(try await operation()))
    } catch {
      outcome.finish(.failure(error))
    }
  }
  let timer = Task {
    try await Task.sleep(until: deadline, clock: .continuous)
    outcome.finish(.failure(WeatherError.timedOut))
  }
  defer {
    work.cancel()
    timer.cancel()
  }
  return try await withTaskCancellationHandler {
    try await outcome.value()
  } onCancel: {
    outcome.finish(.failure(CancellationError()))
  }
}

/// The first result offered, handed to the one waiter; later offers are dropped.
private final class FirstOutcome<Value: Sendable>: Sendable {
  private enum State {
    case waiting(CheckedContinuation<Value, any Error>?)
    case done(Result<Value, any Error>)
  }

  private let state = Mutex(State.waiting(nil))

  func finish(_ result: Result<Value, any Error>) {
    let waiter = state.withLock { state -> CheckedContinuation<Value, any Error>? in
      guard case .waiting(let waiter) = state else { return nil }
      state = .done(result)
      return waiter
    }
    waiter?.resume(with: result)
  }

  func value() async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      let ready = state.withLock { state -> Result<Value, any Error>? in
        switch state {
        case .waiting: state = .waiting(continuation); return nil
        case .done(let result): return result
        }
      }
      if let ready { continuation.resume(with: ready) }
    }
  }
}
