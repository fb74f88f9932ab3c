/// One place in a direct or reverse geocoding answer (a JSON array of these).
struct GeocodingResult: Decodable, Sendable {
  let name: String
  let localNames: [String: String]?
  let lat: Double
  let lon: Double
  let country: String?
  let state: String?

  enum CodingKeys: String, CodingKey {
    case name, lat, lon, country, state
    case localNames = "local_names"
  }
}

/// The zip geocoding answer: one object with the code it was asked about.
struct ZipGeocodingResult: Decodable, Sendable {
  let zip: String
  let name: String
  let lat: Double
  let lon: Double
  let country: String?
}
