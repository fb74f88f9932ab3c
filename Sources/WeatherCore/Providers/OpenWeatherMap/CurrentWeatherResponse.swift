/// The `/data/2.5/weather` answer. Only `main.temp` and `dt` are required: real answers
/// leave out visibility, gust, sys.type, timezone and more.
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
    let seaLevel: Double?
    let grndLevel: Double?

    enum CodingKeys: String, CodingKey {
      case temp, pressure, humidity
      case feelsLike = "feels_like"
      case tempMin = "temp_min"
      case tempMax = "temp_max"
      case seaLevel = "sea_level"
      case grndLevel = "grnd_level"
    }
  }

  struct Wind: Decodable, Sendable {
    let speed: Double?
    let deg: Double?
    let gust: Double?
  }

  struct Clouds: Decodable, Sendable {
    let all: Double?
  }

  struct Precipitation: Decodable, Sendable {
    let oneHour: Double?
    let threeHours: Double?

    enum CodingKeys: String, CodingKey {
      case oneHour = "1h"
      case threeHours = "3h"
    }
  }

  struct Sys: Decodable, Sendable {
    let type: Int?
    let id: Int?
    let country: String?
    let sunrise: Int?
    let sunset: Int?
  }

  let coord: Coord?
  let weather: [WeatherCondition]?
  let main: Main
  let visibility: Double?
  let wind: Wind?
  let clouds: Clouds?
  let rain: Precipitation?
  let snow: Precipitation?
  let dt: Int
  let sys: Sys?
  let timezone: Int?
  let id: Int?
  let name: String?
  let cod: FlexibleCode?
}
