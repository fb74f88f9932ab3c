import WeatherCore

/// The symbols `%c` draws for a condition (`--icons`, `icons =`).
enum IconSet: String, Sendable, Equatable, CaseIterable {
  /// wttr.in's emoji, each with U+FE0F.
  case emoji
  /// Nerd Font weather glyphs, by day and by night.
  case nerd
  /// wttr.in's plain-text symbols (`%x`): one column each, in any font.
  case text
  /// No symbol at all.
  case none

  /// The symbol for `kind`, by day or by `night` (asked only by the sets that differ).
  func symbol(_ kind: ConditionKind, night: @autoclosure () -> Bool) -> String {
    let symbol = ConditionSymbol(kind)
    switch self {
    case .emoji: return symbol.emoji
    case .nerd: return Self.nerd(symbol, night: night())
    case .text: return symbol.plain
    case .none: return ""
    }
  }

  /// The Nerd Font glyph for `symbol`. Nerd Fonts carry Erik Flowers' Weather Icons at
  /// U+E300–U+E3E3 (`nf-weather-*`); each codepoint here is the one Nerd Fonts' glyph name
  /// table (`glyphnames.json`) gives the name in the comment.
  private static func nerd(_ symbol: ConditionSymbol, night: Bool) -> String {
    switch symbol {
    case .unknown: "\u{E374}"  // nf-weather-na
    case .sunny: night ? "\u{E32B}" : "\u{E30D}"  // night_clear, day_sunny
    case .partlyCloudy: night ? "\u{E379}" : "\u{E302}"  // night_alt_partly_cloudy, day_cloudy
    case .cloudy: night ? "\u{E37E}" : "\u{E312}"  // night_alt_cloudy, cloudy
    case .veryCloudy: "\u{E33D}"  // cloud
    case .fog: night ? "\u{E346}" : "\u{E303}"  // night_fog, day_fog
    // night_alt_sprinkle, day_sprinkle
    case .lightRain, .lightShowers: night ? "\u{E328}" : "\u{E30B}"
    case .heavyRain: "\u{E318}"  // rain
    case .heavyShowers: "\u{E319}"  // showers
    case .lightSleet, .lightSleetShowers: "\u{E3AD}"  // sleet
    case .lightSnow, .lightSnowShowers: night ? "\u{E327}" : "\u{E30A}"  // night_alt_snow, day_snow
    case .heavySnow, .heavySnowShowers: "\u{E31A}"  // snow
    // night_alt_thunderstorm, day_thunderstorm
    case .thunderyShowers: night ? "\u{E32A}" : "\u{E30F}"
    case .thunderyHeavyRain: "\u{E31D}"  // thunderstorm
    }
  }
}
