import Foundation
import WeatherCore

/// The forecast's values as people and templates read them: in the person's units, in the
/// place's own time, and with the server's text made safe.
struct ForecastValues: Sendable {
  let forecast: Forecast
  let units: UnitSystem
  /// The unit wind speeds are shown in.
  let windUnit: SpeedUnit
  /// Now, as the answer has it: the current observation's time.
  let now: Date
  /// The language days and months are named in.
  let words: LocalizedWords.Language
  /// The words over the forecast's columns, in the same language.
  let columns: ColumnWords

  /// `-3°C`, or `?`.
  func temperature(_ kelvin: Double?) -> String {
    kelvin.map { TemperatureFormatter.forPeople(kelvin: $0, in: units) } ?? "?"
  }

  /// `40%`, or `?`.
  func percent(_ value: Double?) -> String {
    value.map { NumberText.whole($0) + "%" } ?? "?"
  }

  /// `1.2mm`, `0.05in`, or `?`.
  func precipitation(_ millimetres: Double?) -> String {
    millimetres.map { PrecipitationText.text($0, units: units) } ?? "?"
  }

  /// `↙3.1m/s`, `↙11km/h`, or `?`.
  func wind(_ wind: Wind) -> String {
    WindText.text(wind, in: windUnit) ?? "?"
  }

  /// The condition's text, made safe, or empty.
  func condition(_ condition: Condition?) -> String {
    condition.map { SafeText.line($0.description) } ?? ""
  }

  /// The steps of the next `hours` hours.
  func steps(within hours: Int) -> [HourlyForecast] {
    let end = now.addingTimeInterval(TimeInterval(hours) * 3600)
    return forecast.hourly.filter { $0.time < end }
  }

  /// The step nearest to `hours` from now.
  func step(in hours: Int) -> HourlyForecast? {
    let target = now.addingTimeInterval(TimeInterval(hours) * 3600)
    return forecast.hourly.min {
      abs($0.time.timeIntervalSince(target)) < abs($1.time.timeIntervalSince(target))
    }
  }

  /// `▁▂▃▅▇`: one block a step, lowest to highest temperature of the steps; `_.-:=+*#`
  /// without Unicode.
  func sparkline(_ steps: [HourlyForecast], unicode: Bool = true) -> String {
    Self.sparkline(steps.map(\.temperature), unicode: unicode) ?? "?"
  }

  /// One character a value, from its lowest (`▁`, or `_` without Unicode) to its highest
  /// (`█`, or `#`), a flat series in the middle; values that are no number left out. `nil`
  /// without a value.
  static func sparkline(_ values: [Double], unicode: Bool) -> String? {
    let blocks = Array(unicode ? "▁▂▃▄▅▆▇█" : "_.-:=+*#")
    let values = values.filter(\.isFinite)
    guard let low = values.min(), let high = values.max() else { return nil }
    let span = high - low
    return String(
      values.map { value in
        blocks[span > 0 ? Int(((value - low) / span * 7).rounded()) : 3]
      })
  }

  /// `Mon 23 Nov` for a local date `2026-11-23`, or `11월 23일 (월)` in Korean.
  func dayLabel(_ date: String) -> String {
    guard let civil = CivilTime(date: date) else { return SafeText.line(date, limit: 10) }
    let weekday = words.weekdays[civil.weekday]
    let month = words.months[civil.month - 1]
    switch words.dayLabel {
    case .weekdayDayMonth: return "\(weekday) \(civil.day) \(month)"
    case .monthDayWeekday where month.hasSuffix("월"): return "\(month) \(civil.day)일 (\(weekday))"
    case .monthDayWeekday where weekday.count > 1: return "\(month)\(civil.day)日 \(weekday)"
    case .monthDayWeekday: return "\(month)\(civil.day)日(\(weekday))"
    }
  }

  /// The weekday of `civil`, abbreviated, for an hour on another day.
  func weekday(_ civil: CivilTime) -> String {
    words.weekdays[civil.weekday]
  }

  /// The place's wall-clock time of `date`.
  func local(_ date: Date) -> CivilTime {
    CivilTime(date, offset: forecast.utcOffset)
  }

}

/// Precipitation as people read it: `1.2mm`, `0.05in`.
enum PrecipitationText {
  /// Millimetres in `units`: one decimal (as wttr.in writes them), or two for inches.
  static func text(_ millimetres: Double, units: UnitSystem) -> String {
    let value = units.precipitation(millimetres: millimetres)
    return NumberText.fixed(value, places: units == .imperial ? 2 : 1) + units.precipitationSymbol
  }
}

/// Wind as people read it: `↙3.1m/s`, `↙11km/h`.
enum WindText {
  /// An arrow for the way the wind blows and its speed in `unit`: as wttr.in writes it, one
  /// decimal in m/s and whole numbers in km/h, mph and knots; `nil` without a speed.
  static func text(_ wind: Wind, in unit: SpeedUnit) -> String? {
    guard let speed = wind.speed else { return nil }
    let arrow = wind.direction.map(Self.arrow) ?? ""
    return arrow
      + NumberText.fixed(
        unit.speed(metresPerSecond: speed), places: unit == .metresPerSecond ? 1 : 0)
      + unit.symbol
  }

  /// The direction the wind blows toward, as wttr.in shows it: wind from the north is `↓`.
  private static func arrow(_ degrees: Double) -> String {
    guard degrees.isFinite else { return "" }
    let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
    let sector = Int((degrees.truncatingRemainder(dividingBy: 360) + 360) / 45 + 0.5) % 8
    return arrows[sector]
  }
}
