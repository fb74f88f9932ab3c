/// A report whose weather is in, its extras (air quality, alerts, the normal) still on their
/// way.
///
/// An extra waits on its own budget: until its place's weather is in, then at most
/// `leastWait` more, or as long again as the weather took when that is longer. What has not
/// come by then is left out (`ExtraProblem.airTooSlow`, `.alertsTooSlow`): a slow feed never
/// holds a place's weather, or the turn of the next place. The normal is the exception: it is
/// asked once for a place and kept for good, so it has the run's own time (`--timeout`).
package struct PendingReport: Sendable {
  /// The report without its extras.
  package let report: Report
  let air: Task<ExtraOutcome<AirQuality>, Never>?
  let alerts: Task<ExtraOutcome<[Alert]>, Never>?
  var normal: Task<ExtraOutcome<ClimateNormal>, Never>?
  /// When the extras' budget ends.
  let deadline: ContinuousClock.Instant

  /// The least an extra may wait after its place's weather is in: 1 second.
  package static let leastWait = Duration.seconds(1)

  /// The report with the extras that came within their budget, and a problem for each that
  /// did not. Cancelled, it stops waiting at once: the weather stands without them.
  package func completed() async -> Report {
    let (air, alerts, normal, deadline) = (self.air, self.alerts, self.normal, self.deadline)
    // No extra asked for (nearly every lookup of a batch): no timer to start and cancel.
    if air == nil, alerts == nil, normal == nil { return report }
    let stop: @Sendable () -> Void = {
      air?.cancel()
      alerts?.cancel()
    }
    return await withTaskCancellationHandler {
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          try? await Task.sleep(until: deadline, clock: .continuous)
          stop()
        }
        let (airFound, alertsFound) = (await air?.value ?? .none, await alerts?.value ?? .none)
        group.cancelAll()
        let normalFound = await normal?.value ?? .none
        var report = self.report
        report.air = airFound.value
        report.alerts = alertsFound.value
        report.normal = normalFound.value
        report.problems += [airFound.problem, alertsFound.problem, normalFound.problem].compactMap {
          $0
        }.map(Self.said)
        return report
      }
    } onCancel: {
      stop()
      normal?.cancel()
    }
  }

  /// An extra stopped (its budget ended, or the run's) is one that did not come in time.
  private static func said(_ problem: ExtraProblem) -> ExtraProblem {
    switch problem {
    case .airFailed(let source, .cancelled): .airTooSlow(source: source)
    case .alertsFailed(let feed, .cancelled): .alertsTooSlow(feed: feed)
    default: problem
    }
  }
}
