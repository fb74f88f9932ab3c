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

  /// wttr.in's name for the condition of an OpenWeatherMap id (either provider's: Open-Meteo's
  /// codes are mapped to these ids). wttr.in names WorldWeatherOnline's codes; each id here
  /// takes the name of the code that means the same.
  init(id: Int) {
    switch id {
    case 200, 201, 210, 211, 221, 230, 231, 232: self = .thunderyShowers
    case 202, 212: self = .thunderyHeavyRain
    case 300, 301, 310, 311, 500: self = .lightRain
    case 313, 321, 520: self = .lightShowers
    case 302, 312, 501, 502, 503, 504: self = .heavyRain
    case 314, 521, 522, 531: self = .heavyShowers
    case 511, 611, 615, 616: self = .lightSleet
    case 612, 613: self = .lightSleetShowers
    case 600: self = .lightSnow
    case 601, 602: self = .heavySnow
    case 620: self = .lightSnowShowers
    case 621, 622: self = .heavySnowShowers
    case 701...781: self = .fog
    case 800: self = .sunny
    case 801, 802: self = .partlyCloudy
    case 803: self = .cloudy
    case 804: self = .veryCloudy
    default: self = .unknown
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
