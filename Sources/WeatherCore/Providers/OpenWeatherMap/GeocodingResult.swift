/// One place in a direct or reverse geocoding answer (a JSON array of these). Its
/// `local_names` are not read, so no name in them can fail a lookup.
struct GeocodingResult: Decodable, Sendable {
  let name: String
  let lat: Double
  let lon: Double
  let country: String?
  let state: String?
}
