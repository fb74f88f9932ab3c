import Foundation

/// A value shared between threads, behind a pthread mutex (`NSLock`).
///
/// In place of Synchronization's `Mutex`, whose contended waits on Linux go to the kernel (a
/// futex) where ThreadSanitizer cannot see them: under `Scripts/sanitize.sh thread` every
/// access that met a contended `Mutex` was reported as a race. A pthread mutex it understands.
// @unchecked: every access to `value` holds `lock`.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Holds `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held, and returns what it returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
