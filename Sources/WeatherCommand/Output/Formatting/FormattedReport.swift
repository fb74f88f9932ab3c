import Foundation
import WeatherCore

/// A report's values in the person's units, rounded, and with every text from the server made
/// safe: the one layer every renderer draws on.
struct FormattedReport: Sendable {
  let report: Report
  let units: UnitSystem
  /// The unit wind speeds are shown in.
  let windUnit: SpeedUnit
  /// How old the answer is, in seconds, when it is a stale one shown for a lookup that
  /// failed (`--stale`); `nil` for a fresh answer.
  let staleAge: Double?
  /// The title of the source that answered when it is not the first of the failover list
  /// (`Open-Meteo`), for the lines that name it; `nil` when the first answered.
  let fallbackSource: String?
  /// The moment a watch shows the answer, whose sky (day or night, the sun's times, the
  /// moon) the lines show; `nil`: the observation's.
  let shownAt: Date?

  /// A report in `units`, with wind in `wind` (the units' own when `nil`).
  init(
    report: Report, units: UnitSystem, wind: SpeedUnit? = nil, staleAge: Double? = nil,
    fallbackSource: String? = nil, shownAt: Date? = nil
  ) {
    self.report = report
    self.units = units
    self.windUnit = wind ?? units.windUnit
    self.staleAge = staleAge
    self.fallbackSource = fallbackSource
    self.shownAt = shownAt
  }

  /// `(from Open-Meteo)` when a source other than the list's first answered; `nil` otherwise.
  var fallbackNote: String? {
    fallbackSource.map { "(from \(SafeText.line($0, limit: 40)))" }
  }

  private var observation: Observation { report.observation }

  /// The sun and the moon at the place, when the answer is shown.
  var sky: Sky { Sky(report: report, at: shownAt) }

  /// Whether the sun is down at the place at the observation's time, or when a watch shows
  /// the answer (polar night included).
  var isNight: Bool {
    let sky = self.sky
    guard let sun = sky.sun else { return false }
    let now = sky.moment
    switch sun.sunrise {
    case .alwaysDown: return true
    case .alwaysUp: return false
    case .at(let sunrise): return now < sunrise || sun.sunset.date.map { now >= $0 } ?? false
    }
  }

  /// The most characters of a server's name or description a line for people shows (JSON
  /// and CSV keep them whole): no place or condition comes near it, a hostile answer might.
  static let textLimit = 100

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
        .joined(separator: ", "), limit: Self.textLimit)
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
    observation.conditions.map { SafeText.line($0.description, limit: Self.textLimit) }
  }

  /// `93%`.
  var humidity: String? {
    observation.humidity.map { NumberText.whole($0) + "%" }
  }

  /// `1015hPa`.
  var pressure: String? {
    observation.pressure.map { NumberText.whole($0) + "hPa" }
  }

  /// `←3.0m/s`, `←11km/h`: an arrow for the way the wind blows, and its speed.
  var wind: String? {
    WindText.text(
      Wind(speed: observation.windSpeed, direction: observation.windDirection), in: windUnit)
  }

  /// `0.4mm`, `0.02in`: the last hour's precipitation.
  var precipitation: String? {
    observation.precipitation.map { PrecipitationText.text($0, units: units) }
  }

  /// `5`: the UV index, whole.
  var uvIndex: String? {
    observation.uvIndex.map(NumberText.whole)
  }

  /// `2021-02-21T16:37:13Z`.
  var observedAt: String {
    CivilTime.iso8601(observation.observedAt)
  }

  /// A temperature in Kelvin in the person's units, for machines.
  func machineTemperature(_ kelvin: Double?) -> Double? {
    kelvin.flatMap { TemperatureFormatter.forMachines(kelvin: $0, in: units) }
  }

  /// The wind speed in the wind unit, unrounded.
  var windSpeed: Double? {
    observation.windSpeed.map { windUnit.speed(metresPerSecond: $0) }
  }

  /// The wind gust speed in the wind unit, unrounded.
  var windGust: Double? {
    observation.windGust.map { windUnit.speed(metresPerSecond: $0) }
  }

  /// The air quality, when it was asked for and its service answered.
  var air: AirQuality? { report.air }

  /// The alerts in force, most severe first, when they were asked for and a feed answered.
  var alerts: [Alert]? { report.alerts }

  /// `AQI 42 good`: the US index and its EPA category, or `nil` without one.
  var airQualityText: String? {
    report.air?.usIndex.map { "AQI \($0) \(AirQualityCategory(usIndex: $0).rawValue)" }
  }

  /// The lines under the place, one an alert.
  func alertLines(color: Bool) -> [String] {
    AlertText.lines(
      report.alerts ?? [], offset: observation.timezoneOffset,
      words: LocalizedWords.words(for: report.language), color: color)
  }

  /// The forecast's values, when the report has a forecast.
  var forecast: ForecastValues? {
    report.forecast.map {
      ForecastValues(
        forecast: $0, units: units, windUnit: windUnit, now: observation.observedAt,
        words: LocalizedWords.words(for: report.language),
        columns: ColumnWords.words(for: report.language))
    }
  }
}
