/// WMO weather interpretation codes, as Open-Meteo sends them in `weather_code`, in words.
enum WMOCode {
  /// The condition for a code: the code as its id, a group and a description.
  static func condition(_ code: Int) -> Condition {
    let (main, description) = words(code)
    return Condition(id: code, main: main, description: description, icon: nil)
  }

  private static func words(_ code: Int) -> (String, String) {
    switch code {
    case 0: ("Clear", "clear sky")
    case 1: ("Clear", "mainly clear")
    case 2: ("Clouds", "partly cloudy")
    case 3: ("Clouds", "overcast")
    case 45: ("Fog", "fog")
    case 48: ("Fog", "depositing rime fog")
    case 51: ("Drizzle", "light drizzle")
    case 53: ("Drizzle", "moderate drizzle")
    case 55: ("Drizzle", "dense drizzle")
    case 56: ("Drizzle", "light freezing drizzle")
    case 57: ("Drizzle", "dense freezing drizzle")
    case 61: ("Rain", "light rain")
    case 63: ("Rain", "moderate rain")
    case 65: ("Rain", "heavy rain")
    case 66: ("Rain", "light freezing rain")
    case 67: ("Rain", "heavy freezing rain")
    case 71: ("Snow", "light snow")
    case 73: ("Snow", "moderate snow")
    case 75: ("Snow", "heavy snow")
    case 77: ("Snow", "snow grains")
    case 80: ("Rain", "light rain showers")
    case 81: ("Rain", "moderate rain showers")
    case 82: ("Rain", "violent rain showers")
    case 85: ("Snow", "light snow showers")
    case 86: ("Snow", "heavy snow showers")
    case 95: ("Thunderstorm", "thunderstorm")
    case 96: ("Thunderstorm", "thunderstorm with light hail")
    case 99: ("Thunderstorm", "thunderstorm with heavy hail")
    default: ("Unknown", "weather code \(code)")
    }
  }
}
