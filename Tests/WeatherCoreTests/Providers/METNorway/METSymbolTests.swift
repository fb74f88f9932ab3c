import Testing

@testable import WeatherCore

@Suite("MET Norway's symbol codes as our condition kinds")
struct METSymbolTests {
  /// Every base MET sends (metno/weathericons `weather/legend.csv`), its kind, and whether it
  /// takes `_day`, `_night` and `_polartwilight`: 21 with variants, 20 without, 83 codes.
  static let table: [(String, ConditionKind, Bool)] = [
    ("clearsky", .clear, true), ("fair", .mostlyClear, true),
    ("partlycloudy", .partlyCloudy, true), ("cloudy", .overcast, false), ("fog", .fog, false),
    ("lightrainshowers", .lightShowers, true), ("rainshowers", .showers, true),
    ("heavyrainshowers", .violentShowers, true),
    ("lightrainshowersandthunder", .thunderstorm, true),
    ("rainshowersandthunder", .thunderstorm, true),
    ("heavyrainshowersandthunder", .heavyThunderstorm, true),
    ("lightsleetshowers", .sleetShowers, true), ("sleetshowers", .sleetShowers, true),
    ("heavysleetshowers", .sleetShowers, true),
    ("lightssleetshowersandthunder", .thunderstorm, true),
    ("sleetshowersandthunder", .thunderstorm, true),
    ("heavysleetshowersandthunder", .heavyThunderstorm, true),
    ("lightsnowshowers", .lightSnowShowers, true), ("snowshowers", .heavySnowShowers, true),
    ("heavysnowshowers", .heavySnowShowers, true),
    ("lightssnowshowersandthunder", .thunderstorm, true),
    ("snowshowersandthunder", .thunderstorm, true),
    ("heavysnowshowersandthunder", .heavyThunderstorm, true),
    ("lightrain", .lightRain, false), ("rain", .rain, false), ("heavyrain", .heavyRain, false),
    ("lightrainandthunder", .thunderstorm, false), ("rainandthunder", .thunderstorm, false),
    ("heavyrainandthunder", .heavyThunderstorm, false), ("lightsleet", .sleet, false),
    ("sleet", .sleet, false), ("heavysleet", .sleet, false),
    ("lightsleetandthunder", .thunderstorm, false), ("sleetandthunder", .thunderstorm, false),
    ("heavysleetandthunder", .heavyThunderstorm, false), ("lightsnow", .lightSnow, false),
    ("snow", .snow, false), ("heavysnow", .heavySnow, false),
    ("lightsnowandthunder", .thunderstorm, false), ("snowandthunder", .thunderstorm, false),
    ("heavysnowandthunder", .heavyThunderstorm, false),
  ]

  /// The 83 codes, each with its kind and whether it is by day.
  static var codes: [(String, ConditionKind, Bool)] {
    table.flatMap { base, kind, variants in
      variants
        ? [
          (base + "_day", kind, true), (base + "_night", kind, false),
          (base + "_polartwilight", kind, true),
        ]
        : [(base, kind, true)]
    }
  }

  @Test("All 83 codes, the two misspelled ones among them, have their kind and icon")
  func everyCode() {
    #expect(Self.codes.count == 83)
    for (code, kind, isDay) in Self.codes {
      let condition = METSymbol.condition(code, language: "en")
      #expect(condition.kind == kind, "\(code)")
      #expect(condition.icon?.hasSuffix(isDay ? "d" : "n") == true, "\(code)")
      #expect(!condition.description.contains("_"), "our words, never the code: \(code)")
    }
  }

  @Test("The corrected spellings of the two misspelled codes are read too")
  func correctedSpellings() {
    #expect(
      METSymbol.condition("lightsleetshowersandthunder_day", language: "en").kind == .thunderstorm)
    #expect(
      METSymbol.condition("lightsnowshowersandthunder_night", language: "en").kind == .thunderstorm)
  }

  @Test(
    "A code MET does not send is unknown, and its text never shown",
    arguments: [
      "", "_day", "cloudy_day", "clearsky", "clearsky_evening", "rain\u{1B}[31m", "CLEARSKY_DAY",
      "clearsky_day_night",
    ])
  func unknownCodes(code: String) {
    let condition = METSymbol.condition(code, language: "en")
    #expect(condition.kind == .unknown)
    #expect(condition.description == "unknown weather symbol")
  }

  @Test("Words in the language asked for where ours have the kind, else English")
  func languages() {
    #expect(METSymbol.condition("clearsky_day", language: "de").description != "clear sky")
    #expect(METSymbol.condition("sleet", language: "de").description == "sleet")
  }
}
