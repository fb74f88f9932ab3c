/// The `cod` field, which OpenWeatherMap sends as a number (`200`, `401`) in some answers and
/// as a string (`"404"`, `"200"` in forecasts) in others.
struct FlexibleCode: Decodable, Sendable, Equatable {
  let value: String

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      value = String(number)
    } else {
      value = try container.decode(String.self)
    }
  }
}
