#if canImport(Glibc)
  import Glibc
#endif

/// A watch's standard output: each update written whole, and, when the reader stalls (a
/// full pipe), only the latest update kept waiting, never a backlog. A pipe is written
/// through a non-blocking descriptor of its own (opened anew from `/proc/self/fd/1`, so the
/// flags of the descriptor the watch shares with others are left alone); anything else
/// (a terminal, a file) is written as it comes.
final class WatchOutput {
  /// The descriptor written and polled.
  let descriptor: Int32
  /// The rest of the update being written.
  private var current: ArraySlice<UInt8> = []
  /// The latest update, waiting for the one being written to end.
  private var next: [UInt8]?
  /// Whether the reader went away (a closed pipe, a hung-up terminal).
  private(set) var gone = false

  /// Standard output, with a non-blocking descriptor when it is a pipe.
  init() {
    var status = stat()
    let isPipe = fstat(STDOUT_FILENO, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
    let own = isPipe ? open("/proc/self/fd/1", O_WRONLY | O_NONBLOCK | O_CLOEXEC) : -1
    descriptor = own >= 0 ? own : STDOUT_FILENO
  }

  /// Whether part of an update waits for the reader.
  var waiting: Bool { !current.isEmpty }

  /// Writes `lines` as one update, or keeps them as the latest while an earlier one waits.
  func send(_ lines: [String]) {
    let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
    if current.isEmpty {
      current = bytes[...]
      flush()
    } else {
      next = bytes
    }
  }

  /// Writes what waits, as far as the reader takes it.
  func flush() {
    while !current.isEmpty {
      let written = current.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        let error = errno
        if error == EINTR { continue }
        if error != EAGAIN, error != EWOULDBLOCK { gone = true }
        return
      }
      current = current.dropFirst(written)
      if current.isEmpty, let latest = next {
        current = latest[...]
        next = nil
      }
    }
  }

  /// Notes what `poll` said of the descriptor: a hang-up or an error is the reader gone.
  func polled(_ events: Int16) {
    if events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { gone = true }
  }
}
