import WeatherCore

/// wttr.in's symbols for a condition: an emoji (`%c`) and a plain-text one (`%x`).
///
/// The symbols are wttr.in's own tables, `WEATHER_SYMBOL` and `WEATHER_SYMBOL_PLAIN` in
/// chubin/wttr.in `lib/constants.py` (now `internal/renderer/oneline/constants.go`,
/// `WeatherSymbol` and `WeatherSymbolPlain`), keyed by its condition names. wttr.in gives
/// the same emoji by day and by night (its day/night glyphs belong to Nerd Font views), and
/// so does this. Each emoji is written with U+FE0F, the emoji presentation, so a terminal
/// draws it two columns wide, as `DisplayWidth` counts it.
enum ConditionSymbol: Sendable, CaseIterable {
  case unknown, cloudy, fog, heavyRain, heavyShowers, heavySnow, heavySnowShowers, lightRain
  case lightShowers, lightSleet, lightSleetShowers, lightSnow, lightSnowShowers, partlyCloudy
  case sunny, thunderyHeavyRain, thunderyShowers, veryCloudy

  /// wttr.in's name for one of our condition kinds. wttr.in names WorldWeatherOnline's
  /// codes; each kind takes the name of the code that means the same.
  init(_ kind: ConditionKind) {
    switch kind {
    case .unknown: self = .unknown
    case .clear: self = .sunny
    case .mostlyClear, .partlyCloudy: self = .partlyCloudy
    case .cloudy: self = .cloudy
    case .overcast: self = .veryCloudy
    case .haze, .squalls, .tornado, .fog, .rimeFog: self = .fog
    case .lightDrizzle, .drizzle, .lightRain: self = .lightRain
    case .denseDrizzle, .rain, .heavyRain: self = .heavyRain
    case .lightShowers: self = .lightShowers
    case .showers, .violentShowers: self = .heavyShowers
    case .lightFreezingDrizzle, .denseFreezingDrizzle, .lightFreezingRain, .heavyFreezingRain,
      .sleet:
      self = .lightSleet
    case .sleetShowers: self = .lightSleetShowers
    case .lightSnow, .snowGrains: self = .lightSnow
    case .snow, .heavySnow: self = .heavySnow
    case .lightSnowShowers: self = .lightSnowShowers
    case .heavySnowShowers: self = .heavySnowShowers
    case .thunderstorm, .thunderstormWithHail: self = .thunderyShowers
    case .heavyThunderstorm, .thunderstormWithHeavyHail: self = .thunderyHeavyRain
    }
  }

  /// `%c`: wttr.in's emoji, two columns wide.
  var emoji: String {
    switch self {
    case .unknown: "✨"
    case .cloudy, .veryCloudy: "☁️"
    case .fog: "🌫️"
    case .heavyRain, .heavyShowers, .lightSleet, .lightSleetShowers: "🌧️"
    case .heavySnow, .heavySnowShowers: "❄️"
    case .lightRain, .lightShowers: "🌦️"
    case .lightSnow, .lightSnowShowers: "🌨️"
    case .partlyCloudy: "⛅️"
    case .sunny: "☀️"
    case .thunderyHeavyRain: "🌩️"
    case .thunderyShowers: "⛈️"
    }
  }

  /// The emoji of the report's list of a day's parts, where a night has no sun in its sky
  /// (`🌙` for a clear one), as the report's pictures draw it; by day, `emoji`.
  func emoji(night: Bool) -> String {
    guard night else { return emoji }
    switch self {
    case .sunny: return "🌙"
    case .partlyCloudy: return "☁️"
    case .lightRain, .lightShowers: return "🌧️"
    default: return emoji
    }
  }

  /// `%x`: wttr.in's plain-text symbol.
  var plain: String {
    switch self {
    case .unknown: "?"
    case .cloudy: "mm"
    case .fog: "="
    case .heavyRain: "///"
    case .heavyShowers: "//"
    case .heavySnow: "**"
    case .heavySnowShowers: "*/*"
    case .lightRain: "/"
    case .lightShowers: "."
    case .lightSleet: "x"
    case .lightSleetShowers: "x/"
    case .lightSnow: "*"
    case .lightSnowShowers: "*/"
    case .partlyCloudy: "m"
    case .sunny: "o"
    case .thunderyHeavyRain: "/!/"
    case .thunderyShowers: "!/"
    case .veryCloudy: "mmm"
    }
  }
}
