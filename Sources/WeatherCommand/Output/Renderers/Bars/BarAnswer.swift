import Foundation
import WeatherCore

/// One location's answer as every status bar reads it: the text, the condition as a key, and
/// what marks it (stale, alerts, hot, cold). Every text in it is made safe for one line, not
/// yet escaped for any bar's markup: each bar's format escapes its own.
struct BarAnswer: Sendable {
  /// The location as given.
  let query: String
  /// The template's line.
  let text: String
  /// The short form, for a narrow bar: the temperature.
  let short: String
  /// The condition as a stable key, such as `light-rain-night` (`ConditionKind`'s name, with
  /// `-day` or `-night`).
  let conditionKey: String
  /// How old a stale answer is (`2h`), `nil` for a fresh one.
  let staleAge: String?
  /// The events of the alerts in force, most severe first.
  let alerts: [String]
  /// The temperature in °C, whatever the units shown, for the hot and cold marks.
  let celsius: Double
  /// The chance of precipitation in the next hour, 0 to 100.
  let precipitationChance: Int
  /// The lines a tooltip shows.
  let details: [String]

  /// At or above this temperature (°C) the answer is marked `hot`.
  static let hot = 30.0
  /// At or below this temperature (°C) the answer is marked `cold`.
  static let cold = 0.0

  init(_ report: FormattedReport, query: String, template: FormatTemplate, icons: IconSet) {
    let observation = report.report.observation
    let night = report.isNight
    self.query = query
    text = TemplateRenderer(template: template, icons: icons).line(for: report, query: query)
    short = report.temperature
    let kind = observation.conditions.first?.kind ?? .unknown
    conditionKey =
      kind.rawValue.replacingOccurrences(of: "_", with: "-") + (night ? "-night" : "-day")
    staleAge = report.staleAge.map(StaleAge.text)
    alerts = (report.alerts ?? []).map(AlertText.event)
    celsius = UnitSystem.metric.temperature(kelvin: observation.temperature)
    let chance = report.forecast.flatMap { $0.step(in: 1)?.precipitationProbability } ?? 0
    precipitationChance = chance.isFinite ? Int(min(100, max(0, chance)).rounded()) : 0
    details = Self.details(report, alerts: alerts, staleAge: staleAge)
  }

  /// The classes a bar's style sheet can match: the condition's key, then `stale`, `alert`,
  /// `hot` or `cold` when they apply.
  var classes: [String] {
    [conditionKey] + (staleAge == nil ? [] : ["stale"]) + (alerts.isEmpty ? [] : ["alert"])
      + (celsius >= Self.hot ? ["hot"] : []) + (celsius <= Self.cold ? ["cold"] : [])
  }

  /// Place; condition; feels like; wind; humidity; today's low and high; the next hours;
  /// sunrise and sunset; the alerts in force; the age of a stale answer.
  private static func details(_ report: FormattedReport, alerts: [String], staleAge: String?)
    -> [String]
  {
    var lines = [report.label]
    if let condition = report.conditions.first { lines.append(condition) }
    lines.append("Temperature " + report.temperature)
    if let feelsLike = report.feelsLike { lines.append("Feels like " + feelsLike) }
    if let wind = report.wind { lines.append("Wind " + wind) }
    if let humidity = report.humidity { lines.append("Humidity " + humidity) }
    if let forecast = report.forecast {
      if let today = forecast.forecast.daily.first {
        lines.append(
          "Today " + forecast.temperature(today.temperatureMin) + " to "
            + forecast.temperature(today.temperatureMax))
      }
      for step in forecast.forecast.hourly.filter({ $0.time > forecast.now }).prefix(3) {
        let chance = step.precipitationProbability.map { " " + forecast.percent($0) } ?? ""
        lines.append(
          forecast.local(step.time).timeText + " " + forecast.temperature(step.temperature)
            + chance)
      }
    }
    let sky = report.sky
    if let sun = sky.sun {
      let time = { (event: SunEvent) in event.date.map { sky.clock($0).prefix(5) } ?? "--" }
      lines.append("Sunrise \(time(sun.sunrise))  Sunset \(time(sun.sunset))")
    }
    lines += alerts.map { "Alert: " + $0 }
    if let staleAge { lines.append("Stale: " + staleAge + " old") }
    return lines
  }
}
