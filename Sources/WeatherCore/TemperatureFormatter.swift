import Foundation

/// Converts Kelvin, as the API sends it, to the requested unit, for people and for machines.
///
/// `MeasurementFormatter` is not available on Linux; `Measurement` conversion is.
public enum TemperatureFormatter {
  /// `kelvin` converted to `unit`, unrounded; non-finite input stays non-finite.
  public static func value(kelvin: Double, in unit: TemperatureUnit) -> Double {
    let measurement = Measurement(value: kelvin, unit: UnitTemperature.kelvin)
    return switch unit {
    case .metric: measurement.converted(to: .celsius).value
    case .imperial: measurement.converted(to: .fahrenheit).value
    case .standard: kelvin
    }
  }

  /// Whole degrees with the unit, for people: `15°C`, `59°F`, `288K`; never `-0°C`.
  /// Values that are not finite print as `?` and the unit.
  public static func forPeople(kelvin: Double, in unit: TemperatureUnit) -> String {
    wholeNumber(value(kelvin: kelvin, in: unit)) + unit.symbol
  }

  /// Rounded to 2 decimals without float noise (`17.15`), for machines; `nil` when not finite.
  public static func forMachines(kelvin: Double, in unit: TemperatureUnit) -> Double? {
    roundedForMachines(value(kelvin: kelvin, in: unit))
  }

  /// Any measured value rounded to 2 decimals; `nil` when not finite.
  public static func roundedForMachines(_ value: Double) -> Double? {
    guard value.isFinite else { return nil }
    // Past 1e15 a Double holds no hundredths, and scaling could overflow.
    guard abs(value) < 1e15 else { return value }
    return (value * 100).rounded() / 100 + 0
  }

  /// A value as whole digits (`-3`, `0`, `15`), `?` when not finite; never `-0`.
  public static func wholeNumber(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    // Adding zero turns -0.0 into 0.0.
    return String(format: "%.0f", locale: Locale(identifier: "en_US_POSIX"), value.rounded() + 0)
  }
}
