import Foundation
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
    location = Result { () throws(WeatherError) in try Self.read(text) }
  }

  /// A coordinate from `--lat`/`--lon`.
  init(coordinate: Coordinate) {
    text = "\(coordinate.latitude),\(coordinate.longitude)"
    fromArguments = true
    location = .success(.coordinate(coordinate))
  }

  /// Text that looks like `LAT,LON` (two numbers, even `nan` or `1e999`) must be valid
  /// coordinates; anything else is a place name.
  private static func read(_ text: String) throws(WeatherError) -> Location {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let numeric =
      parts.count == 2
      && parts.allSatisfy {
        Double($0.trimmingCharacters(in: .whitespaces)) != nil
      }
    guard numeric else { return .name(try GeocodingClient.validated(text)) }
    guard let coordinate = try Coordinate.parse(text) else {
      throw .invalidCoordinate("use decimal degrees, such as 37.5665,126.9780")
    }
    return .coordinate(coordinate)
  }

  /// The text made safe for one line of an error message: control characters shown as `?`,
  /// and at most 60 characters.
  var displayed: String {
    let visible = String(
      text.unicodeScalars.map {
        CharacterSet.controlCharacters.contains($0) ? "?" : Character($0)
      })
    return visible.count > 60 ? String(visible.prefix(60)) + "…" : visible
  }
}
