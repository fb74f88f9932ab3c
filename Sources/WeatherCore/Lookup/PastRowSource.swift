import Foundation

/// A source of the past that can hand a long period's older rows on as they are decoded,
/// instead of into one answer: a backfill of decades hour by hour keeps only a few requests'
/// rows in memory at a time (`WeatherLookup.rowSink`).
package protocol PastRowSource: WeatherSource {
  /// The answer for `query`, whose period's archive rows go to `rows`, in order, each part
  /// with the current weather, before it returns with the recent rows alone.
  func weather(_ query: WeatherQuery, rows: @escaping @Sendable (Weather) async -> Void)
    async throws(WeatherError) -> Weather
}
