/// Runs `operation` on every item with at most `limit` at once, and hands each result to
/// `handle` in the items' order as soon as it and all before it are done.
func forEachConcurrently<Item: Sendable, Output: Sendable>(
  _ items: [Item], limit: Int,
  operation: @escaping @Sendable (Item) async -> Output,
  inOrder handle: (Int, Output) -> Void
) async {
  await withTaskGroup(of: (Int, Output).self) { group in
    var next = 0
    var waiting: [Int: Output] = [:]
    var printed = 0
    func start() {
      guard next < items.count else { return }
      let index = next
      let item = items[index]
      group.addTask { (index, await operation(item)) }
      next += 1
    }
    for _ in 0..<max(limit, 1) { start() }
    while let (index, output) = await group.next() {
      waiting[index] = output
      while let ready = waiting.removeValue(forKey: printed) {
        handle(printed, ready)
        printed += 1
      }
      start()
    }
  }
}
