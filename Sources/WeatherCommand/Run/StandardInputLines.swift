import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// Standard input's lines, read as they come on a thread of their own, so lookups start while
/// a producer such as `tail -f` is still writing. At most `capacity` lines wait to be taken
/// and no line is held past `maximumLineLength` bytes: memory stays flat however long the
/// input is. Blank lines, `#` comments and a byte-order mark at the start are skipped.
final class StandardInputLines: Sendable {
  /// One line of input.
  enum Line: Sendable, Equatable {
    /// A location, trimmed, with its line number.
    case text(String, number: Int)
    /// A line longer than the limit, skipped to its end without being kept.
    case tooLong(number: Int)
    /// A line that is not UTF-8 text.
    case notText(number: Int)
  }

  /// Longer lines are refused: no place name comes near it.
  static let maximumLineLength = 1024

  private struct State {
    var lines: [Line] = []
    var finished = false
    var waiter: CheckedContinuation<Line?, Never>?
    /// Whether the reading thread waits for room: `capacity` lines were waiting.
    var readerWaits = false
  }

  private let state = Locked(State())
  /// Signalled once, when the reading thread waits for room and half the lines waiting have
  /// been taken: the thread wakes once per batch of lines, not once per line.
  private let room = DispatchSemaphore(value: 0)
  private let capacity: Int
  private let descriptor: Int32

  /// Starts reading `descriptor`.
  /// - Parameters:
  ///   - descriptor: The file to read, standard input in a real run.
  ///   - capacity: How many lines may wait to be taken before reading pauses.
  init(descriptor: Int32 = STDIN_FILENO, capacity: Int = 256) {
    self.descriptor = descriptor
    self.capacity = max(capacity, 1)
    Thread.detachNewThread { [self] in read() }
  }

  /// Whether the input has been read to its end.
  var reachedEnd: Bool {
    state.withLock { $0.finished && $0.lines.isEmpty }
  }

  /// The next line, waiting for it to arrive; `nil` at the end of input, or once the asking
  /// task is cancelled.
  func next() async -> Line? {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let (ready, wake) = state.withLock { state -> (Line??, Bool) in
          // A cancelled run takes no more lines, however many are waiting: input may be endless.
          if Task.isCancelled { return (.some(nil), false) }
          if !state.lines.isEmpty {
            let line = state.lines.removeFirst()
            let wake = state.readerWaits && state.lines.count <= capacity / 2
            if wake { state.readerWaits = false }
            return (.some(line), wake)
          }
          if state.finished { return (.some(nil), false) }
          state.waiter = continuation
          return (.none, false)
        }
        if wake { room.signal() }
        if case .some(let line) = ready { continuation.resume(returning: line) }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: nil)
    }
  }

  /// What `deliver` does with a line.
  private enum Delivery {
    case handTo(CheckedContinuation<Line?, Never>)
    case kept
    case waitForRoom
  }

  private func deliver(_ line: Line?) {
    while true {
      let delivery = state.withLock { state -> Delivery in
        if line == nil { state.finished = true }
        if let waiter = state.waiter {
          state.waiter = nil
          return .handTo(waiter)
        }
        guard let line else { return .kept }
        guard state.lines.count < capacity else {
          state.readerWaits = true
          return .waitForRoom
        }
        state.lines.append(line)
        return .kept
      }
      switch delivery {
      case .handTo(let waiter): return waiter.resume(returning: line)
      case .kept: return
      case .waitForRoom: room.wait()
      }
    }
  }

  /// Reads to the end, a chunk at a time, cutting lines as it goes.
  private func read() {
    var pending: [UInt8] = []
    var skipping = false
    var number = 0
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      var start = 0
      for index in 0..<count where chunk[index] == UInt8(ascii: "\n") {
        number += 1
        if !skipping { pending += chunk[start..<index] }
        finish(pending, number: number, tooLong: skipping || pending.count > Self.maximumLineLength)
        pending.removeAll(keepingCapacity: true)
        skipping = false
        start = index + 1
      }
      if !skipping { pending += chunk[start..<count] }
      if pending.count > Self.maximumLineLength {
        skipping = true
        pending.removeAll(keepingCapacity: true)
      }
    }
    if skipping || !pending.isEmpty {
      finish(pending, number: number + 1, tooLong: skipping)
    }
    deliver(nil)
  }

  private func finish(_ bytes: [UInt8], number: Int, tooLong: Bool) {
    if tooLong { return deliver(.tooLong(number: number)) }
    // A byte-order mark opens lists saved by Notepad or Excel: it is not part of the name.
    let marked = number == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
    let content = marked ? bytes.dropFirst(3) : bytes[...]
    let withoutReturn = content.last == UInt8(ascii: "\r") ? content.dropLast() : content
    guard let text = String(validating: withoutReturn, as: UTF8.self) else {
      return deliver(.notText(number: number))
    }
    let trimmed = text.trimmingSpaces()
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return }
    deliver(.text(trimmed, number: number))
  }
}
