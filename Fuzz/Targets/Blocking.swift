import Dispatch
import Synchronization

/// Runs async code to its end from libFuzzer's synchronous callback: the calling thread waits
/// while the operation runs on the cooperative pool.
enum Blocking {
  private final class Slot<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
    let filled = DispatchSemaphore(value: 0)
  }

  /// The result of `operation`, once it has finished.
  static func run<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
    let slot = Slot<Value>()
    Task {
      let result = await operation()
      slot.value.withLock { $0 = result }
      slot.filled.signal()
    }
    slot.filled.wait()
    guard let result = slot.value.withLock({ $0 }) else {
      fatalError("the operation finished without a result")
    }
    return result
  }
}
