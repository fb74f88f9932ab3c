/// MET Norway's `symbol_code`s (its weather icons' names, `metno/weathericons`
/// `weather/legend.csv`) as our condition kinds: a base such as `lightrainshowers`, and for
/// the bases that have them a `_day`, `_night` or `_polartwilight` variant. The words are
/// ours: the code itself never reaches a screen.
enum METSymbol {
  /// A base's kind and its English words.
  struct Meaning: Equatable {
    /// Our kind.
    let kind: ConditionKind
    /// Its words in English, for a kind `LocalizedWords` has none for.
    let words: String
  }

  /// Every base MET Norway sends, with whether it takes a variant: 21 that do, 20 that do not,
  /// 83 codes in all. `lightssleetshowersandthunder` and `lightssnowshowersandthunder` are
  /// MET's own spellings (a typing error kept for compatibility); the corrected spellings are
  /// read too.
  static let bases: [String: (meaning: Meaning, variants: Bool)] = [
    "clearsky": (Meaning(kind: .clear, words: "clear sky"), true),
    "fair": (Meaning(kind: .mostlyClear, words: "fair"), true),
    "partlycloudy": (Meaning(kind: .partlyCloudy, words: "partly cloudy"), true),
    "cloudy": (Meaning(kind: .overcast, words: "cloudy"), false),
    "fog": (Meaning(kind: .fog, words: "fog"), false),
    "lightrainshowers": (Meaning(kind: .lightShowers, words: "light rain showers"), true),
    "rainshowers": (Meaning(kind: .showers, words: "rain showers"), true),
    "heavyrainshowers": (Meaning(kind: .violentShowers, words: "heavy rain showers"), true),
    "lightrainshowersandthunder": (
      Meaning(kind: .thunderstorm, words: "light rain showers and thunder"), true
    ),
    "rainshowersandthunder": (
      Meaning(kind: .thunderstorm, words: "rain showers and thunder"), true
    ),
    "heavyrainshowersandthunder": (
      Meaning(kind: .heavyThunderstorm, words: "heavy rain showers and thunder"), true
    ),
    "lightsleetshowers": (Meaning(kind: .sleetShowers, words: "light sleet showers"), true),
    "sleetshowers": (Meaning(kind: .sleetShowers, words: "sleet showers"), true),
    "heavysleetshowers": (Meaning(kind: .sleetShowers, words: "heavy sleet showers"), true),
    "lightssleetshowersandthunder": (
      Meaning(kind: .thunderstorm, words: "light sleet showers and thunder"), true
    ),
    "lightsleetshowersandthunder": (
      Meaning(kind: .thunderstorm, words: "light sleet showers and thunder"), true
    ),
    "sleetshowersandthunder": (
      Meaning(kind: .thunderstorm, words: "sleet showers and thunder"), true
    ),
    "heavysleetshowersandthunder": (
      Meaning(kind: .heavyThunderstorm, words: "heavy sleet showers and thunder"), true
    ),
    "lightsnowshowers": (Meaning(kind: .lightSnowShowers, words: "light snow showers"), true),
    "snowshowers": (Meaning(kind: .heavySnowShowers, words: "snow showers"), true),
    "heavysnowshowers": (Meaning(kind: .heavySnowShowers, words: "heavy snow showers"), true),
    "lightssnowshowersandthunder": (
      Meaning(kind: .thunderstorm, words: "light snow showers and thunder"), true
    ),
    "lightsnowshowersandthunder": (
      Meaning(kind: .thunderstorm, words: "light snow showers and thunder"), true
    ),
    "snowshowersandthunder": (
      Meaning(kind: .thunderstorm, words: "snow showers and thunder"), true
    ),
    "heavysnowshowersandthunder": (
      Meaning(kind: .heavyThunderstorm, words: "heavy snow showers and thunder"), true
    ),
    "lightrain": (Meaning(kind: .lightRain, words: "light rain"), false),
    "rain": (Meaning(kind: .rain, words: "rain"), false),
    "heavyrain": (Meaning(kind: .heavyRain, words: "heavy rain"), false),
    "lightrainandthunder": (Meaning(kind: .thunderstorm, words: "light rain and thunder"), false),
    "rainandthunder": (Meaning(kind: .thunderstorm, words: "rain and thunder"), false),
    "heavyrainandthunder": (
      Meaning(kind: .heavyThunderstorm, words: "heavy rain and thunder"), false
    ),
    "lightsleet": (Meaning(kind: .sleet, words: "light sleet"), false),
    "sleet": (Meaning(kind: .sleet, words: "sleet"), false),
    "heavysleet": (Meaning(kind: .sleet, words: "heavy sleet"), false),
    "lightsleetandthunder": (Meaning(kind: .thunderstorm, words: "light sleet and thunder"), false),
    "sleetandthunder": (Meaning(kind: .thunderstorm, words: "sleet and thunder"), false),
    "heavysleetandthunder": (
      Meaning(kind: .heavyThunderstorm, words: "heavy sleet and thunder"), false
    ),
    "lightsnow": (Meaning(kind: .lightSnow, words: "light snow"), false),
    "snow": (Meaning(kind: .snow, words: "snow"), false),
    "heavysnow": (Meaning(kind: .heavySnow, words: "heavy snow"), false),
    "lightsnowandthunder": (Meaning(kind: .thunderstorm, words: "light snow and thunder"), false),
    "snowandthunder": (Meaning(kind: .thunderstorm, words: "snow and thunder"), false),
    "heavysnowandthunder": (
      Meaning(kind: .heavyThunderstorm, words: "heavy snow and thunder"), false
    ),
  ]

  /// The meaning of a code, and whether it is by night; `nil` for a code MET does not send
  /// (a variant on a base without variants included).
  static func meaning(_ code: String) -> (meaning: Meaning, isDay: Bool)? {
    var base = Substring(code)
    var isDay = true
    var variant = false
    if let underscore = code.lastIndex(of: "_") {
      let suffix = code[code.index(after: underscore)...]
      guard ["day", "night", "polartwilight"].contains(suffix) else { return nil }
      base = code[..<underscore]
      isDay = suffix != "night"
      variant = true
    }
    guard let entry = bases[String(base)], entry.variants == variant else { return nil }
    return (entry.meaning, isDay)
  }

  /// The condition for a code, described in `language` where our words have the kind, else
  /// in English; an unknown code is an unknown condition.
  static func condition(_ code: String, language: String) -> Condition {
    guard let (meaning, isDay) = meaning(code) else {
      return Condition(kind: .unknown, description: "unknown weather symbol")
    }
    let words =
      language == "en"
      ? meaning.words
      : LocalizedWords.words(for: language).condition(meaning.kind) ?? meaning.words
    return Condition(kind: meaning.kind, description: words, isDay: isDay)
  }
}
