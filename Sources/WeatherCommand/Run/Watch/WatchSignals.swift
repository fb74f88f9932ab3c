import Dispatch
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// The signals a watch answers: SIGUSR1 (refresh now), SIGTERM, SIGINT and SIGHUP (end).
/// Each one that comes is a byte in a pipe, so the watch's one wait (`WatchWait`) sees
/// signals and its output at once, and several signals in a row are read together.
///
/// A signal the process was started with ignored (`nohup`) stays ignored.
final class WatchSignals: Sendable {
  /// What the watch polls: readable when a signal came.
  let descriptor: Int32
  private let writeEnd: Int32
  /// Kept for as long as the watch: a source let go stops listening. Set once, in `init`.
  nonisolated(unsafe) private let sources: [any DispatchSourceSignal]

  /// The signals that end a watch.
  static let ending = [SIGTERM, SIGINT, SIGHUP]

  /// Starts listening; `nil` when no pipe can be made.
  init?() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    writeEnd = ends[1]
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGUSR1] + Self.ending {
      let previous = signal(number, SIG_IGN)
      if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
      {
        continue
      }
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [writeEnd] in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(writeEnd, &byte, 1)
      }
      source.resume()
      sources.append(source)
    }
    self.sources = sources
  }

  /// The signals that came since the last call, each once.
  func drain() -> Set<Int32> {
    var came = Set<Int32>()
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return came }
      for byte in buffer.prefix(count) { came.insert(Int32(byte)) }
    }
  }
}
