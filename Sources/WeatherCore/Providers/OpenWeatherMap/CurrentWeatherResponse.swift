/// The `/data/2.5/weather` answer, as far as the tool reads it: only `main.temp` and `dt` are
/// required, and fields the tool never uses are not decoded, so they cannot fail a lookup.
struct CurrentWeatherResponse: Decodable, Sendable {
  struct Coord: Decodable, Sendable {
    let lat: Double
    let lon: Double
  }

  struct WeatherCondition: Decodable, Sendable {
    let id: Int
    let main: String
    let description: String
    let icon: String?
  }

  struct Main: Decodable, Sendable {
    let temp: Double
    let feelsLike: Double?
    let tempMin: Double?
    let tempMax: Double?
    let pressure: Double?
    let humidity: Double?

    enum CodingKeys: String, CodingKey {
      case temp, pressure, humidity
      case feelsLike = "feels_like"
      case tempMin = "temp_min"
      case tempMax = "temp_max"
    }
  }

  struct Wind: Decodable, Sendable {
    let speed: Double?
    let deg: Double?
    let gust: Double?
  }

  /// Rain or snow over the last hour or three; the forecast's steps use `3h`.
  struct Precipitation: Decodable, Sendable {
    let oneHour: Double?
    let threeHours: Double?

    enum CodingKeys: String, CodingKey {
      case oneHour = "1h"
      case threeHours = "3h"
    }
  }

  struct Sys: Decodable, Sendable {
    let country: String?
  }

  let coord: Coord?
  let weather: [WeatherCondition]?
  let main: Main
  let wind: Wind?
  let rain: Precipitation?
  let snow: Precipitation?
  let dt: Int
  let sys: Sys?
  let timezone: Int?
  let name: String?
}
