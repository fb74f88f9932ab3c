import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// `--watch`: a round of lookups, its answer printed when it changed, then one wait (a timer,
/// the signals, the reader) until the next round: on the schedule, backing off after
/// failures, at once after a sleep, or sooner on SIGUSR1. It ends on SIGTERM, SIGINT or
/// SIGHUP, when the reader goes away (exit 0), or when a location fails for good (its code).
///
/// The output form is the renderer's: each round ends with `OutputRenderer.round`, so a bar's
/// stream stays open between updates.
struct WatchLoop {
  let options: Options
  let printer: Printer
  let capture: WatchCapture
  /// Lookups on the schedule: an answer another watcher cached within the interval stands.
  let lookup: WeatherLookup
  /// A refresh asked for with SIGUSR1: always a request.
  let freshLookup: WeatherLookup
  let request: RequestShape
  /// The locations, afresh for each round.
  let queries: () -> QuerySource
  let errors: TextOutput
  let schedule: WatchSchedule
  let timing: WatchTiming
  /// Shared with the user's other watchers; `nil` without a cache.
  let lock: CacheLock?

  /// Watches until a signal, the reader or a failure for good ends it.
  /// - Returns: 0, or the code of the failure.
  func run() async -> ExitCode {
    signal(SIGPIPE, SIG_IGN)
    guard let signals = WatchSignals() else {
      errors("weather: --watch cannot listen for signals: no pipe can be made")
      return .systemLimit
    }
    if let notice = timing.notice { errors(notice) }
    let output = WatchOutput()
    var shown: [String]?
    var said: [String] = []
    var failures = 0
    var lost = false
    var forced = false
    var lastForced: Duration?
    while true {
      let (round, lines) = await self.round(fresh: forced)
      switch round {
      case .failed(let error):
        for line in lines.errors { errors(line) }
        return ExitCode(error)
      case .fine:
        failures = 0
        if lost { errors(WatchRound.backLine) }
        lost = false
        for line in lines.errors where !said.contains(line) { errors(line) }
        said = lines.errors
      case .lost:
        failures += 1
        if !lost, let line = round.lostLine { errors(line) }
        lost = true
      }
      if lines.output != shown {
        output.send(lines.output)
        shown = lines.output
      }
      if output.gone { return .success }
      forced = false
      let delay = schedule.delay(failures: failures, random: .random(in: 0...1))
      var due = WatchClocks.now.boot + timing.real(delay)
      while true {
        let before = WatchClocks.now
        let left = due - before.boot
        if left <= .zero { break }
        // At most a minute of real time at once, to notice a sleep soon after it.
        let event = await WatchWait.wait(
          signals: signals, output: output, timeout: min(left, .seconds(60)))
        output.polled(event.output)
        if event.output & Int16(POLLOUT) != 0 { output.flush() }
        if output.gone { return .success }
        let now = WatchClocks.now
        if event.signal {
          let came = signals.drain()
          if !came.isDisjoint(with: WatchSignals.ending) { return .success }
          if came.contains(SIGUSR1) {
            forced = true
            let earliest = lastForced.map { $0 + timing.real(WatchSchedule.forcedGap) }
            due = min(due, max(now.boot, earliest ?? now.boot))
          }
        }
        if now.sleptSince(before, threshold: .seconds(WatchSchedule.sleepThreshold)) {
          // A sleep is no failure: the next refresh comes once the network is back.
          failures = 0
          due = min(due, now.boot + timing.real(WatchSchedule.resumeGrace))
        }
      }
      if forced { lastForced = WatchClocks.now.boot }
    }
  }

  /// One round: every location looked up (holding the watchers' lock), printed, and the
  /// output form's update taken.
  private func round(fresh: Bool) async -> (WatchRound, (output: [String], errors: [String])) {
    let lookup = fresh ? freshLookup : self.lookup
    let request = self.request
    let timeout = options.timeout
    let source = queries()
    var round = WatchRound.fine
    let lookUp = {
      await forEachConcurrently(from: source.next, limit: options.parallel, until: nil) { query in
        await Runner.outcome(for: query, request: request, lookup: lookup, within: timeout)
      } finish: { query, outcome in
        await Runner.finished(outcome, for: query, request: request, lookup: lookup)
      } inOrder: { query, outcome in
        round = round.adding(outcome, location: query.displayed)
        return printer.print(outcome, for: query)
      }
    }
    if let lock { await lock.holding(lookUp) } else { await lookUp() }
    printer.endRound()
    return (round, capture.take())
  }
}
