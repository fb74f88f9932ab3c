/// How a period's rows are asked for. Days more than `recentDays` before today (UTC) come from
/// the archive, which lags up to five days behind (ERA5), in chunks whose answers fit the
/// 1 MiB body cap; the recent days, today and the days ahead from the forecast with
/// `past_days`, one request that brings the current weather too. The two parts meet at one
/// day, so the series has neither a gap nor a duplicate; the forecast's part starts a day
/// early and ends a day late, so a place a day ahead of or behind UTC is still covered, and
/// its rows outside the part are dropped.
struct OpenMeteoPastPlan: Sendable, Equatable {
  /// Days before today that come from the forecast rather than the archive.
  static let recentDays = 7
  /// Days in one archive request with hourly rows: a quarter, about 70 bytes an hour, 0.15 MB
  /// (a year would fit the cap, 0.6 MB, but a backfill holds a few answers decoded at once:
  /// a quarter's keep it within a few MiB).
  static let hourlyChunkDays = 92
  /// Days in one archive request of daily rows only: about 60 bytes a day, 0.2 MB in ten years.
  static let dailyChunkDays = 3653

  /// The archive's requests, in order.
  let archive: [DayPeriod]
  /// The days the forecast answers, if any.
  let recent: DayPeriod?
  /// `past_days` of the forecast request.
  let pastDays: Int
  /// `forecast_days` of the forecast request.
  let forecastDays: Int

  /// The plan for `period` when today (UTC) is `today`.
  init(_ period: DayPeriod, today: Int, hourly: Bool) {
    let boundary = today - Self.recentDays
    let chunk = hourly ? Self.hourlyChunkDays : Self.dailyChunkDays
    var archive: [DayPeriod] = []
    var start = period.first
    while start < boundary, start <= period.last {
      let end = min(start + chunk - 1, boundary - 1, period.last)
      if let part = DayPeriod(first: start, last: end) { archive.append(part) }
      start = end + 1
    }
    self.archive = archive
    recent = DayPeriod(first: max(period.first, boundary), last: period.last)
    pastDays = recent.map { max(0, today - $0.first + 1) } ?? 0
    forecastDays = recent.map { max(1, $0.last - today + 2) } ?? 1
  }

  /// Where the rows come from, as JSON's `period.source` says it.
  var source: String {
    switch (archive.isEmpty, recent == nil) {
    case (false, true): "archive"
    case (true, false): "forecast"
    default: "archive+forecast"
    }
  }
}
