import Foundation

/// A QuantitativeValue as the NWS sends it: `{"unitCode":"wmoUnit:degC","value":27,
/// "qualityControl":"V"}`. The value is often `null`; the unit is named per field, with a
/// prefix (`wmoUnit:`, `unit:`, `wmo:`, `nwsUnit:`) that older answers vary.
struct NWSQuantity: Decodable, Sendable {
  let unitCode: String?
  let value: Double?
  let qualityControl: String?

  /// The value when it is a finite number the quality checks did not reject (MADIS flags `X`
  /// and `B`).
  private var usable: Double? {
    guard let value, value.isFinite, qualityControl != "X", qualityControl != "B" else {
      return nil
    }
    return value
  }

  /// The unit without its prefix, such as `degC`.
  private var unit: String? {
    unitCode.map { code in code.split(separator: ":").last.map(String.init) ?? code }
  }

  /// In Kelvin, from `degC`, `degF` or `K`; `nil` for another unit.
  var kelvin: Double? {
    guard let value = usable else { return nil }
    return switch unit {
    case "degC": UnitSystem.kelvin(value, from: .celsius)
    case "degF": UnitSystem.kelvin(value, from: .fahrenheit)
    case "K": value
    default: nil
    }
  }

  /// In metres per second, from `km_h-1` (what observations send), `m_s-1`, `mi_h-1` or `kt`.
  var metresPerSecond: Double? {
    guard let value = usable else { return nil }
    return switch unit {
    case "km_h-1": UnitSystem.metresPerSecond(value, from: .kilometresPerHour)
    case "m_s-1": value
    case "mi_h-1": UnitSystem.metresPerSecond(value, from: .milesPerHour)
    case "kt": UnitSystem.metresPerSecond(value, from: .knots)
    default: nil
    }
  }

  /// In hectopascals, from `Pa` (what observations send) or `hPa`.
  var hectopascals: Double? {
    guard let value = usable else { return nil }
    return switch unit {
    case "Pa": value / 100
    case "hPa": value
    default: nil
    }
  }

  /// In millimetres, from `mm` or `m`.
  var millimetres: Double? {
    guard let value = usable else { return nil }
    return switch unit {
    case "mm": value
    case "m": value * 1000
    default: nil
    }
  }

  /// Percent (`percent`), or degrees of angle (`degree_(angle)`): numbers that need no
  /// conversion, in the unit `expected`.
  func plain(_ expected: String) -> Double? {
    unit == expected ? usable : nil
  }
}
