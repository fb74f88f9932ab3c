import Foundation
import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// `--watch`: a round of lookups, its answer printed when it changed, then one wait (a timer,
/// the signals, the reader) until the next round: on the schedule, backing off after
/// failures, at once after a sleep, or sooner on SIGUSR1. It ends on SIGTERM, SIGINT or
/// SIGHUP, when the reader goes away (exit 0), or when a location fails for good (its code).
/// Between rounds it draws the answers again when time alone changes their text
/// (`WatchRedraw`); it never writes the text the reader already has.
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
    for notice in timing.notices { errors(notice) }
    let output = WatchOutput()
    let redraws = options.output.showsPassingTime
    var shown: [String]?
    /// Writes `lines` unless they are what the reader has, or nothing.
    func show(_ lines: [String]) {
      guard !lines.isEmpty, lines != shown else { return }
      output.send(lines)
      shown = lines
    }
    var said: [String] = []
    var failures = 0
    var lost = false
    var forced = false
    var lastForced: Duration?
    var clocks = timing.now
    while true {
      let shownAt = timing.now.date
      printer.shownAt = redraws ? shownAt : nil
      // After a lost round, the cache's answer is no news: it is what the round kept.
      let (round, held, lines) = await self.round(fresh: forced || lost, at: shownAt)
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
      show(lines.output)
      if output.gone { return .success }
      // A SIGUSR1 that came while a forced round ran is answered by it: several in a row
      // make one request.
      if forced, !signals.drain().isDisjoint(with: WatchSignals.ending) { return .success }
      forced = false
      let delay = max(
        schedule.delay(failures: failures, random: .random(in: 0...1)), round.retryAfter ?? 0)
      var due = timing.now.boot + timing.real(delay)
      var redrawAt: Date?
      while true {
        let now = timing.now
        if now.sleptSince(clocks, threshold: .seconds(WatchSchedule.sleepThreshold)) {
          // A sleep is no failure: the next refresh comes once the network is back.
          failures = 0
          due = min(due, now.boot + timing.real(WatchSchedule.resumeGrace))
        }
        clocks = now
        if let redrawAt, now.date >= redrawAt {
          show(redrawn(held, at: now.date))
          if output.gone { return .success }
        }
        if redraws {
          redrawAt = WatchRedraw.nextChange(after: now.date, answers: held.answers(at: now.date))
        }
        let left = due - now.boot
        if left <= .zero { break }
        let untilRedraw = redrawAt.map { Self.duration($0.timeIntervalSince(now.date)) } ?? left
        let event = await WatchWait.wait(
          signals: signals, output: output,
          timeout: min(left, untilRedraw, timing.real(WatchSchedule.clockCheck)))
        output.polled(event.output)
        if event.output & Int16(POLLOUT) != 0 { output.flush() }
        if output.gone { return .success }
        if event.signal {
          let came = signals.drain()
          if !came.isDisjoint(with: WatchSignals.ending) { return .success }
          if came.contains(SIGUSR1) {
            forced = true
            let now = timing.now.boot
            let earliest = lastForced.map { $0 + timing.real(WatchSchedule.forcedGap) }
            due = min(due, max(now, earliest ?? now))
          }
        }
      }
      if forced { lastForced = timing.now.boot }
    }
  }

  /// One round: every location looked up (holding the watchers' lock), printed for
  /// `shownAt`, and the output form's update taken, with the outcomes kept for a redraw.
  private func round(fresh: Bool, at shownAt: Date) async -> (
    WatchRound, WatchAnswers, (output: [String], errors: [String])
  ) {
    let lookup = fresh ? freshLookup : self.lookup
    let request = self.request
    let timeout = options.timeout
    let source = queries()
    var round = WatchRound.fine
    var held: [(query: Query, outcome: Outcome)] = []
    let lookUp = {
      await forEachConcurrently(from: source.next, limit: options.parallel, until: nil) { query in
        await Runner.outcome(for: query, request: request, lookup: lookup, within: timeout)
      } finish: { query, outcome in
        await Runner.finished(outcome, for: query, request: request, lookup: lookup)
      } inOrder: { query, outcome in
        round = round.adding(outcome, location: query.displayed)
        held.append((query, outcome))
        return printer.print(outcome, for: query)
      }
    }
    if let lock { await lock.holding(lookUp) } else { await lookUp() }
    printer.endRound()
    return (round, WatchAnswers(outcomes: held, shownAt: shownAt), capture.take())
  }

  /// The lines the output form writes for `answers` shown at `now` instead: their sky and
  /// their ages as they are then. What they say on stderr was said with the round.
  private func redrawn(_ answers: WatchAnswers, at now: Date) -> [String] {
    printer.shownAt = now
    for (query, outcome) in answers.aged(to: now) { _ = printer.print(outcome, for: query) }
    printer.endRound()
    return capture.take().output
  }

  /// `seconds` as a wait, never below zero, never past a day.
  private static func duration(_ seconds: Double) -> Duration {
    .milliseconds(Int64(min(max(seconds, 0), 86_400) * 1000))
  }
}

/// A round's outcomes, in order, and when they were shown: what a watch draws again when
/// time alone changes their text.
struct WatchAnswers {
  let outcomes: [(query: Query, outcome: Outcome)]
  let shownAt: Date

  /// The outcomes as they stand at `now`: a stale answer older by the time since.
  func aged(to now: Date) -> [(query: Query, outcome: Outcome)] {
    let passed = now.timeIntervalSince(shownAt)
    return outcomes.map { query, outcome in
      var outcome = outcome
      outcome.stale = outcome.stale.map { ($0.age + passed, $0.cause) }
      return (query, outcome)
    }
  }

  /// The reports shown at `now`, each with its age when it is a stale one.
  func answers(at now: Date) -> [(report: Report, staleAge: Double?)] {
    aged(to: now).compactMap { _, outcome in
      guard case .success(let report) = outcome.result else { return nil }
      return (report, outcome.stale?.age)
    }
  }
}
