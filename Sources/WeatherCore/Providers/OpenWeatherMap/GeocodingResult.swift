/// One place in a direct or reverse geocoding answer (a JSON array of these).
struct GeocodingResult: Decodable, Sendable {
  let name: String
  let localNames: LocalNames?
  let lat: Double
  let lon: Double
  let country: String?
  let state: String?

  enum CodingKeys: String, CodingKey {
    case name, lat, lon, country, state
    case localNames = "local_names"
  }
}

/// The zip geocoding answer: one object for the code it was asked about.
struct ZipGeocodingResult: Decodable, Sendable {
  let name: String
  let lat: Double
  let lon: Double
  let country: String?
}

/// A place's names by language, read leniently: an entry that is not a string is skipped,
/// so nothing in `local_names` can fail a lookup.
struct LocalNames: Decodable, Sendable {
  let names: [String: String]

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    var names: [String: String] = [:]
    for key in container.allKeys.prefix(500) {
      if let name = try? container.decode(String.self, forKey: key) {
        names[key.stringValue] = name
      }
    }
    self.names = names
  }
}
