import Foundation
import Testing

@testable import WeatherCommand

@Suite("Standard input's lines")
struct StandardInputLinesTests {
  @Test("lines come in order, with their numbers; blank lines and comments are skipped")
  func order() async {
    let lines = StandardInputLines(descriptor: RunnerTests.pipe("Seoul\n\n# note\n  Busan \n"))
    #expect(await lines.next() == .text("Seoul", number: 1))
    #expect(await lines.next() == .text("Busan", number: 4))
    #expect(await lines.next() == nil)
  }

  @Test("a byte-order mark at the start is skipped, as Notepad and Excel save lists")
  func byteOrderMark() async {
    let lines = StandardInputLines(descriptor: RunnerTests.pipe("\u{FEFF}Seoul\r\nBusan\r\n"))
    #expect(await lines.next() == .text("Seoul", number: 1))
    #expect(await lines.next() == .text("Busan", number: 2))
    #expect(await lines.next() == nil)
  }

  // The reading thread waits for room when `capacity` lines wait, and is woken when half
  // of them are taken: every line still comes, in order.
  @Test("many more lines than the reader holds all come, in order")
  func moreThanCapacity() async {
    let text = (1...1000).map { "City\($0)\n" }.joined()
    let lines = StandardInputLines(descriptor: RunnerTests.pipe(text), capacity: 3)
    for number in 1...1000 {
      #expect(await lines.next() == .text("City\(number)", number: number))
    }
    #expect(await lines.next() == nil)
  }

  // A run cut off by its deadline leaves lines untaken. libdispatch traps when a semaphore is
  // freed with less room than it started with, which took the whole process down here.
  @Test("a reader freed with lines still waiting ends quietly")
  func freedWithLinesWaiting() async throws {
    var lines: StandardInputLines? = StandardInputLines(
      descriptor: RunnerTests.pipe("Seoul\nBusan\nDaegu\n"), capacity: 8)
    #expect(await lines?.next() == .text("Seoul", number: 1))
    weak let freed = lines
    lines = nil
    // The reading thread holds the reader until it has read to the end, then lets it go.
    for _ in 0..<200 where freed != nil { try await Task.sleep(for: .milliseconds(10)) }
    #expect(freed == nil)
  }
}
