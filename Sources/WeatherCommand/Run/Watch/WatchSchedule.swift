/// When a watch asks again: on its interval after an answer, backing off after failures, each
/// wait with a few random seconds so that a thousand bars do not ask on the same second.
/// Every figure is in seconds of the watch's own time (`WatchTiming`).
struct WatchSchedule: Sendable, Equatable {
  /// How often the watch asks while answers come.
  let interval: Double

  /// The shortest `--interval`.
  static let minimumInterval = 60.0
  /// The wait after the first failure; it doubles with each failure after it.
  static let firstBackoff = 30.0
  /// The longest wait after failures.
  static let maximumBackoff = 900.0
  /// The most random seconds added to a wait.
  static let maximumJitter = 5.0
  /// The shortest time between two refreshes asked for with SIGUSR1.
  static let forcedGap = 60.0
  /// How long after a resume from sleep the watch asks, for the network to come back.
  static let resumeGrace = 5.0
  /// How far the wall clock may run ahead of the monotonic one before the watch takes it for
  /// a sleep (or a clock set forward) and asks at once.
  static let sleepThreshold = 30.0
  /// The longest wait without a look at the clocks, so that a sleep or a clock set is
  /// noticed within it (a wait's timeout stands still while the machine sleeps): a bar shows
  /// the weather asked for 20 s at most after the lid opens.
  static let clockCheck = 15.0

  /// The schedule of a watch: `--interval` when given, else the source's cadence, and never
  /// more often than `--max-age` lets an answer stand.
  init(interval given: Double?, cadence: Double, maxAge: Double) {
    interval = max(given ?? cadence, maxAge, Self.minimumInterval)
  }

  /// The wait before the next refresh after `failures` failures in a row (0 after an answer):
  /// the interval, or 30 s doubling up to 15 minutes; plus `random` (from 0 to 1) of the
  /// jitter.
  func delay(failures: Int, random: Double) -> Double {
    let jitter = min(max(random, 0), 1) * Self.maximumJitter
    guard failures > 0 else { return interval + jitter }
    let doubled = Self.firstBackoff * Double(1 << min(failures - 1, 10))
    return min(doubled, Self.maximumBackoff) + jitter
  }
}
