import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Lookups at once, results in order, one deadline for the run")
struct OrderedConcurrencyTests {
  @Test("results come in input order whatever order they finish in")
  func order() async {
    var seen: [Int] = []
    await forEachConcurrently(
      from: Self.source(0..<20), limit: 4, until: .now + .seconds(60)
    ) { item in
      try? await Task.sleep(for: .milliseconds((20 - item) % 5))
      return item * 10
    } inOrder: { item, output in
      #expect(output == item * 10)
      seen.append(item)
      return true
    }
    #expect(seen == Array(0..<20))
  }

  @Test("at the deadline every unfinished item is cancelled, and every item is still handled")
  func deadline() async {
    let cancelled = Locked(0)
    var handled = 0
    await forEachConcurrently(
      from: Self.source(0..<50), limit: 8, until: .now + .milliseconds(200)
    ) { item -> Bool in
      // The first five finish; the rest would wait an hour.
      if item < 5 { return true }
      do {
        try await Task.sleep(for: .seconds(3600))
        return true
      } catch {
        cancelled.withLock { $0 += 1 }
        return false
      }
    } inOrder: { item, finished in
      #expect(finished == (item < 5))
      handled += 1
      return true
    }
    // Items still to come are taken and handled too, each cancelled at once.
    #expect(handled == 50)
    #expect(cancelled.withLock { $0 } == 45)
  }

  @Test("finishing takes no turn: at a limit of 1, the next items start while one finishes")
  func finishTakesNoTurn() async {
    let finishing = Locked(0)
    var seen: [Int] = []
    await forEachConcurrently(
      from: Self.source(0..<3), limit: 1, until: .now + .seconds(60)
    ) { item in
      item
    } finish: { item, output in
      finishing.withLock { $0 += 1 }
      // The first waits for the others to be finishing too: were its turn held, none could
      // start, and it would give up after 10 s.
      for _ in 0..<1000 where item == 0 && finishing.withLock({ $0 }) < 3 {
        try? await Task.sleep(for: .milliseconds(10))
      }
      return item == 0 && finishing.withLock({ $0 }) < 3 ? -1 : output
    } inOrder: { item, output in
      #expect(output == item)
      seen.append(item)
      return true
    }
    #expect(seen == [0, 1, 2])
  }

  @Test("a handler that says stop ends the run at once")
  func stop() async {
    var handled = 0
    await forEachConcurrently(
      from: Self.source(0..<1000), limit: 4, until: .now + .seconds(60)
    ) { item in
      item
    } inOrder: { _, _ in
      handled += 1
      return handled < 3
    }
    #expect(handled == 3)
  }

  @Test("a source that waits holds nothing back, and the deadline ends the wait")
  func waitingSource() async {
    let first = Locked(true)
    var seen: [Int] = []
    await forEachConcurrently(
      from: {
        let isFirst = first.withLock { value in
          defer { value = false }
          return value
        }
        if isFirst { return 1 }
        try? await Task.sleep(for: .seconds(3600))
        return nil
      }, limit: 4, until: .now + .milliseconds(200)
    ) { item in
      item
    } inOrder: { item, _ in
      seen.append(item)
      return true
    }
    #expect(seen == [1])
  }

  /// A source that gives `items` one by one.
  static func source(_ items: Range<Int>) -> @Sendable () async -> Int? {
    let rest = Locked(items.makeIterator())
    return { rest.withLock { $0.next() } }
  }
}
