import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole lines, one `write(2)` each, so lines from a long run reach a pipe or a log as
/// soon as they are ready. A write that fails (a full disk, a closed pipe) is kept, never a
/// crash: later lines are dropped, and the run asks `failure` how to end.
final class TextOutput: Sendable {
  /// Writes one line; `nil` on success, else the `errno` of the failure.
  private let sink: @Sendable (String) -> Int32?
  private let failed = Mutex<Int32?>(nil)

  /// Lines go to `sink`, which returns `nil` or the `errno` of a failed write.
  init(_ sink: @escaping @Sendable (String) -> Int32?) {
    self.sink = sink
  }

  /// Standard output.
  static let standardOutput = TextOutput { write($0, to: STDOUT_FILENO) }
  /// Standard error.
  static let standardError = TextOutput { write($0, to: STDERR_FILENO) }

  /// Writes `line` and a newline, unless an earlier write failed.
  func callAsFunction(_ line: String) {
    guard failure == nil else { return }
    if let error = sink(line) { failed.withLock { $0 = $0 ?? error } }
  }

  /// The `errno` of the first write that failed, if one did.
  var failure: Int32? { failed.withLock { $0 } }

  /// Writes all of `line` and a newline to `descriptor`, retrying when interrupted.
  private static func write(_ line: String, to descriptor: Int32) -> Int32? {
    var bytes = Array((line + "\n").utf8)
    return bytes.withUnsafeMutableBytes { buffer -> Int32? in
      guard var next = buffer.baseAddress else { return nil }
      var left = buffer.count
      while left > 0 {
        let written = Glibc.write(descriptor, next, left)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        next += written
        left -= written
      }
      return nil
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
