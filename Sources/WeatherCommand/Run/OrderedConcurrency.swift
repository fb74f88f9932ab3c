import WeatherCore

/// Runs `operation` on every item `next` gives, at most `limit` at once, then `finish` on its
/// output outside that limit, and hands each result to `handle` in the items' order as soon
/// as it and all before it are done. (A lookup's weather takes a turn; its extras, finished
/// on their own budget, take none.)
///
/// Items are taken only when there is room: no item starts more than `4 × limit` places ahead
/// of the next one to be handled, so memory stays flat however many items come, and a source
/// that waits (standard input) holds back nothing already running.
///
/// At `deadline` (if there is one), when `stop` (if given) returns `true`, or when `handle`
/// returns `false`, everything still running or waiting to be taken is cancelled; operations and
/// `next` end promptly when cancelled, so this returns soon after, with no work left behind:
/// every started item handled, but for those that end after `stop` or a `false`.
func forEachConcurrently<Item: Sendable, Output: Sendable>(
  from next: @escaping @Sendable () async -> Item?, limit: Int,
  until deadline: ContinuousClock.Instant?, clock: any RunClock = SystemClock(),
  stop: (@Sendable () async -> Bool)? = nil,
  operation: @escaping @Sendable (Item) async -> Output,
  finish: @escaping @Sendable (Item, Output) async -> Output = { $1 },
  inOrder handle: (Item, Output) -> Bool
) async {
  let limit = max(limit, 1)
  let window = limit * 4
  await withTaskGroup(of: ConcurrencyEvent<Item, Output>.self) { group in
    // The run's one timer: when it ends, the group is cancelled.
    if let deadline {
      group.addTask {
        try? await clock.sleep(until: deadline)
        return .deadline
      }
    }
    // Whatever stops the run from outside (a signal): then nothing more is handled. It
    // returns `false` when cancelled (at the deadline, or once every item is handled).
    if let stop {
      group.addTask { .stop(requested: await stop()) }
    }
    var (reading, exhausted, stopped) = (false, false, false)
    var (started, running, handled) = (0, 0, 0)
    var finished: [Int: (Item, Output)] = [:]
    func readIfRoom() {
      guard !reading, !exhausted, !stopped, running < limit, started < handled + window else {
        return
      }
      reading = true
      group.addTask { .item(await next()) }
    }
    readIfRoom()
    while let event = await group.next() {
      switch event {
      case .deadline:
        group.cancelAll()
      case .stop(requested: false):
        break
      case .stop(requested: true):
        stopped = true
        group.cancelAll()
      case .item(nil):
        (reading, exhausted) = (false, true)
      case .item(let item?):
        reading = false
        let index = started
        (started, running) = (started + 1, running + 1)
        group.addTask { .operated(index, item, await operation(item)) }
      case .operated(let index, let item, let output):
        running -= 1
        group.addTask { .output(index, item, await finish(item, output)) }
      case .output(let index, let item, let output):
        finished[index] = (item, output)
        while let (item, output) = finished.removeValue(forKey: handled) {
          handled += 1
          if !stopped, !handle(item, output) {
            stopped = true
            group.cancelAll()
          }
        }
      }
      readIfRoom()
      if exhausted, !reading, handled == started { group.cancelAll() }
    }
  }
}

/// What a child of `forEachConcurrently` reports.
private enum ConcurrencyEvent<Item: Sendable, Output: Sendable>: Sendable {
  /// The next item, or `nil` when there are no more.
  case item(Item?)
  /// An item's operation ended (its turn is free), with the item and its place in the order.
  case operated(Int, Item, Output)
  /// An item's output, finished, with the item and its place in the order.
  case output(Int, Item, Output)
  /// The timer ended: the deadline came, or the run is over.
  case deadline
  /// `stop` returned: `true` when the run is stopped from outside.
  case stop(requested: Bool)
}
