/// A deadline of one lookup's own, for a run whose lookups are not all on one clock: a person
/// typing locations at a terminal gives each its own `--timeout`. Retries and the pacer's
/// turns stop at the earlier of this and the transport's own deadline.
package enum LookupDeadline {
  /// The deadline of the lookup running in this task, if it has one of its own.
  @TaskLocal package static var current: ContinuousClock.Instant?

  /// The earlier of `deadline` and the current lookup's own; `nil` when neither is set.
  package static func earlier(than deadline: ContinuousClock.Instant?) -> ContinuousClock.Instant? {
    guard let current else { return deadline }
    return deadline.map { min($0, current) } ?? current
  }
}
