extension ConditionKind {
  /// Our kind for an OpenWeatherMap condition id (openweathermap.org/weather-conditions);
  /// `unknown` for an id it does not define.
  init(openWeatherMapID id: Int) {
    switch id {
    case 200, 201, 210, 211, 221, 230, 231, 232: self = .thunderstorm
    case 202, 212: self = .heavyThunderstorm
    case 300, 310: self = .lightDrizzle
    case 301, 311: self = .drizzle
    case 302, 312: self = .denseDrizzle
    case 313, 321, 520: self = .lightShowers
    case 314, 521: self = .showers
    case 522, 531: self = .violentShowers
    case 500: self = .lightRain
    case 501: self = .rain
    case 502, 503, 504: self = .heavyRain
    case 511: self = .lightFreezingRain
    case 611, 615, 616: self = .sleet
    case 612, 613: self = .sleetShowers
    case 600: self = .lightSnow
    case 601: self = .snow
    case 602: self = .heavySnow
    case 620: self = .lightSnowShowers
    case 621, 622: self = .heavySnowShowers
    case 741: self = .fog
    case 771: self = .squalls
    case 781: self = .tornado
    // Mist, smoke, haze, dust, sand, ash, and the group's ids not yet defined.
    case 701...780: self = .haze
    case 800: self = .clear
    case 801: self = .mostlyClear
    case 802: self = .partlyCloudy
    case 803: self = .cloudy
    case 804: self = .overcast
    default: self = .unknown
    }
  }
}
