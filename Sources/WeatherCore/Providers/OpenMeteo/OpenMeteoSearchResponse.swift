/// The `/v1/search` answer. With no match there is no `results` key at all.
struct OpenMeteoSearchResponse: Decodable, Sendable {
  struct Result: Decodable, Sendable {
    let name: String
    let latitude: Double
    let longitude: Double
    let countryCode: String?
    let admin1: String?

    enum CodingKeys: String, CodingKey {
      case name, latitude, longitude, admin1
      case countryCode = "country_code"
    }
  }

  let results: [Result]?
}
