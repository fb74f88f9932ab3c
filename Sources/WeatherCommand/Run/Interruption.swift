import Dispatch
import WeatherCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT (Ctrl-C) and SIGTERM during a run: either ends the run instead of the process, so
/// that what is finished is still printed. A second one ends the process as usual.
///
/// A signal the process was started with ignored (a job a shell script put in the background)
/// stays ignored.
final class Interruption: Sendable {
  private struct State {
    var caught: Int32?
    var waiting: CheckedContinuation<Void, Never>?
  }

  private let state = Locked(State())
  /// Kept for as long as the run: a source let go stops listening. Set once, in `init`.
  nonisolated(unsafe) private let sources: [any DispatchSourceSignal]

  /// Starts listening for SIGINT and SIGTERM.
  init() {
    var sources: [any DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
      let previous = signal(number, SIG_IGN)
      if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
      {
        continue
      }
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [state] in Self.note(number, in: state) }
      source.resume()
      sources.append(source)
    }
    self.sources = sources
  }

  /// The signal that interrupted the run, if one did.
  var caught: Int32? { state.withLock { $0.caught } }

  /// Waits for a signal.
  /// - Returns: `true` once one has come; `false` when the waiting task is cancelled first.
  func wait() async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state in
          guard state.caught == nil, !Task.isCancelled else { return true }
          state.waiting = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
      return caught != nil
    } onCancel: {
      state.withLock { state in
        defer { state.waiting = nil }
        return state.waiting
      }?.resume()
    }
  }

  private static func note(_ number: Int32, in state: Locked<State>) {
    let waiting = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard state.caught == nil else { return nil }
      state.caught = number
      defer { state.waiting = nil }
      return state.waiting
    }
    // The next one ends the process at once, as it would have without this.
    for signalNumber in [SIGINT, SIGTERM] { _ = signal(signalNumber, SIG_DFL) }
    waiting?.resume()
  }
}
