import Testing

@testable import WeatherCore

@Suite("NWS icons as our conditions")
struct NWSIconTests {
  /// Every code of api.weather.gov/icons, and our kind for it.
  static let table: [(String, ConditionKind)] = [
    ("skc", .clear), ("few", .mostlyClear), ("sct", .partlyCloudy), ("bkn", .cloudy),
    ("ovc", .overcast), ("wind_skc", .clear), ("wind_few", .mostlyClear),
    ("wind_sct", .partlyCloudy), ("wind_bkn", .cloudy), ("wind_ovc", .overcast),
    ("snow", .snow), ("rain_snow", .sleet), ("rain_sleet", .sleet), ("snow_sleet", .sleet),
    ("fzra", .lightFreezingRain), ("rain_fzra", .lightFreezingRain),
    ("snow_fzra", .lightFreezingRain), ("sleet", .sleet), ("rain", .rain),
    ("rain_showers", .showers), ("rain_showers_hi", .showers), ("tsra", .thunderstorm),
    ("tsra_sct", .thunderstorm), ("tsra_hi", .thunderstorm), ("tornado", .tornado),
    ("hurricane", .squalls), ("tropical_storm", .squalls), ("dust", .haze), ("smoke", .haze),
    ("haze", .haze), ("hot", .clear), ("cold", .clear), ("blizzard", .snow), ("fog", .fog),
  ]

  @Test("each of the NWS's icon codes has its kind", arguments: table)
  func code(code: String, kind: ConditionKind) {
    #expect(NWSIcon.kind(code) == kind)
    let url = "https://api.weather.gov/icons/land/day/\(code)?size=medium"
    #expect(NWSIcon.parse(url)?.kind == kind)
  }

  @Test("the table holds every code once")
  func complete() {
    #expect(Set(Self.table.map(\.0)).count == Self.table.count)
    #expect(NWSIcon.kind("lightning") == .unknown)
  }

  @Test(
    "of two conditions the one with the higher chance; the first on a tie",
    arguments: [
      ("https://api.weather.gov/icons/land/day/rain,30/tsra_sct,80?size=medium", .thunderstorm),
      ("https://api.weather.gov/icons/land/night/smoke/few?size=medium", .haze),
      ("https://api.weather.gov/icons/land/day/bkn/rain,40", .rain),
      ("https://api.weather.gov/icons/land/day/snow,60/rain,20", .snow),
    ] as [(String, ConditionKind)])
  func two(url: String, kind: ConditionKind) {
    #expect(NWSIcon.parse(url)?.kind == kind)
  }

  @Test("night icons, foreign words and no icon")
  func details() {
    let night = NWSIcon.condition(
      icon: "https://api.weather.gov/icons/land/night/few?size=small", text: "Mostly Clear",
      language: "en")
    #expect(night?.icon == "02n")
    #expect(night?.description == "Mostly Clear")
    let german = NWSIcon.condition(
      icon: "https://api.weather.gov/icons/land/day/rain", text: "Rain", language: "de")
    #expect(german?.description != "Rain")
    #expect(NWSIcon.condition(icon: nil, text: "", language: "en") == nil)
    #expect(NWSIcon.condition(icon: nil, text: "Haze", language: "en")?.kind == .unknown)
    #expect(NWSIcon.parse("not a url") == nil)
  }
}

@Suite("NWS times and winds")
struct NWSTextTests {
  @Test(
    "times with their offsets, fractions of a second included",
    arguments: [
      ("2026-07-15T16:00:00-04:00", 1_784_145_600.0, -14_400),
      ("2026-07-15T20:00:00+00:00", 1_784_145_600.0, 0),
      ("2026-07-15T20:00:00.25Z", 1_784_145_600.25, 0),
      ("2026-07-16T05:45:00+09:45", 1_784_145_600.0, 35_100),
    ])
  func times(text: String, seconds: Double, offset: Int) throws {
    let parsed = try #require(NWSTime.parse(text))
    #expect(parsed.date.timeIntervalSince1970 == seconds)
    #expect(parsed.offset == offset)
  }

  @Test("not a time", arguments: ["", "2026-07-15", "yesterday", "2026-07-15T16:00:00-99:00"])
  func notTimes(text: String) {
    #expect(NWSTime.parse(text) == nil)
  }

  @Test(
    "the highest speed of a wind's text, in m/s",
    arguments: [
      ("9 mph", 9 * 0.44704), ("2 to 8 mph", 8 * 0.44704), ("10 to 15 km/h", 15 / 3.6),
      ("0 km/h", 0),
    ])
  func winds(text: String, speed: Double) throws {
    #expect(abs(try #require(NWSWind.metresPerSecond(text)) - speed) < 1e-9)
  }

  @Test("winds without a number or a known unit", arguments: ["", "calm", "9 furlongs", "mph"])
  func noWinds(text: String) {
    #expect(NWSWind.metresPerSecond(text) == nil)
  }

  @Test("compass points")
  func points() {
    #expect(NWSWind.degrees("N") == 0)
    #expect(NWSWind.degrees("nw") == 315)
    #expect(NWSWind.degrees("NNW") == 337.5)
    #expect(NWSWind.degrees("") == nil)
  }
}
