/// The Air Quality API's `current_units`, each value read into the unit the domain holds
/// (µg/m³ for a concentration, grains/m³ for pollen) from the unit the answer states. A
/// value in a unit that cannot be converted is refused (`nil`): never shown in a unit it is
/// not in. A unit not stated is the API's default, the domain's own.
struct OpenMeteoAirUnits: Decodable, Sendable {
  private let units: [String: String]

  /// No units stated: every value in the API's defaults.
  static let defaults = OpenMeteoAirUnits(units: [:])

  private init(units: [String: String]) {
    self.units = units
  }

  init(from decoder: any Decoder) throws {
    // Only the text entries: `interval`'s unit and any other are read when they are text.
    let container = try decoder.container(keyedBy: AnyKey.self)
    var units: [String: String] = [:]
    for key in container.allKeys {
      if let unit = try? container.decode(String.self, forKey: key) {
        units[key.stringValue] = unit
      }
    }
    self.units = units
  }

  /// `value` of the variable `name` in µg/m³; a gas (`molarMass` in g/mol given) in ppb or
  /// ppm is converted at 25 °C and 1 atm, as the EPA does. `nil` for a unit that cannot be.
  func micrograms(_ value: Double?, of name: String, molarMass: Double? = nil) -> Double? {
    guard let value, let unit = units[name].map(Self.plain) else { return value }
    switch (unit, molarMass) {
    case ("ug/m3", _): return value
    case ("mg/m3", _): return value * 1000
    case ("ng/m3", _): return value / 1000
    case ("ppb", let mass?): return value * mass / 24.45
    case ("ppm", let mass?): return value * 1000 * mass / 24.45
    default: return nil
    }
  }

  /// `value` of the pollen variable `name` in grains/m³; `nil` for any other unit.
  func grains(_ value: Double?, of name: String) -> Double? {
    guard let value, let unit = units[name].map(Self.plain) else { return value }
    return unit == "grains/m3" ? value : nil
  }

  /// The unit compared without case, spaces, or the two micro signs and the superscript 3
  /// apart: `μg/m³` (Open-Meteo's, with a Greek mu), `µg/m³` and `ug/m3` are one.
  private static func plain(_ unit: String) -> String {
    String(
      unit.lowercased().unicodeScalars.compactMap { scalar -> Character? in
        switch scalar {
        case " ": nil
        case "\u{B5}", "\u{3BC}": "u"
        case "\u{B3}": "3"
        default: Character(scalar)
        }
      })
  }

  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
