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
    let name = [place.name, state(place), place.country].compactMap { $0 }
      .filter { !$0.isEmpty }.joined(separator: ", ")
    return SafeText.line(name) + "  "
      + NumberText.fixed(place.coordinate.latitude, places: 2) + ","
      + NumberText.fixed(place.coordinate.longitude, places: 2)
  }

  /// `"Springfield" is also in Massachusetts (Springfield,MA,US); Missouri; Ohio; Oregon`,
  /// when other candidates lie in another state or country than the place chosen; `nil` when
  /// none do.
  ///
  /// The note fits `columns` with its `weather: ` prefix. The first other place comes with the
  /// name that picks it, which works as input; then as many others as fit, counting the rest
  /// (never "and 1 more": a last place is named). Only when even that does not fit, the name
  /// that picks it is dropped.
  static func alsoIn(_ report: Report, query: String, columns: Int = 80) -> String? {
    let chosen = report.place
    var seen: Set<String> = []
    let others = report.candidates.dropFirst().filter { place in
      place.country != chosen.country || state(place) != state(chosen)
    }.filter { seen.insert(clipped(region($0, beside: chosen), columns: 24)).inserted }
    guard let first = others.first else { return nil }
    let regions = others.map { clipped(region($0, beside: chosen), columns: 24) }
    let room = columns - DisplayWidth.of("weather: ")
    let start = "\"\(clipped(query, columns: 24))\" is also in "
    // A name cut short would not pick the place: too long a name is left out whole.
    let name = SafeText.line(pickingName(first))
    let heads =
      DisplayWidth.of(name) <= 30 ? [regions[0] + " (\(name))", regions[0]] : [regions[0]]
    for head in heads {
      for count in stride(from: regions.count, through: 1, by: -1) where count != regions.count - 1
      {
        let more = count < regions.count ? " and \(regions.count - count) more" : ""
        let text = start + ([head] + regions[1..<count]).joined(separator: "; ") + more
        if DisplayWidth.of(text) <= room { return text }
      }
    }
    return start + "\(regions.count) other places (see --places)"
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

  /// `Missouri` beside a place in the same country, else `Missouri, US` or the country alone.
  private static func region(_ place: Place, beside chosen: Place) -> String {
    if place.country == chosen.country, let state = state(place) { return state }
    return [state(place), place.country].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: ", ")
  }

  /// The place's state as a name: a US state sent as a code (`OH`) is written out (`Ohio`).
  private static func state(_ place: Place) -> String? {
    guard let state = place.state, !state.isEmpty else { return nil }
    return place.country == "US" ? USState.name(for: state) ?? state : state
  }

  /// `text` made safe, and cut to `columns` with `…` when it is wider.
  private static func clipped(_ text: String, columns: Int) -> String {
    let safe = SafeText.line(text)
    guard DisplayWidth.of(safe) > columns else { return safe }
    var result = ""
    for character in safe {
      guard DisplayWidth.of(result + String(character)) < columns else { break }
      result.append(character)
    }
    return result + "…"
  }

  /// How to name `place` so that it is the one chosen: `Springfield,MO,US`, `London,CA`.
  private static func pickingName(_ place: Place) -> String {
    let state = place.country == "US" ? state(place).flatMap(USState.code) : nil
    return ([place.name, state, place.country].compactMap { $0 }).joined(separator: ",")
  }
}
