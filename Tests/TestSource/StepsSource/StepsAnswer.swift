/// The test source's answer: a forecast of steps, hour-long first and 6 hours long later (as
/// MET Norway sends), each with a temperature and a symbol; no observation.
struct StepsAnswer: Decodable {
  struct Step: Decodable {
    /// The start, in seconds since 1970.
    let time: Double
    /// The length in hours.
    let hours: Int
    /// The air temperature in °C.
    let temperature: Double
    /// What it will be like: `clear`, `cloudy`, `rain`, `snow`.
    let symbol: String
  }

  let steps: [Step]
}
