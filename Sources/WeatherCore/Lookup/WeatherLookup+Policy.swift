import Foundation

/// What a lookup does beyond the weather, for a program that wants the command's behaviour
/// without rewriting it: the last answer in place of a temporary failure, and places with
/// names near one that no place has.
public struct LookupPolicy: Sendable, Hashable {
  /// How old, in seconds, the last answer for a location may be to stand in for one that
  /// failed for a temporary reason (`WeatherError.isTemporary`), marked as stale; `nil` for
  /// never. With a limit, every answer is kept for this.
  public var staleLimit: TimeInterval?
  /// Whether a name no place has comes back with places whose names are near it.
  public var suggestions: Bool

  /// Creates a policy.
  public init(staleLimit: TimeInterval? = nil, suggestions: Bool = false) {
    self.staleLimit = staleLimit
    self.suggestions = suggestions
  }
}

/// One lookup's outcome under a policy.
public struct LookupAnswer: Sendable {
  /// The report (fresh, or the last one when `stale` is set), or the error.
  public let result: Result<Report, WeatherError>
  /// For a last answer shown in place of a fresh one: its age in seconds, and why the fresh
  /// one failed.
  public let stale: (age: TimeInterval, cause: WeatherError)?
  /// For a name no place has, with `LookupPolicy.suggestions`: places with names near it.
  public let suggestions: [Place]
  /// From `pendingAnswer`: the fresh report's extras, still to come (`finished`).
  package var pending: PendingReport? = nil
}

extension WeatherLookup {
  /// The report for `request` under `policy`.
  /// - Parameters:
  ///   - request: What to look up.
  ///   - text: The location as the person wrote it, by which the last answer is kept.
  ///   - policy: The stale fallback and suggestions wanted.
  /// - Returns: The report or the error, and what the policy added.
  public func answer(for request: WeatherRequest, asked text: String, policy: LookupPolicy)
    async -> LookupAnswer
  {
    let answer = await pendingAnswer(for: request, asked: text, policy: policy)
    guard let pending = answer.pending else { return answer }
    let report = await finished(pending, asked: text, language: request.language, policy: policy)
    return LookupAnswer(result: .success(report), stale: nil, suggestions: [])
  }

  /// As `answer`, as soon as the weather is in: a fresh report comes without its extras, which
  /// are still on their way (`LookupAnswer.pending`; wait for them with `finished`), so a
  /// caller running lookups side by side frees the place's turn here.
  package func pendingAnswer(
    for request: WeatherRequest, asked text: String, policy: LookupPolicy
  ) async -> LookupAnswer {
    do throws(WeatherError) {
      let pending = try await pendingReport(for: request)
      return LookupAnswer(
        result: .success(pending.report), stale: nil, suggestions: [], pending: pending)
    } catch let error where error.isTemporary && policy.staleLimit != nil {
      guard let limit = policy.staleLimit,
        let last = lastReport(for: text, language: request.language, maxAge: limit)
      else { return LookupAnswer(result: .failure(error), stale: nil, suggestions: []) }
      return LookupAnswer(
        result: .success(last.report.answering(request)), stale: (last.age, error),
        suggestions: [])
    } catch .notFound(let query) where policy.suggestions {
      return LookupAnswer(
        result: .failure(.notFound(query: query)), stale: nil, suggestions: suggestions(for: text))
    } catch {
      return LookupAnswer(result: .failure(error), stale: nil, suggestions: [])
    }
  }

  /// The report `pending` becomes with its extras in, or their budget over; with a stale
  /// limit, kept as the last answer for `text`.
  package func finished(
    _ pending: PendingReport, asked text: String, language: String?, policy: LookupPolicy
  ) async -> Report {
    let report = await pending.completed()
    if policy.staleLimit != nil { keepLast(report, for: text, language: language) }
    return report
  }
}
