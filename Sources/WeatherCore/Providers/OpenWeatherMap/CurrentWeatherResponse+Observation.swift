import Foundation

extension CurrentWeatherResponse {
  /// The domain observation; `requested` stands in when the answer has no usable `coord`.
  func observation(requested: Coordinate) -> Observation {
    let coordinate = coord.flatMap { try? Coordinate(latitude: $0.lat, longitude: $0.lon) }
    let place = Place(
      name: name ?? "", country: sys?.country, state: nil,
      coordinate: coordinate ?? requested)
    return Observation(
      place: place, temperature: main.temp, feelsLike: main.feelsLike,
      temperatureMin: main.tempMin, temperatureMax: main.tempMax,
      humidity: main.humidity, pressure: main.pressure,
      windSpeed: wind?.speed, windDirection: wind?.deg, windGust: wind?.gust,
      conditions: (weather ?? []).map(\.condition),
      observedAt: Date(timeIntervalSince1970: TimeInterval(dt)), timezoneOffset: timezone)
  }
}

extension CurrentWeatherResponse.WeatherCondition {
  /// The domain condition.
  var condition: Condition {
    Condition(id: id, main: main, description: description, icon: icon)
  }
}
