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
      observedAt: Date(timeIntervalSince1970: TimeInterval(dt)), timezoneOffset: timezone,
      precipitation: lastHourPrecipitation)
  }

  /// `rain.1h` plus `snow.1h`. OpenWeatherMap leaves both out when nothing falls, so neither
  /// is 0; a block with only `3h` says nothing of the last hour, so `nil`.
  private var lastHourPrecipitation: Double? {
    let blocks = [rain, snow].compactMap { $0 }
    guard !blocks.isEmpty else { return 0 }
    let hourly = blocks.compactMap(\.oneHour)
    return hourly.isEmpty ? nil : hourly.reduce(0, +)
  }
}

extension CurrentWeatherResponse.WeatherCondition {
  /// The domain condition.
  var condition: Condition {
    Condition(
      kind: ConditionKind(openWeatherMapID: id), id: id, main: main, description: description,
      icon: icon)
  }
}
