import Foundation

/// A value behind a pthread mutex (`NSLock`), for the test server's threads, which contend for
/// it all the time. Synchronization's `Mutex` on Linux has a contended thread wait in the
/// kernel (a futex), which ThreadSanitizer cannot see, so it reports every contended access as
/// a race (`Scripts/sanitize.sh thread`); a pthread mutex it understands.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value, the lock held.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
