import Foundation

/// One of the eight phases of the moon, each an eighth of the cycle centred on new moon, first
/// quarter, full moon and last quarter, as wttr.in divides them for its `%m` emoji.
public enum LunarPhase: String, Sendable, CaseIterable {
  /// The moon between the earth and the sun, dark.
  case newMoon = "new moon"
  /// Under half lit, growing.
  case waxingCrescent = "waxing crescent"
  /// Half lit, growing.
  case firstQuarter = "first quarter"
  /// Over half lit, growing.
  case waxingGibbous = "waxing gibbous"
  /// Fully lit.
  case fullMoon = "full moon"
  /// Over half lit, shrinking.
  case waningGibbous = "waning gibbous"
  /// Half lit, shrinking.
  case lastQuarter = "last quarter"
  /// Under half lit, shrinking.
  case waningCrescent = "waning crescent"

  /// The phase whose eighth of the cycle holds `elongation`, the moon's distance east of the
  /// sun in degrees (0 new, 90 first quarter, 180 full, 270 last quarter).
  init(elongation: Double) {
    let octant = Int((Degrees.normalized(elongation) / 45).rounded()) % 8
    self = Self.inOrder[octant]
  }

  /// The phases from new moon on, built once rather than on every `allCases`.
  private static let inOrder = allCases

  /// wttr.in's emoji for the phase (🌑 🌒 🌓 🌔 🌕 🌖 🌗 🌘): each two columns wide.
  public var emoji: String {
    switch self {
    case .newMoon: "🌑"
    case .waxingCrescent: "🌒"
    case .firstQuarter: "🌓"
    case .waxingGibbous: "🌔"
    case .fullMoon: "🌕"
    case .waningGibbous: "🌖"
    case .lastQuarter: "🌗"
    case .waningCrescent: "🌘"
    }
  }
}
