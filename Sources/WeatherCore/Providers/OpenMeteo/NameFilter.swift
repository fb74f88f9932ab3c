/// A name as people write it for a geocoder, `Springfield,MO,US` or `London,GB`: the bare
/// name to search for, and the region and country the places must lie in.
struct NameFilter: Sendable {
  /// The name to search for: `Springfield`.
  let name: String
  /// The country code, when the text ends with one: `US`.
  let country: String?
  /// The region (state, province), by name or US state code, when one is given: `MO`.
  let region: String?

  init(_ text: String) {
    // Blank parts are no part: `, ,Paris` searches `Paris`, never an empty name.
    var parts = text.split(separator: ",").map { $0.trimmingSpaces() }
      .filter { !$0.isEmpty }
    name = parts.isEmpty ? text : parts.removeFirst()
    country = parts.last.flatMap { CountryCode.isValid($0) ? $0.uppercased() : nil }
    if country != nil { parts.removeLast() }
    region = parts.first
  }

  /// Whether `place` lies in the country and region asked for.
  func matches(_ place: Place) -> Bool {
    if let country, place.country?.uppercased() != country { return false }
    guard let region else { return true }
    let wanted = place.country == "US" ? USState.name(for: region) ?? region : region
    return place.state?.caseInsensitiveCompare(wanted) == .orderedSame
  }
}
