import Foundation

/// The NWS's icon URLs as conditions: `…/icons/land/day/rain,30/tsra_sct,80?size=medium` names
/// the sky of the period's first half and, after a `/`, of its second, each with an optional
/// chance of precipitation in percent. The period's condition is the part with the higher
/// chance (the first on a tie), as our kind; the words are the NWS's own.
enum NWSIcon {
  /// The condition an icon URL names, described by `text` (the NWS's `shortForecast` or
  /// `textDescription`), or in `language`'s words when it is not English or `text` is empty.
  /// - Returns: The condition; `nil` when the URL names no condition this tool knows and
  ///   `text` is empty.
  static func condition(icon: String?, text: String?, language: String) -> Condition? {
    let parsed = icon.flatMap(parse)
    let kind = parsed?.kind ?? .unknown
    let own = text.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
    guard kind != .unknown || own != nil else { return nil }
    let words =
      language == "en" ? nil : LocalizedWords.words(for: language).condition(kind)
    let description =
      words ?? own ?? LocalizedWords.words(for: "en").condition(kind) ?? "unknown"
    return Condition(kind: kind, description: description, isDay: parsed?.isDay ?? true)
  }

  /// Our kind for the part of `url` with the higher chance, and whether it is a day icon;
  /// `nil` for a URL that is not an NWS icon.
  static func parse(_ url: String) -> (kind: ConditionKind, isDay: Bool)? {
    let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
    let segments = path.split(separator: "/").map(String.init)
    guard let icons = segments.lastIndex(of: "icons"), segments.count >= icons + 4 else {
      return nil
    }
    let isDay = segments[icons + 2] != "night"
    let parts = segments[(icons + 3)...].prefix(2).map { part -> (String, Int) in
      let pieces = part.split(separator: ",", maxSplits: 1)
      return (String(pieces.first ?? ""), pieces.count > 1 ? Int(pieces[1]) ?? 0 : 0)
    }
    guard let first = parts.first else { return nil }
    let chosen = parts.dropFirst().reduce(first) { $1.1 > $0.1 ? $1 : $0 }
    return (kind(chosen.0), isDay)
  }

  /// Our kind for one of the NWS's 37 icon codes (api.weather.gov/icons); `unknown` for any
  /// other.
  static func kind(_ code: String) -> ConditionKind {
    switch code {
    case "skc", "wind_skc", "hot", "cold": .clear
    case "few", "wind_few": .mostlyClear
    case "sct", "wind_sct": .partlyCloudy
    case "bkn", "wind_bkn": .cloudy
    case "ovc", "wind_ovc": .overcast
    case "snow", "blizzard": .snow
    case "rain_snow", "rain_sleet", "snow_sleet", "sleet": .sleet
    case "fzra", "rain_fzra", "snow_fzra": .lightFreezingRain
    case "rain": .rain
    case "rain_showers", "rain_showers_hi": .showers
    case "tsra", "tsra_sct", "tsra_hi": .thunderstorm
    case "tornado": .tornado
    case "hurricane", "tropical_storm": .squalls
    case "dust", "smoke", "haze": .haze
    case "fog": .fog
    default: .unknown
    }
  }
}
