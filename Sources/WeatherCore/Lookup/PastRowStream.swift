import Foundation

/// Where a long period's older rows go as they are decoded, instead of into one answer: a
/// backfill of decades hour by hour keeps only a few requests' rows in memory at a time.
///
/// Set for a lookup (`PastRowStream.$sink.withValue`), a source of the past hands each of its
/// archive requests' rows, in order, to the sink as a report holding them (with the current
/// weather), and answers with the recent rows alone; the lookup keeps no such answer in the
/// cache.
package enum PastRowStream {
  /// The sink of the lookup running now; `nil` to collect every row into the answer.
  @TaskLocal package static var sink: (@Sendable (Report) async -> Void)?
  /// Where a source hands its rows, before the lookup makes them a report.
  @TaskLocal static var weatherSink: (@Sendable (Weather) async -> Void)?
}
