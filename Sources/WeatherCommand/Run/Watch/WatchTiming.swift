import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The watch's clock: its waits in real seconds, or shorter when a test asks through
/// `WEATHER_TEST_WATCH_TIME_SCALE` (a factor between 0 and 1), so that an hour of refreshes
/// takes a minute. The variable is for tests only: when it is in force, the watch says so on
/// stderr as it starts.
struct WatchTiming: Sendable {
  /// The test-only variable.
  static let testScaleVariable = "WEATHER_TEST_WATCH_TIME_SCALE"

  /// Real seconds per second of the watch's time: 1 unless a test shortens it.
  let scale: Double

  /// The timing `environment` asks for: real time unless the test variable holds a factor
  /// above 0 and below 1.
  init(environment: [String: String]) {
    let asked = environment[Self.testScaleVariable].flatMap(Double.init) ?? 1
    scale = asked > 0 && asked < 1 ? asked : 1
  }

  /// The line said on stderr when a test's scale is in force.
  var notice: String? {
    scale < 1 ? "weather: --watch runs \(1 / scale) times faster (\(Self.testScaleVariable))" : nil
  }

  /// `seconds` of the watch's time, in real time.
  func real(_ seconds: Double) -> Duration {
    .milliseconds(Int64((seconds * scale * 1000).rounded()))
  }
}

/// The three clocks a watch compares: the monotonic one (stops while the machine sleeps),
/// the boot clock (runs on through a sleep) and the wall clock (which a person or NTP sets).
struct WatchClocks: Sendable {
  let monotonic: Duration
  let boot: Duration
  let wall: Duration

  /// The clocks now.
  static var now: WatchClocks {
    WatchClocks(
      monotonic: reading(CLOCK_MONOTONIC), boot: reading(CLOCK_BOOTTIME),
      wall: reading(CLOCK_REALTIME))
  }

  private static func reading(_ clock: clockid_t) -> Duration {
    var time = timespec()
    clock_gettime(clock, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }

  /// Whether the machine slept (or the wall clock was set forward) between `earlier` and
  /// now by more than `threshold`: the boot or wall clock ran that far ahead of the monotonic.
  func sleptSince(_ earlier: WatchClocks, threshold: Duration) -> Bool {
    let monotonicPassed = monotonic - earlier.monotonic
    return (boot - earlier.boot) - monotonicPassed > threshold
      || (wall - earlier.wall) - monotonicPassed > threshold
  }
}
