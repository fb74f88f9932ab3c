import Synchronization
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Lookups at once, results in order, one deadline for the run")
struct OrderedConcurrencyTests {
  @Test("results come in input order whatever order they finish in")
  func order() async {
    var seen: [Int] = []
    await forEachConcurrently(
      Array(0..<20), limit: 4, until: .now + .seconds(60)
    ) { item in
      try? await Task.sleep(for: .milliseconds((20 - item) % 5))
      return item * 10
    } inOrder: { index, output in
      #expect(output == index * 10)
      seen.append(index)
    }
    #expect(seen == Array(0..<20))
  }

  @Test("at the deadline every unfinished item is cancelled, and every item is still handled")
  func deadline() async {
    let cancelled = Mutex(0)
    var handled = 0
    await forEachConcurrently(
      Array(0..<50), limit: 8, until: .now + .milliseconds(200)
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
    } inOrder: { index, finished in
      #expect(finished == (index < 5))
      handled += 1
    }
    #expect(handled == 50)
    #expect(cancelled.withLock { $0 } == 45)
  }
}
