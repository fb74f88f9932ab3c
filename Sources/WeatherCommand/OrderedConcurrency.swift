import WeatherCore

/// Runs `operation` on every item with at most `limit` at once, and hands each result to
/// `handle` in the items' order as soon as it and all before it are done.
///
/// No item starts more than `4 × limit` places ahead of the next one to be handled, so a
/// slow item holds back a bounded number of finished results, however long the list.
///
/// At `deadline` every operation still running, and every one started after, is cancelled;
/// operations end promptly when cancelled, so this returns soon after the deadline, with every
/// item handled and no work left behind.
func forEachConcurrently<Item: Sendable, Output: Sendable>(
  _ items: [Item], limit: Int, until deadline: ContinuousClock.Instant,
  clock: any RunClock = SystemClock(),
  operation: @escaping @Sendable (Item) async -> Output,
  inOrder handle: (Int, Output) -> Void
) async {
  let limit = max(limit, 1)
  let window = limit * 4
  await withTaskGroup(of: (Int, Output)?.self) { group in
    // The run's one timer: when it ends, the group is cancelled.
    group.addTask {
      try? await clock.sleep(until: deadline)
      return nil
    }
    var next = 0
    var running = 0
    var handled = 0
    var finished: [Int: Output] = [:]
    func startWhileRoom() {
      while running < limit, next < items.count, next < handled + window {
        let index = next
        let item = items[index]
        group.addTask { (index, await operation(item)) }
        next += 1
        running += 1
      }
    }
    startWhileRoom()
    if items.isEmpty { group.cancelAll() }
    while let result = await group.next() {
      guard let (index, output) = result else {
        group.cancelAll()
        continue
      }
      running -= 1
      finished[index] = output
      while let ready = finished.removeValue(forKey: handled) {
        handle(handled, ready)
        handled += 1
      }
      startWhileRoom()
      if handled == items.count { group.cancelAll() }
    }
  }
}
