/// The `/data/2.5/forecast` answer, as far as the tool reads it: 3-hour steps and the city.
struct ForecastResponse: Decodable, Sendable {
  struct Entry: Decodable, Sendable {
    let dt: Int
    let main: CurrentWeatherResponse.Main
    let weather: [CurrentWeatherResponse.WeatherCondition]?
    let wind: CurrentWeatherResponse.Wind?
    let pop: Double?
    let rain: CurrentWeatherResponse.Precipitation?
    let snow: CurrentWeatherResponse.Precipitation?
  }

  struct City: Decodable, Sendable {
    let timezone: Int?
  }

  let list: [Entry]
  let city: City?
}
