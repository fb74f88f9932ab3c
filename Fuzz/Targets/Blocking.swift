import Dispatch
import Synchronization

/// Runs async code to its end from libFuzzer's synchronous callback: the calling thread waits
/// while the operation runs on the cooperative pool.
enum Blocking {
  private final class Slot<Value: Sendable>: Sendable {
    let operation: Mutex<(@Sendable () async -> Value)?>
    let value = Mutex<Value?>(nil)
    let filled = DispatchSemaphore(value: 0)

    init(_ operation: @escaping @Sendable () async -> Value) {
      self.operation = Mutex(operation)
    }
  }

  /// The result of `operation`, once it has finished and let go of all it held: libFuzzer
  /// looks for leaks as soon as the callback returns, and what a task still holds while it
  /// ends would be reported.
  static func run<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
    let slot = Slot(operation)
    Task {
      if let operation = slot.operation.withLock({ $0.take() }) {
        let result = await operation()
        slot.value.withLock { $0 = result }
      }
      slot.filled.signal()
    }
    slot.filled.wait()
    guard let result = slot.value.withLock({ $0.take() }) else {
      fatalError("the operation finished without a result")
    }
    return result
  }
}
