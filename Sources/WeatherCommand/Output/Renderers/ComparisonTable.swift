import Foundation
import WeatherCore

/// `--compare` for people: one row per source, then the spread of the temperatures.
///
/// ```
/// London, GB      now    feels   wind      humidity  condition      next 1h  data from
/// OpenWeatherMap  12°C   10°C    ←4.1m/s   81%       light rain     0.3mm    14:50
/// Open-Meteo      13°C   11°C    ←3.6m/s   77%       overcast       0.0mm    15:00
/// spread 1.0°C
/// ```
///
/// With `--days N`, each day's low and high follow, one column a day.
enum ComparisonTable {
  /// The table's lines for `rows`, the place labelled `label`.
  static func lines(_ rows: [ComparedRow], label: String) -> [String] {
    let days = rows.compactMap { $0.report?.report.forecast?.daily.count }.max() ?? 0
    let dayNames = rows.compactMap { $0.report?.forecast }.first.map { values in
      values.forecast.daily.prefix(days).map { values.dayLabel($0.date) }
    }
    let header =
      [label, "now", "feels", "wind", "humidity", "condition", "next 1h", "data from"]
      + (dayNames ?? [])
    let cells: [[String]] = rows.map { row in
      let title = SafeText.line(row.title, limit: 40)
      guard let report = row.report else {
        return [title, "error: " + (row.error ?? "no answer")]
      }
      let values = report.forecast
      let next = values?.forecast.hourly.first?.precipitation
      let made = CivilTime(report.report.observation.observedAt, offset: report.sky.utcOffset)
      let daily = (0..<days).map { index -> String in
        guard let day = values?.forecast.daily[safe: index] else { return "?" }
        return (values?.temperature(day.temperatureMin) ?? "?") + "/"
          + (values?.temperature(day.temperatureMax) ?? "?")
      }
      return [
        title, report.temperature, report.feelsLike ?? "?", report.wind ?? "?",
        report.humidity ?? "?", report.conditions.first ?? "?",
        next.map { PrecipitationText.text($0, units: report.units) } ?? "?", made.timeText,
      ] + daily
    }
    let table = [header] + cells
    // A failed row's message runs on past the columns it would fill: it sets no width.
    let full = table.filter { $0.count == header.count }
    let widths = (0..<header.count).map { column in
      (column == 0 ? table : full).map { DisplayWidth.of($0[column]) }.max() ?? 0
    }
    let lines = table.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : DisplayWidth.padded(cell, to: widths[column])
      }.joined(separator: "  ")
    }
    return lines + (spread(rows).map { [$0] } ?? [])
  }

  /// `spread 2.4°C`: the warmest answer less the coldest, in the person's units; `nil` with
  /// fewer than two answers.
  static func spread(_ rows: [ComparedRow]) -> String? {
    let reports = rows.compactMap(\.report)
    let temperatures = reports.compactMap {
      $0.machineTemperature($0.report.observation.temperature)
    }
    guard temperatures.count > 1, let high = temperatures.max(), let low = temperatures.min(),
      let units = reports.first?.units
    else { return nil }
    return "spread " + NumberText.decimal(high - low, places: 1) + units.temperatureSymbol
  }
}
