import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole lines, one `write(2)` each, so lines from a long run reach a pipe or a log as
/// soon as they are ready. A write that fails (a full disk, a closed pipe) is kept, never a
/// crash: later lines are dropped, and the run asks `failure` how to end.
///
/// A descriptor another program set non-blocking is waited on when its reader falls behind,
/// until the run's deadline: a slow reader loses no line.
final class TextOutput: Sendable {
  /// Writes one line, waiting for a slow reader until the deadline (`nil`: no limit); `nil`
  /// on success, else the `errno` of the failure.
  private let sink: @Sendable (String, ContinuousClock.Instant?) -> Int32?
  /// How long a write may wait for a reader that is not keeping up; `nil` for no limit.
  private let deadline: ContinuousClock.Instant?
  private let failed = Locked<Int32?>(nil)

  /// Lines go to `sink`, which returns `nil` or the `errno` of a failed write.
  convenience init(_ sink: @escaping @Sendable (String) -> Int32?) {
    self.init(deadline: nil) { line, _ in sink(line) }
  }

  private init(
    deadline: ContinuousClock.Instant?,
    sink: @escaping @Sendable (String, ContinuousClock.Instant?) -> Int32?
  ) {
    self.deadline = deadline
    self.sink = sink
  }

  /// Standard output.
  static let standardOutput = TextOutput(deadline: nil) { write($0, to: STDOUT_FILENO, until: $1) }
  /// Standard error.
  static let standardError = TextOutput(deadline: nil) { write($0, to: STDERR_FILENO, until: $1) }

  /// The same stream for a run that ends at `deadline`: a write waits for a slow reader until
  /// then (and at least `grace` once it has passed, so the last lines of a run that used its
  /// whole budget still reach a reader that keeps up); `nil` waits as long as it takes.
  func waiting(until deadline: ContinuousClock.Instant?) -> TextOutput {
    TextOutput(deadline: deadline, sink: sink)
  }

  /// Writes `line` and a newline, unless an earlier write failed.
  func callAsFunction(_ line: String) {
    guard failure == nil else { return }
    if let error = sink(line, deadline) { failed.withLock { $0 = $0 ?? error } }
  }

  /// The `errno` of the first write that failed, if one did.
  var failure: Int32? { failed.withLock { $0 } }

  /// How long a write blocked past the deadline may still wait for its reader.
  static let grace = Duration.seconds(1)

  /// Writes all of `line` and a newline to `descriptor`, retrying when interrupted, and
  /// waiting for a non-blocking descriptor to take more until `deadline`.
  private static func write(
    _ line: String, to descriptor: Int32, until deadline: ContinuousClock.Instant?
  ) -> Int32? {
    var bytes = Array((line + "\n").utf8)
    return bytes.withUnsafeMutableBytes { buffer -> Int32? in
      guard var next = buffer.baseAddress else { return nil }
      var left = buffer.count
      // Set at the line's first wait: the grace past the deadline is once a line.
      var end: ContinuousClock.Instant?
      while left > 0 {
        let written = Glibc.write(descriptor, next, left)
        if written < 0 {
          let error = errno
          if error == EINTR { continue }
          if error == EAGAIN || error == EWOULDBLOCK {
            end = end ?? deadline.map { max($0, .now + grace) }
            if writable(descriptor, until: end) { continue }
          }
          return error
        }
        next += written
        left -= written
      }
      return nil
    }
  }

  /// Waits until `descriptor` takes more, or has an error for `write` to report.
  /// - Returns: `false` when `end` came first, or `poll` failed; with no `end`, waits as long
  ///   as it takes.
  private static func writable(_ descriptor: Int32, until end: ContinuousClock.Instant?) -> Bool {
    while true {
      var milliseconds: Int32 = -1
      if let end {
        let left = (end - .now) / .milliseconds(1)
        guard left > 0 else { return false }
        milliseconds = Int32(min(left.rounded(.up), Double(Int32.max)))
      }
      var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      let ready = poll(&request, 1, milliseconds)
      if ready > 0 { return true }
      if ready < 0, errno != EINTR { return false }
    }
  }

  /// Descriptors 0, 1 and 2 closed when the process started are opened on `/dev/null`,
  /// before anything else opens a file and is given one of their numbers: results meant for
  /// stdout must never land in a cache file or a socket.
  static func reopenClosedStandardDescriptors() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDWR)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }
}
