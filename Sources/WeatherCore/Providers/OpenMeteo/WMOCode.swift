/// WMO weather interpretation codes, as Open-Meteo sends them in `weather_code`, as
/// OpenWeatherMap conditions: its id, group (in English) and icon, so `condition` means the
/// same whichever provider answered; the description is the WMO code's own words, in the
/// language asked for.
enum WMOCode {
  /// The condition for a code, its icon for day or night, described in `language`.
  static func condition(_ code: Int, isDay: Bool = true, language: String = "en") -> Condition {
    let (id, _, icon) = mapping(code)
    let description =
      LocalizedWords.words(for: language).condition(code)
      ?? LocalizedWords.words(for: "en").condition(code) ?? "weather code \(code)"
    return Condition(
      id: id, main: group(id), description: description,
      icon: icon.map { $0 + (isDay ? "d" : "n") })
  }

  /// OpenWeatherMap's id, the English words, and the icon without its `d`/`n`.
  private static func mapping(_ code: Int) -> (Int, String, String?) {
    switch code {
    case 0: (800, "clear sky", "01")
    case 1: (801, "mainly clear", "02")
    case 2: (802, "partly cloudy", "03")
    case 3: (804, "overcast", "04")
    case 45: (741, "fog", "50")
    case 48: (741, "depositing rime fog", "50")
    case 51: (300, "light drizzle", "09")
    case 53: (301, "moderate drizzle", "09")
    case 55: (302, "dense drizzle", "09")
    case 56: (511, "light freezing drizzle", "13")
    case 57: (511, "dense freezing drizzle", "13")
    case 61: (500, "light rain", "10")
    case 63: (501, "moderate rain", "10")
    case 65: (502, "heavy rain", "10")
    case 66: (511, "light freezing rain", "13")
    case 67: (511, "heavy freezing rain", "13")
    case 71: (600, "light snow", "13")
    case 73: (601, "moderate snow", "13")
    case 75: (602, "heavy snow", "13")
    case 77: (600, "snow grains", "13")
    case 80: (520, "light rain showers", "09")
    case 81: (521, "moderate rain showers", "09")
    case 82: (522, "violent rain showers", "09")
    case 85: (620, "light snow showers", "13")
    case 86: (622, "heavy snow showers", "13")
    case 95: (211, "thunderstorm", "11")
    case 96: (201, "thunderstorm with light hail", "11")
    case 99: (202, "thunderstorm with heavy hail", "11")
    default: (0, "weather code \(code)", nil)
    }
  }

  /// OpenWeatherMap's group (`main`) for one of its ids.
  private static func group(_ id: Int) -> String {
    switch id / 100 {
    case 2: "Thunderstorm"
    case 3: "Drizzle"
    case 5: "Rain"
    case 6: "Snow"
    case 7: "Fog"
    case 8: id == 800 ? "Clear" : "Clouds"
    default: "Unknown"
    }
  }
}
