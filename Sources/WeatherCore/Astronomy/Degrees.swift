import Foundation

/// Trigonometry in degrees, as the astronomical formulas are written.
enum Degrees {
  /// The sine of an angle in degrees.
  static func sin(_ degrees: Double) -> Double { Foundation.sin(degrees * .pi / 180) }

  /// The cosine of an angle in degrees.
  static func cos(_ degrees: Double) -> Double { Foundation.cos(degrees * .pi / 180) }

  /// The tangent of an angle in degrees.
  static func tan(_ degrees: Double) -> Double { Foundation.tan(degrees * .pi / 180) }

  /// The arc sine, in degrees.
  static func asin(_ value: Double) -> Double { Foundation.asin(value) * 180 / .pi }

  /// The arc cosine, in degrees.
  static func acos(_ value: Double) -> Double { Foundation.acos(value) * 180 / .pi }

  /// An angle reduced to 0..<360.
  static func normalized(_ degrees: Double) -> Double {
    let reduced = degrees.truncatingRemainder(dividingBy: 360)
    return reduced < 0 ? reduced + 360 : reduced
  }
}
