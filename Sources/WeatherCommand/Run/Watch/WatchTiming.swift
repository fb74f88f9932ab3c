import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// The watch's clocks and waits: real ones, unless a test asks otherwise. Two variables are
/// for tests only, and when one is in force the watch says so on stderr as it starts:
/// - `WEATHER_TEST_WATCH_TIME_SCALE` (a factor between 0 and 1) makes every wait shorter, so
///   that an hour of refreshes takes a minute;
/// - `WEATHER_TEST_WATCH_CLOCK` names a file holding two numbers of seconds, added to each
///   reading of the boot clock and of the wall clock (read anew at each reading): a test
///   that writes `600 600` has the machine sleep ten minutes, `0 -3600` sets the wall clock
///   back an hour, `0 7200` puts it two hours later in the day.
struct WatchTiming: Sendable {
  /// The test-only variable of the time scale.
  static let testScaleVariable = "WEATHER_TEST_WATCH_TIME_SCALE"
  /// The test-only variable of the clock file.
  static let testClockVariable = "WEATHER_TEST_WATCH_CLOCK"

  /// Real seconds per second of the watch's time: 1 unless a test shortens it.
  let scale: Double
  /// The file of a test's clock offsets, if one is in force.
  let clockFile: String?

  /// The timing `environment` asks for: real time unless the test variable holds a factor
  /// above 0 and below 1; real clocks unless the clock variable names a file.
  init(environment: [String: String]) {
    let asked = environment[Self.testScaleVariable].flatMap(Double.init) ?? 1
    scale = asked > 0 && asked < 1 ? asked : 1
    clockFile = environment[Self.testClockVariable].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The lines said on stderr for the test variables in force.
  var notices: [String] {
    var notices: [String] = []
    if scale < 1 {
      notices.append("weather: --watch runs \(1 / scale) times faster (\(Self.testScaleVariable))")
    }
    if clockFile != nil {
      notices.append("weather: --watch reads its clocks' offsets (\(Self.testClockVariable))")
    }
    return notices
  }

  /// `seconds` of the watch's time, in real time.
  func real(_ seconds: Double) -> Duration {
    .milliseconds(Int64((seconds * scale * 1000).rounded()))
  }

  /// The clocks now, with a test's offsets.
  var now: WatchClocks {
    let clocks = WatchClocks.now
    guard let clockFile else { return clocks }
    let (boot, wall) = Self.offsets(in: clockFile)
    return WatchClocks(
      monotonic: clocks.monotonic, boot: clocks.boot + boot, wall: clocks.wall + wall)
  }

  /// The offsets a test's clock file holds; none where it cannot be read.
  private static func offsets(in path: String) -> (boot: Duration, wall: Duration) {
    // A regular file of 64 bytes at most: a FIFO there would block the watch.
    let bytes = try? BoundedRead.contents(ofFile: path, limit: 64).data
    let numbers = String(decoding: bytes ?? Data(), as: UTF8.self)
      .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
      .filter { $0.isFinite && abs($0) < 1e9 }
    guard numbers.count == 2 else { return (.zero, .zero) }
    return (.milliseconds(Int64(numbers[0] * 1000)), .milliseconds(Int64(numbers[1] * 1000)))
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

  /// The wall clock's reading as a date.
  var date: Date {
    Date(
      timeIntervalSince1970: Double(wall.components.seconds) + Double(wall.components.attoseconds)
        / 1e18)
  }

  /// Whether the machine slept (or the wall clock was set forward) between `earlier` and
  /// now by more than `threshold`: the boot or wall clock ran that far ahead of the monotonic.
  func sleptSince(_ earlier: WatchClocks, threshold: Duration) -> Bool {
    let monotonicPassed = monotonic - earlier.monotonic
    return (boot - earlier.boot) - monotonicPassed > threshold
      || (wall - earlier.wall) - monotonicPassed > threshold
  }
}
