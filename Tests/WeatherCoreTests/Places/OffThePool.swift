import Dispatch

/// The value of `work`, computed on a Dispatch thread: a second of CPU in a debug build would
/// otherwise hold one of Swift Concurrency's few threads (one a core), and tests running beside
/// it with deadlines of their own would miss them.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    DispatchQueue.global().async { continuation.resume(returning: work()) }
  }
}
