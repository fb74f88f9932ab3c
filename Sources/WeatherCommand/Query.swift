import WeatherCore

/// One location to look up, as the person wrote it, with what it was read as.
struct Query: Sendable {
  /// The text exactly as given (`query` in JSON).
  let text: String
  /// The location, or why the text is not one.
  let location: Result<Location, WeatherError>
  /// Whether it came from the command line rather than standard input.
  let fromArguments: Bool

  /// Reads a positional argument or a line of standard input.
  init(text: String, fromArguments: Bool) {
    self.text = text
    self.fromArguments = fromArguments
    location = Result { () throws(WeatherError) in try Location(parsing: text) }
  }

  /// A coordinate from `--lat`/`--lon`.
  init(coordinate: Coordinate) {
    text = "\(coordinate.latitude),\(coordinate.longitude)"
    fromArguments = true
    location = .success(.coordinate(coordinate))
  }

  /// The text made safe for one line of an error message, at most 60 characters.
  var displayed: String {
    SafeText.line(text, limit: 60)
  }
}
