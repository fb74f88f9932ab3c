import Foundation
import WeatherCore

/// A report's values in the person's units, rounded, and with every text from the server made
/// safe: the one layer every renderer draws on.
struct FormattedReport: Sendable {
  let report: Report
  let units: UnitSystem
  /// How old the answer is, in seconds, when it is a stale one shown for a lookup that
  /// failed (`--stale`); `nil` for a fresh answer.
  var staleAge: Double?

  private var observation: Observation { report.observation }

  /// `Seoul, KR`; `Springfield, IL, US` in the US; the coordinates where the answer has no name.
  var label: String {
    let place = report.place
    guard !place.name.isEmpty else {
      return NumberText.decimal(place.coordinate.latitude, places: 4) + ","
        + NumberText.decimal(place.coordinate.longitude, places: 4)
    }
    let state = place.country == "US" ? place.state : nil
    return SafeText.line(
      [place.name, state, place.country].compactMap { $0 }.filter { !$0.isEmpty }
        .joined(separator: ", "))
  }

  /// `15°C`.
  var temperature: String {
    TemperatureFormatter.forPeople(kelvin: observation.temperature, in: units)
  }

  /// `13°C`, or `nil` when the answer has none.
  var feelsLike: String? {
    observation.feelsLike.map { TemperatureFormatter.forPeople(kelvin: $0, in: units) }
  }

  /// Every condition's description, most significant first.
  var conditions: [String] {
    observation.conditions.map { SafeText.line($0.description) }
  }

  /// `93%`.
  var humidity: String? {
    observation.humidity.map { NumberText.whole($0) + "%" }
  }

  /// `1015hPa`.
  var pressure: String? {
    observation.pressure.map { NumberText.whole($0) + "hPa" }
  }

  /// `←3.0m/s`: an arrow for the way the wind blows, and its speed.
  var wind: String? {
    WindText.text(
      Wind(speed: observation.windSpeed, direction: observation.windDirection), units: units)
  }

  /// `2021-02-21T16:37:13Z`.
  var observedAt: String {
    observation.observedAt.ISO8601Format()
  }

  /// A temperature in Kelvin in the person's units, for machines.
  func machineTemperature(_ kelvin: Double?) -> Double? {
    kelvin.flatMap { TemperatureFormatter.forMachines(kelvin: $0, in: units) }
  }

  /// The wind speed in the person's units, unrounded.
  var windSpeed: Double? {
    observation.windSpeed.map { units.speed(metresPerSecond: $0) }
  }

  /// The wind gust speed in the person's units, unrounded.
  var windGust: Double? {
    observation.windGust.map { units.speed(metresPerSecond: $0) }
  }

  /// The forecast's values, when the report has a forecast.
  var forecast: ForecastValues? {
    report.forecast.map {
      ForecastValues(
        forecast: $0, units: units, now: observation.observedAt,
        words: LocalizedWords.words(for: report.language))
    }
  }
}
