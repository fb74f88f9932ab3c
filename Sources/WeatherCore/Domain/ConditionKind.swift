/// The weather's condition in this project's own words: every source maps its codes to
/// these (OpenWeatherMap's ids and Open-Meteo's WMO codes in their folders), and pictures,
/// wttr.in's symbols, emoji and the words in ten languages come from them. As fine as the
/// finest of the sources' distinctions that show: each WMO code has its own, and each
/// picture its own.
public enum ConditionKind: String, Sendable, CaseIterable, Codable {
  /// A condition the source named with a code not known here.
  case unknown
  /// Clear sky.
  case clear
  /// Mainly clear: a few clouds.
  case mostlyClear = "mostly_clear"
  /// Partly cloudy.
  case partlyCloudy = "partly_cloudy"
  /// Broken clouds: cloudy, drawn lighter than overcast.
  case cloudy
  /// Overcast.
  case overcast
  /// Mist, haze, smoke, dust, sand, ash: the air thick with something other than fog.
  case haze
  /// Squalls.
  case squalls
  /// A tornado.
  case tornado
  /// Fog.
  case fog
  /// Fog that leaves rime.
  case rimeFog = "rime_fog"
  /// Light drizzle.
  case lightDrizzle = "light_drizzle"
  /// Drizzle.
  case drizzle
  /// Dense drizzle.
  case denseDrizzle = "dense_drizzle"
  /// Light freezing drizzle.
  case lightFreezingDrizzle = "light_freezing_drizzle"
  /// Dense freezing drizzle.
  case denseFreezingDrizzle = "dense_freezing_drizzle"
  /// Light rain.
  case lightRain = "light_rain"
  /// Rain.
  case rain
  /// Heavy rain.
  case heavyRain = "heavy_rain"
  /// Light freezing rain.
  case lightFreezingRain = "light_freezing_rain"
  /// Heavy freezing rain.
  case heavyFreezingRain = "heavy_freezing_rain"
  /// Light rain showers.
  case lightShowers = "light_showers"
  /// Rain showers.
  case showers
  /// Violent rain showers.
  case violentShowers = "violent_showers"
  /// Sleet: rain and snow together.
  case sleet
  /// Sleet showers.
  case sleetShowers = "sleet_showers"
  /// Light snow.
  case lightSnow = "light_snow"
  /// Snow.
  case snow
  /// Heavy snow.
  case heavySnow = "heavy_snow"
  /// Snow grains.
  case snowGrains = "snow_grains"
  /// Light snow showers.
  case lightSnowShowers = "light_snow_showers"
  /// Heavy snow showers.
  case heavySnowShowers = "heavy_snow_showers"
  /// A thunderstorm.
  case thunderstorm
  /// A thunderstorm with heavy rain.
  case heavyThunderstorm = "heavy_thunderstorm"
  /// A thunderstorm with light hail.
  case thunderstormWithHail = "thunderstorm_with_hail"
  /// A thunderstorm with heavy hail.
  case thunderstormWithHeavyHail = "thunderstorm_with_heavy_hail"

  /// The OpenWeatherMap-style id the reference promises whichever source answered: a source other
  /// than OpenWeatherMap gets this one (OpenWeatherMap keeps its own).
  package var openWeatherMapID: Int {
    switch self {
    case .unknown: 0
    case .clear: 800
    case .mostlyClear: 801
    case .partlyCloudy: 802
    case .cloudy: 803
    case .overcast: 804
    case .haze: 721
    case .squalls: 771
    case .tornado: 781
    case .fog, .rimeFog: 741
    case .lightDrizzle: 300
    case .drizzle: 301
    case .denseDrizzle: 302
    case .lightFreezingDrizzle, .denseFreezingDrizzle, .lightFreezingRain, .heavyFreezingRain: 511
    case .lightRain: 500
    case .rain: 501
    case .heavyRain: 502
    case .lightShowers: 520
    case .showers: 521
    case .violentShowers: 522
    case .sleet: 611
    case .sleetShowers: 612
    case .lightSnow, .snowGrains: 600
    case .snow: 601
    case .heavySnow: 602
    case .lightSnowShowers: 620
    case .heavySnowShowers: 622
    case .thunderstorm: 211
    case .heavyThunderstorm: 202
    case .thunderstormWithHail: 201
    case .thunderstormWithHeavyHail: 202
    }
  }

  /// How much it matters, to pick a day's one condition: a thunderstorm over snow over rain
  /// over drizzle over fog and haze over clouds and a clear sky, as days were always ranked.
  /// Kinds of one rank are ordered by the source's own finer code (`Condition.mattersLess`).
  var severity: Int {
    switch self {
    case .unknown: 0
    case .clear, .mostlyClear, .partlyCloudy, .cloudy, .overcast: 1
    case .haze, .fog, .rimeFog, .squalls, .tornado: 2
    case .lightDrizzle, .drizzle, .denseDrizzle: 3
    case .lightRain, .rain, .heavyRain, .lightFreezingDrizzle, .denseFreezingDrizzle,
      .lightFreezingRain, .heavyFreezingRain, .lightShowers, .showers, .violentShowers:
      4
    case .lightSnow, .snow, .heavySnow, .snowGrains, .sleet, .sleetShowers, .lightSnowShowers,
      .heavySnowShowers:
      5
    case .thunderstorm, .heavyThunderstorm, .thunderstormWithHail, .thunderstormWithHeavyHail:
      6
    }
  }

  /// OpenWeatherMap's icon for it, without the `d` or `n` of day or night; `nil` when unknown.
  package var iconBase: String? {
    switch self {
    case .unknown: nil
    case .clear: "01"
    case .mostlyClear: "02"
    case .partlyCloudy: "03"
    case .cloudy, .overcast: "04"
    case .haze, .squalls, .tornado, .fog, .rimeFog: "50"
    case .lightDrizzle, .drizzle, .denseDrizzle, .lightShowers, .showers, .violentShowers: "09"
    case .lightRain, .rain, .heavyRain: "10"
    case .lightFreezingDrizzle, .denseFreezingDrizzle, .lightFreezingRain, .heavyFreezingRain,
      .sleet, .sleetShowers, .lightSnow, .snow, .heavySnow, .snowGrains, .lightSnowShowers,
      .heavySnowShowers:
      "13"
    case .thunderstorm, .heavyThunderstorm, .thunderstormWithHail, .thunderstormWithHeavyHail:
      "11"
    }
  }

  /// OpenWeatherMap's group (`main`, in English) for its id, such as `Rain`.
  public var group: String {
    Self.group(ofID: openWeatherMapID)
  }

  /// OpenWeatherMap's group for one of its ids.
  static func group(ofID id: Int) -> String {
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
