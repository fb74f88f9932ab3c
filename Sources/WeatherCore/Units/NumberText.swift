import Foundation

/// Numbers as text and rounded values, the one place the tool rounds and writes numbers.
///
/// Integer arithmetic rather than `String(format:)`, which builds an ICU formatter on every
/// call; the digits never depend on the locale.
package enum NumberText {
  /// Whole digits (`-3`, `0`, `15`), `?` when not finite; never `-0`.
  package static func whole(_ value: Double) -> String {
    fixed(value, places: 0)
  }

  /// Exactly `places` decimals: `3.0`, `-0.5`; `?` when not finite; never `-0`.
  package static func fixed(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return "?" }
    let scale = power(of: places)
    let scaled = (value * scale).rounded()
    guard abs(scaled) < 9e18 else {
      return String(format: "%.\(places)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }
    let units = Int64(scaled)
    let digits = String(units.magnitude)
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    let sign = units < 0 ? "-" : ""
    guard places > 0 else { return sign + padded }
    return sign + padded.dropLast(places) + "." + padded.suffix(places)
  }

  /// Up to `places` decimals, trailing zeros dropped: `37.5665`, `-33.8688`, `0`.
  package static func decimal(_ value: Double, places: Int) -> String {
    var text = fixed(value, places: places)
    guard text.contains(".") else { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// `value` rounded to `places` decimals without float noise (`17.15`); `nil` when not finite.
  package static func rounded(_ value: Double, places: Int) -> Double? {
    guard value.isFinite else { return nil }
    // Past 1e15 a Double holds no hundredths, and scaling could overflow.
    guard abs(value) < 1e15 else { return value }
    let scale = power(of: places)
    return (value * scale).rounded() / scale + 0
  }

  private static func power(of places: Int) -> Double {
    (0..<places).reduce(1) { result, _ in result * 10 }
  }
}
