/// WMO weather interpretation codes, as Open-Meteo sends them in `weather_code`, as our
/// condition kinds, described in our words in the language asked for.
enum WMOCode {
  /// The condition for a code, its icon for day or night, described in `language`.
  static func condition(_ code: Int, isDay: Bool = true, language: String = "en") -> Condition {
    let kind = self.kind(code)
    let description =
      LocalizedWords.words(for: language).condition(kind)
      ?? LocalizedWords.words(for: "en").condition(kind) ?? "weather code \(code)"
    return Condition(kind: kind, description: description, isDay: isDay)
  }

  /// Our kind for a code; `unknown` for one WMO does not define here.
  static func kind(_ code: Int) -> ConditionKind {
    switch code {
    case 0: .clear
    case 1: .mostlyClear
    case 2: .partlyCloudy
    case 3: .overcast
    case 45: .fog
    case 48: .rimeFog
    case 51: .lightDrizzle
    case 53: .drizzle
    case 55: .denseDrizzle
    case 56: .lightFreezingDrizzle
    case 57: .denseFreezingDrizzle
    case 61: .lightRain
    case 63: .rain
    case 65: .heavyRain
    case 66: .lightFreezingRain
    case 67: .heavyFreezingRain
    case 71: .lightSnow
    case 73: .snow
    case 75: .heavySnow
    case 77: .snowGrains
    case 80: .lightShowers
    case 81: .showers
    case 82: .violentShowers
    case 85: .lightSnowShowers
    case 86: .heavySnowShowers
    case 95: .thunderstorm
    case 96: .thunderstormWithHail
    case 99: .thunderstormWithHeavyHail
    default: .unknown
    }
  }
}
