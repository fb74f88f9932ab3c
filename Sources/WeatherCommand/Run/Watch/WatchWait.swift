import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// A watch's one wait between refreshes: a single `poll` of the signals' pipe and standard
/// output (a hang-up, or room for an update that waits), with a timeout; no CPU until one
/// of them comes. It runs on a thread of its own, off the cooperative pool.
enum WatchWait {
  /// Waits for a signal, the output, or `timeout`.
  /// - Returns: Whether a signal came, and the output's events.
  static func wait(signals: WatchSignals, output: WatchOutput, timeout: Duration) async -> (
    signal: Bool, output: Int16
  ) {
    let milliseconds = Int32(clamping: Int64(max(0, timeout / .milliseconds(1)).rounded(.up)))
    let events = Int16(output.waiting ? POLLOUT : 0)
    let descriptors = (signals.descriptor, output.descriptor)
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var polled = [
          pollfd(fd: descriptors.0, events: Int16(POLLIN), revents: 0),
          pollfd(fd: descriptors.1, events: events, revents: 0),
        ]
        let ready = poll(&polled, 2, milliseconds)
        guard ready > 0 else { return continuation.resume(returning: (false, 0)) }
        continuation.resume(returning: (polled[0].revents != 0, polled[1].revents))
      }
    }
  }
}
