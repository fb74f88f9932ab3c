import Foundation
import WeatherCore

/// The report's next 24 hours at a glance: the temperature's sparkline between its low and its
/// high, and, when any falls, the precipitation's with the most in an hour.
///
/// ```
/// next 24h  3°C ▁▂▃▅▇▇▅▃▂▁ 9°C
/// precipitation ▁▁▃▅▂▁▁▁▁▁ 1.2mm
/// ```
///
/// A step a character while the width allows; a narrower terminal gets every second step, or
/// every third, so the line never wraps.
struct NextHoursLine {
  let forecast: Forecast
  /// Now, as the answer has it.
  let now: Date
  let values: ReportValues

  /// The hours the line covers (`ReportWords.nextHours` names them).
  static let hours = 24

  /// The lines, none wider than `width`; none without steps in the next 24 hours.
  func lines(width: Int) -> [StyledLine] {
    let end = now.addingTimeInterval(TimeInterval(Self.hours) * 3600)
    let steps = Array(
      forecast.hourly.filter { $0.time.addingTimeInterval(3600) > now && $0.time < end }
        .prefix(Self.hours))
    let temperatures = steps.map(\.temperature).filter(\.isFinite)
    guard let low = temperatures.min(), let high = temperatures.max() else { return [] }
    let label = values.words.nextHours + " "
    let lowText = values.temperature(low)
    let highText = values.temperature(high)
    let room = width - DisplayWidth.of(label + lowText.plain + highText.plain) - 2
    guard room >= 4 else { return [] }
    let kept = Self.thinned(steps, to: room)
    guard
      let line = ForecastValues.sparkline(kept.map(\.temperature), unicode: values.unicode)
    else { return [] }
    var lines = [StyledLine(label) + lowText + " " + line + " " + highText]
    // The precipitation's line has a label of its own, so a width of its own.
    guard let most = steps.compactMap(\.precipitation).max(), most > 0 else { return lines }
    let rainLabel = values.words.precipitation + " "
    let mostText = PrecipitationText.text(most, units: values.units)
    let rainRoom = width - DisplayWidth.of(rainLabel + mostText) - 1
    let amounts = Self.thinned(steps, to: rainRoom).map { $0.precipitation ?? 0 }
    if rainRoom >= 4, let bars = ForecastValues.sparkline(amounts, unicode: values.unicode) {
      lines.append(StyledLine(rainLabel + bars + " " + mostText))
    }
    return lines
  }

  /// Every step, or every second, third… so that at most `room` are left.
  static func thinned(_ steps: [HourlyForecast], to room: Int) -> [HourlyForecast] {
    let every = max(1, (steps.count + room - 1) / max(room, 1))
    return stride(from: 0, to: steps.count, by: every).map { steps[$0] }
  }
}
