import WeatherCore

/// One location to look up, as the person wrote it, with what it was read as.
struct Query: Sendable {
  /// The text exactly as given (`query` in JSON).
  let text: String
  /// The location, or why the text is not one.
  let location: Result<Location, WeatherError>
  /// Whether it came from the command line rather than standard input.
  let fromArguments: Bool
  /// The name it may have been meant as one with a neighbouring argument (`New York` for
  /// `New` in `weather New York`): with the argument after it, else the one before; `nil` for
  /// standard input. Asked for only when this name is not found: one extra request at most.
  let joinedName: String?
  /// How the query is named in messages, at most 60 characters and made safe.
  let displayed: String

  /// Reads a positional argument or a line of standard input.
  init(text: String, fromArguments: Bool, before: String? = nil, after: String? = nil) {
    self.text = text
    self.fromArguments = fromArguments
    // The first word of a two-word name (New, Los, Hong) is the one least likely to be a place.
    joinedName = after.map { text + " " + $0 } ?? before.map { $0 + " " + text }
    location = Result { () throws(WeatherError) in try KnownPlaceNames.location(parsing: text) }
    displayed = SafeText.line(text, limit: 60)
  }

  /// A saved place, `@home`, read as the location it stands for.
  init(text: String, reading location: String) {
    self.text = text
    fromArguments = true
    joinedName = nil
    self.location = Result { () throws(WeatherError) in
      try KnownPlaceNames.location(parsing: location)
    }
    displayed = SafeText.line(text, limit: 60)
  }

  /// A coordinate from `--lat`/`--lon`.
  init(coordinate: Coordinate) {
    text = "\(coordinate.latitude),\(coordinate.longitude)"
    fromArguments = true
    joinedName = nil
    location = .success(.coordinate(coordinate))
    displayed = text
  }

  /// A line of standard input.
  init(_ line: StandardInputLines.Line) {
    switch line {
    case .text(let text, _):
      self.init(text: text, fromArguments: false)
    case .tooLong(let number):
      self.init(line: number, problem: .nameTooLong)
    case .notText(let number):
      self.init(line: number, problem: .notText)
    }
  }

  /// A line that cannot be a location, named by its number.
  private init(line number: Int, problem: LocationProblem) {
    text = "line \(number)"
    fromArguments = false
    joinedName = nil
    location = .failure(.invalidLocation(problem))
    displayed = "standard input, line \(number)"
  }
}
