import Foundation

/// Weather sources in failover order: the first that covers a place answers; when it fails
/// temporarily (`WeatherError.isTemporary`: a timeout, no connection, 429, 5xx), the next that
/// covers it answers, inside the same time budget. A permanent failure (a rejected key, an
/// unknown place) is never hidden by another source's answer.
public struct FailoverOrder: Sendable {
  /// One source of the order.
  public struct Entry: Sendable {
    /// The source.
    public let source: any WeatherSource
    /// Whether it answers for a place: its country code when known, else its coordinate.
    public let covers: @Sendable (_ country: String?, _ coordinate: Coordinate) -> Bool

    /// Creates an entry.
    public init(
      source: any WeatherSource,
      covers: @escaping @Sendable (_ country: String?, _ coordinate: Coordinate) -> Bool = {
        _, _ in true
      }
    ) {
      self.source = source
      self.covers = covers
    }
  }

  /// The sources, in order; never empty.
  public let entries: [Entry]
  /// The run's deadline, if it has one: each source but the last is given a share of the time
  /// left before it (or before the lookup's own deadline, when that is earlier), so that the
  /// next has time to answer.
  public let deadline: ContinuousClock.Instant?

  /// Creates an order.
  /// - Parameters:
  ///   - first: The first source.
  ///   - rest: The others, in order.
  ///   - deadline: The run's deadline, if it has one.
  public init(first: Entry, rest: [Entry] = [], deadline: ContinuousClock.Instant? = nil) {
    entries = [first] + rest
    self.deadline = deadline
  }

  /// The first source: its name keeps the last answer for `--stale`.
  public var first: any WeatherSource { entries[0].source }

  /// The sources that cover a place, in order; all of them when none does, so that the first
  /// says why it cannot answer there.
  package func covering(country: String?, coordinate: Coordinate) -> [any WeatherSource] {
    let covering = entries.filter { $0.covers(country, coordinate) }.map(\.source)
    return covering.isEmpty ? entries.map(\.source) : covering
  }

  /// The first answer of `sources`, each asked in turn while the one before failed
  /// temporarily; each but the last within an even share of the time left.
  /// - Parameters:
  ///   - sources: The sources to ask, in order (`covering(country:coordinate:)`).
  ///   - ask: Asks one source (from the cache when it can be).
  /// - Returns: The answer and the name of the source that gave it.
  /// - Throws: The first permanent failure, or the last source's temporary one.
  package func answer(
    from sources: [any WeatherSource],
    _ ask: @escaping @Sendable (any WeatherSource) async throws(WeatherError) -> Weather
  ) async throws(WeatherError) -> (weather: Weather, source: String) {
    var failure = WeatherError.cancelled
    for (index, source) in sources.enumerated() {
      let left = sources.count - index
      let result: Result<Weather, WeatherError>
      if left > 1, let end = LookupDeadline.earlier(than: deadline) {
        let share = ContinuousClock.now + (end - ContinuousClock.now) / left
        result = await Self.within(share) { () async throws(WeatherError) in try await ask(source) }
      } else {
        result = await WeatherError.catching { () async throws(WeatherError) in
          try await ask(source)
        }
      }
      switch result {
      case .success(let weather): return (weather, source.name)
      case .failure(let error):
        guard error.isTemporary, !Task.isCancelled else { throw error }
        failure = error
      }
    }
    throw failure
  }

  /// The outcome of `operation`, or a timeout at `share`: retries stop there, and the
  /// operation is cancelled.
  static func within(
    _ share: ContinuousClock.Instant,
    _ operation: @escaping @Sendable () async throws(WeatherError) -> Weather
  ) async -> Result<Weather, WeatherError> {
    await LookupDeadline.$current.withValue(share) {
      await withTaskGroup(of: Result<Weather, WeatherError>?.self) { group in
        group.addTask { await WeatherError.catching(operation) }
        group.addTask {
          try? await Task.sleep(until: share, clock: .continuous)
          return nil
        }
        // The first to end cancels the other.
        var ended: Result<Weather, WeatherError>?
        while let event = await group.next() {
          group.cancelAll()
          ended = ended ?? event ?? .failure(.temporarilyUnavailable(.timedOut))
        }
        return ended ?? .failure(.temporarilyUnavailable(.timedOut))
      }
    }
  }
}
