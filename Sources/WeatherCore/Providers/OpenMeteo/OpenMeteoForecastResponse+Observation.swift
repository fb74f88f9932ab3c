import Foundation

extension OpenMeteoForecastResponse {
  /// The domain observation, converted to Kelvin and metres per second from the units the
  /// answer states (°C and km/h when it states none, Open-Meteo's defaults).
  func observation(requested: Coordinate) throws(WeatherError) -> Observation {
    guard let local = Self.localTime(current.time) else {
      throw .unreadableAnswer(.malformed("invalid value at current.time"))
    }
    let offset = utcOffsetSeconds ?? 0
    let kelvin = Self.kelvin(unit: currentUnits?.temperature2m)
    let metresPerSecond = Self.metresPerSecond(unit: currentUnits?.windSpeed10m)
    let coordinate = (try? Coordinate(latitude: latitude, longitude: longitude)) ?? requested
    return Observation(
      place: Place(name: "", country: nil, state: nil, coordinate: coordinate),
      temperature: kelvin(current.temperature2m),
      feelsLike: current.apparentTemperature.map(kelvin),
      humidity: current.relativeHumidity2m, pressure: current.pressureMsl,
      windSpeed: current.windSpeed10m.map(metresPerSecond),
      windDirection: current.windDirection10m,
      windGust: current.windGusts10m.map(metresPerSecond),
      conditions: current.weatherCode.map { [WMOCode.condition($0)] } ?? [],
      observedAt: local.addingTimeInterval(-TimeInterval(offset)), timezoneOffset: offset)
  }

  private static func kelvin(unit: String?) -> (Double) -> Double {
    let unit: UnitTemperature = unit == "°F" ? .fahrenheit : .celsius
    return { UnitSystem.kelvin($0, from: unit) }
  }

  private static func metresPerSecond(unit: String?) -> (Double) -> Double {
    let unit: SpeedUnit =
      switch unit {
      case "m/s": .metresPerSecond
      case "mp/h", "mph": .milesPerHour
      case "kn": .knots
      default: .kilometresPerHour
      }
    return { UnitSystem.metresPerSecond($0, from: unit) }
  }

  /// `2025-02-05T21:15` (or with `:SS`) read as if it were UTC.
  static func localTime(_ text: String) -> Date? {
    let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
    guard (5...6).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
    let values = parts.compactMap { $0 }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    let components = DateComponents(
      year: values[0], month: values[1], day: values[2], hour: values[3], minute: values[4],
      second: values.count == 6 ? values[5] : 0)
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }
}
