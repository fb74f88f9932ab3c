/// Kelvin, as the APIs send it, as a temperature for people or for machines.
///
/// `MeasurementFormatter` is not available on Linux; `Measurement` conversion is (see
/// `UnitSystem`).
package enum TemperatureFormatter {
  /// Whole degrees with the unit, for people: `15°C`, `59°F`, `288K`; never `-0°C`.
  /// Values that are not finite print as `?` and the unit.
  package static func forPeople(kelvin: Double, in units: UnitSystem) -> String {
    NumberText.whole(units.temperature(kelvin: kelvin)) + units.temperatureSymbol
  }

  /// Rounded to 2 decimals without float noise (`17.15`), for machines; `nil` when not finite.
  package static func forMachines(kelvin: Double, in units: UnitSystem) -> Double? {
    NumberText.rounded(units.temperature(kelvin: kelvin), places: 2)
  }
}
