import Foundation
import WeatherCore

/// The printer, for the rows a lookup streams while it runs (`WeatherLookup.rowSink`): a run
/// streams only for one location (`Options.streamsRows`), whose outcome the printer is handed
/// after its lookup, and so after every streamed part; the lock keeps the parts one at a time.
final class RowStreamer: @unchecked Sendable {
  private let printer: Printer
  private let lock = NSLock()
  /// The location whose rows stream.
  private var query: Query?

  init(_ printer: Printer) {
    self.printer = printer
  }

  /// Streams the rows of `query` from now on.
  func use(_ query: Query) {
    lock.withLock { self.query = query }
  }

  /// Writes the rows of a streamed part of the location's period.
  func printRows(_ rows: Report) {
    lock.withLock {
      if let query { printer.printRows(rows, for: query) }
    }
  }
}
