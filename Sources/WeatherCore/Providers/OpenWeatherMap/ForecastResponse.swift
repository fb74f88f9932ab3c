/// The `/data/2.5/forecast` answer: `cod` is the string `"200"` here.
struct ForecastResponse: Decodable, Sendable {
  struct Entry: Decodable, Sendable {
    let dt: Int
    let main: CurrentWeatherResponse.Main
    let weather: [CurrentWeatherResponse.WeatherCondition]?
    let clouds: CurrentWeatherResponse.Clouds?
    let wind: CurrentWeatherResponse.Wind?
    let visibility: Double?
    let pop: Double?
    let rain: CurrentWeatherResponse.Precipitation?
    let snow: CurrentWeatherResponse.Precipitation?
    let dtTxt: String?

    enum CodingKeys: String, CodingKey {
      case dt, main, weather, clouds, wind, visibility, pop, rain, snow
      case dtTxt = "dt_txt"
    }
  }

  struct City: Decodable, Sendable {
    let id: Int?
    let name: String?
    let coord: CurrentWeatherResponse.Coord?
    let country: String?
    let population: Int?
    let timezone: Int?
    let sunrise: Int?
    let sunset: Int?
  }

  let cod: FlexibleCode?
  let cnt: Int?
  let list: [Entry]
  let city: City?
}
