import WeatherCore

/// The queries of a run in order: the command line's locations, with standard input's lines,
/// read as they arrive, in place of `-`.
final class QuerySource: Sendable {
  private struct State {
    var arguments: ArraySlice<LocationArgument>
    var given = 0
    var positionalIndex = 0
  }

  private let state: Locked<State>
  private let standardInput: StandardInputLines?
  private let positional: [String]
  private let savedPlaces: [String: String]

  /// A source for `locations`; `standardInput` is read where `-` stands, `@NAME` reads as its
  /// saved place, and neighbouring words that name a built-in place are one location.
  init(
    _ given: [LocationArgument], savedPlaces: [String: String] = [:],
    standardInput: StandardInputLines?
  ) {
    let locations = KnownPlaceNames.joined(given)
    state = Locked(State(arguments: locations[...]))
    self.standardInput = standardInput
    self.savedPlaces = savedPlaces
    positional = locations.compactMap { if case .text(let text) = $0 { text } else { nil } }
  }

  /// How many queries have been given so far.
  var count: Int { state.withLock { $0.given } }

  /// The next query; `nil` when there are no more, or when the waiting task is cancelled.
  func next() async -> Query? {
    while true {
      guard let argument = state.withLock({ $0.arguments.first }) else { return nil }
      let query: Query
      switch argument {
      case .text(let text):
        let index = state.withLock { state in
          defer { state.positionalIndex += 1 }
          return state.positionalIndex
        }
        query = Query(
          text: text, fromArguments: true, before: positional[safe: index - 1],
          after: positional[safe: index + 1])
      case .coordinate(let coordinate):
        query = Query(coordinate: coordinate)
      case .saved(let name):
        query = Query(text: "@" + name, reading: savedPlaces[name] ?? "")
      case .standardInput:
        guard let line = await standardInput?.next() else {
          if Task.isCancelled { return nil }
          state.withLock { _ = $0.arguments.popFirst() }
          continue
        }
        state.withLock { $0.given += 1 }
        return Query(line)
      }
      state.withLock { state in
        _ = state.arguments.popFirst()
        state.given += 1
      }
      return query
    }
  }
}
