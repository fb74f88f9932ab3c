import Foundation
import WeatherCore

/// The printer, for the rows a lookup streams while it runs (`PastRowStream`): a run streams
/// only for one location (`Options.streamsRows`), whose outcome the printer is handed after
/// its lookup, and so after every streamed part; the lock keeps the parts one at a time.
final class RowStreamer: @unchecked Sendable {
  private let printer: Printer
  private let lock = NSLock()

  init(_ printer: Printer) {
    self.printer = printer
  }

  /// Writes the rows of a streamed part of `query`'s period.
  func printRows(_ rows: Report, for query: Query) {
    lock.withLock { printer.printRows(rows, for: query) }
  }
}
