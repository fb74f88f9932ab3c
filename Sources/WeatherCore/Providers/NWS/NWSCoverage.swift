/// Where the NWS forecasts and issues alerts: the US and its territories.
enum NWSCoverage {
  /// Whether the NWS covers a place: by its country code when it is known (the built-in
  /// places know it), else by the areas on the map.
  static func covers(country: String?, coordinate: Coordinate) -> Bool {
    guard let country else { return contains(coordinate) }
    return countries.contains(country.uppercased())
  }

  /// The US, Puerto Rico, the US Virgin Islands, Guam, the Northern Mariana Islands and
  /// American Samoa (ISO 3166-1).
  static let countries: Set<String> = ["US", "PR", "VI", "GU", "MP", "AS"]

  /// Boxes around those places (latitude, longitude), for a coordinate whose country is not
  /// known: generous at the borders, since the NWS answers an empty list for a point it does
  /// not cover.
  private static let boxes: [(ClosedRange<Double>, ClosedRange<Double>)] = [
    (24.0...49.5, -125.0 ... -66.5),  // the 48 states
    (51.0...71.5, -180.0 ... -129.5),  // Alaska
    (51.0...53.5, 172.0...180.0),  // the western Aleutians
    (18.5...22.5, -160.5 ... -154.5),  // Hawaii
    (17.5...18.6, -67.5 ... -64.5),  // Puerto Rico and the Virgin Islands
    (13.0...20.7, 144.5...146.2),  // Guam and the Northern Marianas
    (-14.7 ... -11.0, -171.2 ... -168.0),  // American Samoa
  ]

  /// Whether `coordinate` lies in one of the boxes.
  static func contains(_ coordinate: Coordinate) -> Bool {
    boxes.contains { $0.0.contains(coordinate.latitude) && $0.1.contains(coordinate.longitude) }
  }
}
