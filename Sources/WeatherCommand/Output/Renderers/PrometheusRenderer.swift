import Foundation
import WeatherCore

/// The Prometheus text exposition format (0.0.4), for node_exporter's textfile collector:
/// each metric once with `# HELP` and `# TYPE`, its samples together, in base units whatever
/// `--units` says, and `weather_up` 1 or 0 for every location so a failed one shows.
///
/// A location given more than once (`Seoul Seoul`, a line repeated on standard input) is one
/// series, where it first appears, with its last answer: the same series twice would make the
/// whole exposition invalid.
struct PrometheusRenderer: OutputRenderer {
  /// One location's outcome: its report, or none when the lookup failed.
  private struct Entry {
    let query: String
    let report: Report?
  }

  /// Every location's outcome so far, written together at the end.
  private var entries: [Entry] = []

  mutating func answer(_ report: FormattedReport, query: String, notes: [String]) -> [Written] {
    entries.append(Entry(query: query, report: report.report))
    return notes.map(Written.error)
  }

  mutating func failure(query: String, message: String?) -> [Written] {
    entries.append(Entry(query: query, report: nil))
    return message.map { [.error($0)] } ?? []
  }

  func places(_ places: [Place]) -> [Written] {
    places.map { .output(PlaceLines.line($0, json: false)) }
  }

  /// The exposition of every location's outcome.
  mutating func end() -> [Written] {
    defer { entries = [] }
    return [.output(text(entries))]
  }

  /// A metric with only the location's labels. Its value is in the base unit Prometheus
  /// names it by (pascals, meters, a 0-1 ratio, grams), written with `places` decimals: as many
  /// as the source unit's hundredths need (`0.0000005` g/m³ is 0.5 µg/m³).
  private struct Metric: Sendable {
    let name: String
    let help: String
    var places = 2
    let value: @Sendable (Report) -> Double?
  }

  private static let metrics = [
    Metric(
      name: "weather_temperature_celsius", help: "Air temperature.",
      value: { UnitSystem.metric.temperature(kelvin: $0.observation.temperature) }),
    Metric(
      name: "weather_feels_like_celsius", help: "Perceived temperature.",
      value: { $0.observation.feelsLike.map { UnitSystem.metric.temperature(kelvin: $0) } }),
    Metric(
      name: "weather_relative_humidity_ratio", help: "Relative humidity, 0 to 1.", places: 4,
      value: { $0.observation.humidity.map { $0 / 100 } }),
    Metric(
      name: "weather_pressure_pascals", help: "Air pressure at sea level.",
      value: { $0.observation.pressure.map { $0 * 100 } }),
    Metric(
      name: "weather_wind_speed_meters_per_second", help: "Wind speed.",
      value: { $0.observation.windSpeed }),
    Metric(
      name: "weather_wind_gust_meters_per_second", help: "Wind gusts.",
      value: { $0.observation.windGust }),
    Metric(
      name: "weather_wind_direction_degrees", help: "Where the wind blows from.",
      value: { $0.observation.windDirection }),
    Metric(
      name: "weather_observed_timestamp_seconds", help: "When the weather was observed.",
      value: { $0.observation.observedAt.timeIntervalSince1970 }),
    Metric(
      name: "weather_precipitation_meters", help: "Precipitation in the last hour.", places: 5,
      value: { $0.observation.precipitation.map { $0 / 1000 } }),
    Metric(name: "weather_uv_index", help: "UV index.", value: { $0.observation.uvIndex }),
    sun("dawn", "Civil dawn today, local date.", \.dawn.date),
    sun("sunrise", "Sunrise today, local date.", \.sunrise.date),
    sun("solar_noon", "Solar noon today, local date.", \.noon),
    sun("sunset", "Sunset today, local date.", \.sunset.date),
    sun("dusk", "Civil dusk today, local date.", \.dusk.date),
    Metric(
      name: "weather_moon_illumination_ratio", help: "The lit fraction of the moon's disc.",
      value: { Sky(report: $0).moon?.illumination }),
    Metric(
      name: "weather_moon_age_seconds", help: "Time since the last new moon.",
      value: { Sky(report: $0).moon.map { $0.age * 86_400 } }),
    Metric(
      name: "weather_pm2_5_grams_per_cubic_meter", help: "Fine particles, PM2.5.", places: 8,
      value: { $0.air?.pm2_5.map { $0 / 1_000_000 } }),
    Metric(
      name: "weather_pm10_grams_per_cubic_meter", help: "Coarse particles, PM10.", places: 8,
      value: { $0.air?.pm10.map { $0 / 1_000_000 } }),
  ]

