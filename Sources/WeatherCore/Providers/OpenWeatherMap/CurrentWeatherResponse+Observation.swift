import Foundation

extension CurrentWeatherResponse {
  /// The domain observation; `requested` stands in when the answer has no usable `coord`.
  func observation(requested: Coordinate) -> Observation {
    let coordinate = coord.flatMap { try? Coordinate(latitude: $0.lat, longitude: $0.lon) }
    let place = Place(
      name: name ?? "", country: sys?.country, state: nil,
      coordinate: coordinate ?? requested)
    return Observation(
      place: place, main: main, wind: wind, weather: weather, dt: dt, timezone: timezone)
  }
}

extension Observation {
  fileprivate init(
    place: Place, main: CurrentWeatherResponse.Main, wind: CurrentWeatherResponse.Wind?,
    weather: [CurrentWeatherResponse.WeatherCondition]?, dt: Int, timezone: Int?
  ) {
    self.init(
      place: place, temperature: main.temp, feelsLike: main.feelsLike,
      temperatureMin: main.tempMin, temperatureMax: main.tempMax,
      humidity: main.humidity, pressure: main.pressure,
      windSpeed: wind?.speed, windDirection: wind?.deg, windGust: wind?.gust,
      conditions: (weather ?? []).map {
        Condition(id: $0.id, main: $0.main, description: $0.description, icon: $0.icon)
      },
      observedAt: Date(timeIntervalSince1970: TimeInterval(dt)), timezoneOffset: timezone)
  }
}
