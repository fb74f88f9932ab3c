import WeatherCore

/// Places as `--places` lists them, and the note that tells people a name has other places.
enum PlaceLines {
  /// `Springfield, Illinois, US  39.80,-89.64`, or one JSON object (`name`, `state`,
  /// `country`, `lat`, `lon`) when `json`.
  static func line(_ place: Place, json: Bool) -> String {
    if json {
      return JSONValue.object([
        ("name", place.name.isEmpty ? .null : .string(place.name)),
        ("state", place.state.map(JSONValue.string) ?? .null),
        ("country", place.country.map(JSONValue.string) ?? .null),
        ("lat", .coordinate(place.coordinate.latitude)),
        ("lon", .coordinate(place.coordinate.longitude)),
      ]).text
    }
    let name = [place.name, place.state, place.country].compactMap { $0 }
      .filter { !$0.isEmpty }.joined(separator: ", ")
    return SafeText.line(name) + "  "
      + NumberText.fixed(place.coordinate.latitude, places: 2) + ","
      + NumberText.fixed(place.coordinate.longitude, places: 2)
  }

  /// `"Springfield" is also in Missouri, US; Massachusetts, US; Oregon, US (name one, as in:
  /// Springfield,MO,US)`, when other candidates lie in another state or country than the
  /// place chosen; `nil` when none do.
  static func alsoIn(_ report: Report, query: String) -> String? {
    let chosen = report.place
    var seen: Set<String> = []
    let others = report.candidates.dropFirst().filter { place in
      guard place.country != chosen.country || place.state != chosen.state else { return false }
      return seen.insert(region(place)).inserted
    }
    guard let first = others.first else { return nil }
    let listed = others.prefix(3).map(region).joined(separator: "; ")
    let more = others.count > 3 ? " and \(others.count - 3) more" : ""
    return "\"\(SafeText.line(query, limit: 60))\" is also in \(SafeText.line(listed))\(more) "
      + "(name one, as in: \(SafeText.line(example(first)))"
      + ")"
  }

  /// `did you mean Seoul, KR?`, `did you mean Springfield, MO, US or Springfield, IL, US?`:
  /// the places suggested for a name no place has; `nil` for none.
  static func didYouMean(_ places: [Place]) -> String? {
    guard !places.isEmpty else { return nil }
    let names = places.map { place in
      let state = place.country == "US" ? place.state.flatMap(USState.code) : nil
      return SafeText.line(
        [place.name, state, place.country].compactMap { $0 }.filter { !$0.isEmpty }
          .joined(separator: ", "), limit: 80)
    }
    let listed =
      names.count == 1
      ? names[0] : names.dropLast().joined(separator: "; ") + " or " + names[names.count - 1]
    return "did you mean \(listed)?"
  }

  /// `Missouri, US`, or the country alone.
  private static func region(_ place: Place) -> String {
    [place.state, place.country].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// How to name `place` so that it is the one chosen: `Springfield,MO,US`, `London,CA`.
  private static func example(_ place: Place) -> String {
    let state = place.country == "US" ? place.state.flatMap(USState.code) : nil
    return ([place.name, state, place.country].compactMap { $0 }).joined(separator: ",")
  }
}