  /// A metric with a label of its own besides the location's: each report gives a sample
  /// for each value of the label it has.
  private struct LabelledMetric: Sendable {
    let name: String
    let help: String
    let label: String
    let samples: @Sendable (Report) -> [(String, Double?)]
  }

  private static let labelledMetrics = [
    LabelledMetric(
      name: "weather_air_quality_index",
      help: "Air Quality Index: scale us is the EPA's 0-500, eu the EEA's bands at 20 a band.",
      label: "scale",
      samples: { [("us", $0.air?.usIndex.map(Double.init)), ("eu", $0.air?.europeanIndex)] }),
    LabelledMetric(
      name: "weather_alerts", help: "Weather alerts in force, by severity.", label: "severity",
      samples: { report in
        guard let alerts = report.alerts else { return [] }
        return AlertSeverity.allCases.map { severity in
          (severity.rawValue, Double(alerts.count { $0.severity == severity }))
        }
      }),
  ]

  /// `weather_NAME_timestamp_seconds`: a time of the sun, absent on a day it does not happen.
  private static func sun(
    _ name: String, _ help: String, _ time: @escaping @Sendable (SunTimes) -> Date?
  ) -> Metric {
    Metric(
      name: "weather_\(name)_timestamp_seconds", help: help,
      value: { Sky(report: $0).sun.flatMap(time)?.timeIntervalSince1970 })
  }

  /// The whole exposition for a run's outcomes, ending with a newline.
  private func text(_ entries: [Entry]) -> String {
    let entries = Self.lastAnswers(entries)
    var lines = [
      "# HELP weather_up Whether the location's lookup succeeded.", "# TYPE weather_up gauge",
    ]
    lines += entries.map { "weather_up\(Self.labels($0)) \($0.report == nil ? 0 : 1)" }
    for metric in Self.metrics {
      let samples = entries.compactMap { entry -> String? in
        guard let report = entry.report, let value = metric.value(report), value.isFinite else {
          return nil
        }
        return "\(metric.name)\(Self.labels(entry)) \(Self.number(value, places: metric.places))"
      }
      guard !samples.isEmpty else { continue }
      lines += ["# HELP \(metric.name) \(metric.help)", "# TYPE \(metric.name) gauge"] + samples
    }
    for metric in Self.labelledMetrics {
      let samples = entries.flatMap { entry -> [String] in
        guard let report = entry.report else { return [] }
        return metric.samples(report).compactMap { value, sample in
          guard let sample, sample.isFinite else { return nil }
          let labels = String(Self.labels(entry).dropLast()) + ",\(metric.label)=\"\(value)\"}"
          return "\(metric.name)\(labels) \(Self.number(sample))"
        }
      }
      guard !samples.isEmpty else { continue }
      lines += ["# HELP \(metric.name) \(metric.help)", "# TYPE \(metric.name) gauge"] + samples
    }
    return lines.joined(separator: "\n")
  }

  /// Each location once, in the place it first appears, with its last answer; locations are
  /// the same when their labels would be.
  private static func lastAnswers(_ entries: [Entry]) -> [Entry] {
    var places: [String: Int] = [:]
    var result: [Entry] = []
    for entry in entries {
      let location = escaped(entry.query)
      if let place = places[location] {
        result[place] = entry
      } else {
        places[location] = result.count
        result.append(entry)
      }
    }
    return result
  }

  /// `{location="Seoul",country="KR",provider="openweathermap"}`.
  private static func labels(_ entry: Entry) -> String {
    let pairs = [
      ("location", entry.query), ("country", entry.report?.place.country ?? ""),
      ("provider", entry.report?.provider ?? ""),
    ]
    return "{" + pairs.map { "\($0)=\"\(escaped($1))\"" }.joined(separator: ",") + "}"
  }

  /// A label value as the format requires: `\\` and `\"` escaped; line breaks (spaces here)
  /// and other controls made safe like every outside text. Read scalar by scalar: a quote that
  /// a combining mark follows is one `Character` with it, and compared as characters it went
  /// unescaped.
  private static func escaped(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in SafeText.line(text).unicodeScalars {
      if scalar == "\\" || scalar == "\"" { result.append("\\") }
      result.append(scalar)
    }
    return String(result)
  }

  private static func number(_ value: Double, places: Int = 2) -> String {
    NumberText.decimal(NumberText.rounded(value, places: places) ?? value, places: places)
  }
}
