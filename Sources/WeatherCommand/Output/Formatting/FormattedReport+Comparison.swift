import Foundation
import WeatherCore

extension FormattedReport {
  /// How much warmer it is now than at the same hour yesterday, in whole degrees of the
  /// person's units (kelvin for standard); `nil` without yesterday's temperature.
  var degreesOverYesterday: Int? {
    report.yesterday.map { degrees(from: $0) }
  }

  /// How much warmer it is now than the 1991–2020 normal's mean of low and high for today's
  /// date, in whole degrees; `nil` without the normal.
  var degreesOverNormal: Int? {
    report.normal.map { degrees(from: ($0.low + $0.high) / 2) }
  }

  /// `+3°`, `-4°` or `0°`, for a template; `nil` (printed `?`) when unknown.
  static func signedDegrees(_ degrees: Int?) -> String? {
    degrees.map { ($0 > 0 ? "+" : "") + "\($0)°" }
  }

  /// `3° warmer than yesterday at this hour; 4° below the 1991-2020 normal for 25 Nov`, what
  /// is known of the two (`3 degrees` when the terminal does not take Unicode); `nil` when
  /// neither is.
  func comparisonText(unicode: Bool = true) -> String? {
    let degree = unicode ? "°" : " degrees"
    var parts: [String] = []
    if let over = degreesOverYesterday {
      parts.append(
        over == 0
          ? "as warm as yesterday at this hour"
          : "\(abs(over))\(degree) \(over > 0 ? "warmer" : "colder") than yesterday at this hour")
    }
    if let over = degreesOverNormal, let normal = report.normal, (1...12).contains(normal.month) {
      let date = "\(normal.day) \(Self.monthNames[normal.month - 1])"
      let years = "\(ClimateNormal.firstYear)-\(ClimateNormal.lastYear)"
      parts.append(
        over == 0
          ? "at the \(years) normal for \(date)"
          : "\(abs(over))\(degree) \(over > 0 ? "above" : "below") the \(years) normal for \(date)")
    }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  private static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// The difference of now and `kelvin` in whole degrees of the person's units.
  private func degrees(from kelvin: Double) -> Int {
    let now = units.temperature(kelvin: report.observation.temperature)
    return Int((now - units.temperature(kelvin: kelvin)).rounded())
  }
}
