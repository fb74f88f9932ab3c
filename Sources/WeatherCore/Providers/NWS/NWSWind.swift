/// The NWS forecast's wind as text: `9 mph`, `2 to 8 mph`, `10 to 15 km/h`, and the
/// direction as one of 16 compass points.
enum NWSWind {
  /// The highest speed in the text, in metres per second; `nil` for text without a number
  /// or a unit known here.
  static func metresPerSecond(_ text: String) -> Double? {
    let words = text.lowercased().split(separator: " ")
    guard let unitWord = words.last else { return nil }
    let unit: SpeedUnit
    switch unitWord {
    case "mph": unit = .milesPerHour
    case "km/h": unit = .kilometresPerHour
    case "kt", "kn": unit = .knots
    case "m/s": unit = .metresPerSecond
    default: return nil
    }
    guard let highest = words.compactMap({ Double($0) }).filter(\.isFinite).max() else {
      return nil
    }
    return UnitSystem.metresPerSecond(highest, from: unit)
  }

  /// Degrees for a compass point (`N` 0, `NNE` 22.5, … `NNW` 337.5); `nil` for another text,
  /// such as the empty one of a calm.
  static func degrees(_ point: String) -> Double? {
    points.firstIndex(of: point.uppercased()).map { Double($0) * 22.5 }
  }

  private static let points = [
    "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW",
    "NNW",
  ]
}
