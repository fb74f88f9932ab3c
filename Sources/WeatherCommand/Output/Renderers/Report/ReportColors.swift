/// wttr.in's colours for numbers in the 256-colour palette: temperatures from violet through
/// blues and greens to red, wind from green to red. The steps are wttr.in's, `formatTemp` and
/// `speedToColor` in chubin/wttr.in `internal/renderer/v1/format.go`.
enum ReportColors {
  /// The style of a temperature, by its whole degrees Celsius, whatever unit it is shown in.
  static func temperature(kelvin: Double) -> String {
    let celsius = kelvin - 273.15
    guard celsius.isFinite, abs(celsius) < 1000 else { return "38;5;196" }
    let steps: [(upTo: Int, color: Int)] = [
      (-16, 165), (-13, 171), (-10, 33), (-7, 39), (-4, 45), (-1, 51), (1, 50), (3, 49), (5, 48),
      (7, 47), (9, 46), (12, 82), (15, 118), (18, 154), (21, 190), (24, 226), (27, 220),
      (30, 214), (33, 208), (36, 202),
    ]
    let degrees = Int(celsius.rounded())
    return "38;5;" + String(steps.first { degrees <= $0.upTo }?.color ?? 196)
  }

  /// The style of a wind speed, by its whole kilometres an hour, whatever unit it is shown in.
  static func wind(metresPerSecond: Double) -> String {
    let kmh = metresPerSecond * 3.6
    guard kmh.isFinite, kmh < 10_000 else { return "38;5;196" }
    let steps: [(upTo: Int, color: Int)] = [
      (3, 82), (6, 118), (9, 154), (12, 190), (15, 226), (19, 220), (23, 214), (27, 208),
      (31, 202),
    ]
    let speed = Int(kmh.rounded())
    return "38;5;" + String(steps.first { speed <= $0.upTo }?.color ?? 196)
  }

  /// Bold, as wttr.in draws the wind's arrow.
  static let bold = "1"
  /// Faint, for a part of a day the forecast does not reach.
  static let faint = "2"
}
