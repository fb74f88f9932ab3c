import Foundation

/// What no instrument on Earth reads, so a value outside it is the answer's fault: the
/// temperature or time of a reading make the whole answer unreadable; any other field is
/// dropped (`null` in JSON, `?` in a template). The bounds are generous: records lie well
/// inside them.
enum Plausible {
  /// Kelvin: −173 °C to 127 °C (records: −89 °C and 57 °C).
  static let temperature = 100.0...400.0
  /// Percent.
  static let percentage = 0.0...100.0
  /// Hectopascals, sea level or station (records: 870 and 1085 at sea level).
  static let pressure = 100.0...1200.0
  /// Metres per second (the record gust is 113 m/s).
  static let speed = 0.0...200.0
  /// Degrees.
  static let direction = 0.0...360.0
  /// Millimetres over a step or a day.
  static let precipitation = 0.0...2000.0
  /// The UV index (the highest ever measured is about 43).
  static let uvIndex = 0.0...50.0
  /// Seconds from UTC.
  static let offset = -18 * 3600...18 * 3600
  /// Seconds since 1970: from 1970 to the year 2200.
  static let time = 0.0...7_258_118_400.0
  /// Seconds since 1970 of a row of past weather: from 1940, where Open-Meteo's archive
  /// begins, to the year 2200.
  static let pastTime = -946_771_200.0...7_258_118_400.0
  /// µg/m³ of a pollutant (wildfire smoke has reached a few thousand; carbon monoxide tens of
  /// thousands).
  static let concentration = 0.0...100_000.0
  /// Pollen grains per m³ (the worst seasons reach a few thousand).
  static let pollen = 0.0...100_000.0

  /// An IANA time zone name as they are written (`America/Argentina/Buenos_Aires`,
  /// `Etc/GMT+5`): an ASCII letter, then ASCII letters, digits and `/_+-`, at most 64
  /// characters; else `nil`. A sign first (`+09:00`, `-1+2`) is no zone's name.
  static func timeZone(_ name: String) -> String? {
    guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic
    else { return nil }
    let allowed = name.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
          || "/_+-".unicodeScalars.contains($0))
    }
    return allowed && (1...64).contains(name.unicodeScalars.count) ? name : nil
  }

  /// `value` when it lies in `range`, else `nil`.
  static func kept(_ value: Double?, in range: ClosedRange<Double>) -> Double? {
    value.flatMap { range.contains($0) ? $0 : nil }
  }

  /// `value` when it lies in `range`; else the answer is unreadable, naming `field`.
  static func required(_ value: Double, in range: ClosedRange<Double>, field: String)
    throws(WeatherError) -> Double
  {
    guard range.contains(value) else { throw .unreadableAnswer(.malformed("impossible \(field)")) }
    return value
  }
}

extension Weather {
  /// The answer with impossible values dropped, or an error when the temperature or time of a
  /// reading is impossible.
  /// - Throws: `WeatherError.unreadableAnswer`.
  package func checked() throws(WeatherError) -> Weather {
    var weather = Weather(
      current: try current.checked(),
      forecast: try forecast?.checked(times: period == nil ? Plausible.time : Plausible.pastTime),
      freshness: freshness, period: period)
    weather.yesterday = Plausible.kept(yesterday, in: Plausible.temperature)
    return weather
  }
}

extension Observation {
  func checked() throws(WeatherError) -> Observation {
    let time = try Plausible.required(
      observedAt.timeIntervalSince1970, in: Plausible.time, field: "observation time")
    return Observation(
      place: place,
      temperature: try Plausible.required(
        temperature, in: Plausible.temperature, field: "temperature"),
      feelsLike: Plausible.kept(feelsLike, in: Plausible.temperature),
      temperatureMin: Plausible.kept(temperatureMin, in: Plausible.temperature),
      temperatureMax: Plausible.kept(temperatureMax, in: Plausible.temperature),
      humidity: Plausible.kept(humidity, in: Plausible.percentage),
      pressure: Plausible.kept(pressure, in: Plausible.pressure),
      windSpeed: Plausible.kept(windSpeed, in: Plausible.speed),
      windDirection: Plausible.kept(windDirection, in: Plausible.direction),
      windGust: Plausible.kept(windGust, in: Plausible.speed),
      conditions: conditions, observedAt: Date(timeIntervalSince1970: time),
      timezoneOffset: timezoneOffset.flatMap { Plausible.offset.contains($0) ? $0 : nil },
      precipitation: Plausible.kept(precipitation, in: Plausible.precipitation),
      uvIndex: Plausible.kept(uvIndex, in: Plausible.uvIndex),
      timeZone: timeZone.flatMap(Plausible.timeZone), kind: kind)
  }
}

extension Forecast {
  /// The forecast with impossible values dropped; a row's time outside `times` makes it
  /// unreadable.
  func checked(times: ClosedRange<Double> = Plausible.time) throws(WeatherError) -> Forecast {
    guard Plausible.offset.contains(utcOffset) else {
      throw .unreadableAnswer(.malformed("impossible time zone offset"))
    }
    return Forecast(
      hourly: try hourly.map { (step) throws(WeatherError) in try step.checked(times: times) },
      daily: try daily.map { (day) throws(WeatherError) in try day.checked(times: times) },
      utcOffset: utcOffset)
  }
}

extension HourlyForecast {
  func checked(times: ClosedRange<Double>) throws(WeatherError) -> HourlyForecast {
    HourlyForecast(
      time: Date(
        timeIntervalSince1970: try Plausible.required(
          time.timeIntervalSince1970, in: times, field: "forecast time")),
      hours: hours,
      temperature: try Plausible.required(
        temperature, in: Plausible.temperature, field: "forecast temperature"),
      feelsLike: Plausible.kept(feelsLike, in: Plausible.temperature),
      humidity: Plausible.kept(humidity, in: Plausible.percentage),
      precipitationProbability: Plausible.kept(precipitationProbability, in: Plausible.percentage),
      precipitation: Plausible.kept(precipitation, in: Plausible.precipitation),
      condition: condition, wind: wind.checked())
  }
}

extension DailyForecast {
  func checked(times: ClosedRange<Double>) throws(WeatherError) -> DailyForecast {
    guard let midnight = CivilTime(date: date)?.date(offset: 0).timeIntervalSince1970,
      times.contains(midnight)
    else { throw .unreadableAnswer(.malformed("impossible forecast date")) }
    return DailyForecast(
      date: date, temperatureMin: Plausible.kept(temperatureMin, in: Plausible.temperature),
      temperatureMax: Plausible.kept(temperatureMax, in: Plausible.temperature),
      condition: condition,
      precipitationProbability: Plausible.kept(precipitationProbability, in: Plausible.percentage),
      precipitation: Plausible.kept(precipitation, in: Plausible.precipitation),
      wind: wind.checked())
  }
}

extension Wind {
  func checked() -> Wind {
    Wind(
      speed: Plausible.kept(speed, in: Plausible.speed),
      direction: Plausible.kept(direction, in: Plausible.direction),
      gust: Plausible.kept(gust, in: Plausible.speed))
  }
}
