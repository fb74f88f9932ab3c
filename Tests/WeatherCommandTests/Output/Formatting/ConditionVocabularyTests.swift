import Foundation
import Testing

@testable import WeatherCommand
@testable import WeatherCore

/// Our condition kinds against the tables they replaced (main 723a769): wttr.in's symbol of
/// every OpenWeatherMap id, and Open-Meteo's WMO codes as OpenWeatherMap ids, icons and words.
@Suite("One condition vocabulary: every code's picture, words and day unchanged")
struct ConditionVocabularyTests {
  /// `ConditionSymbol(id:)` as it was: wttr.in's name for an OpenWeatherMap id.
  static func symbolBefore(_ id: Int) -> ConditionSymbol {
    switch id {
    case 200, 201, 210, 211, 221, 230, 231, 232: .thunderyShowers
    case 202, 212: .thunderyHeavyRain
    case 300, 301, 310, 311, 500: .lightRain
    case 313, 321, 520: .lightShowers
    case 302, 312, 501, 502, 503, 504: .heavyRain
    case 314, 521, 522, 531: .heavyShowers
    case 511, 611, 615, 616: .lightSleet
    case 612, 613: .lightSleetShowers
    case 600: .lightSnow
    case 601, 602: .heavySnow
    case 620: .lightSnowShowers
    case 621, 622: .heavySnowShowers
    case 701...781: .fog
    case 800: .sunny
    case 801, 802: .partlyCloudy
    case 803: .cloudy
    case 804: .veryCloudy
    default: .unknown
    }
  }

  /// `WMOCode.mapping` as it was: OpenWeatherMap's id, the English words, the icon.
  static let wmoBefore: [Int: (id: Int, words: String, icon: String)] = [
    0: (800, "clear sky", "01"), 1: (801, "mainly clear", "02"), 2: (802, "partly cloudy", "03"),
    3: (804, "overcast", "04"), 45: (741, "fog", "50"), 48: (741, "depositing rime fog", "50"),
    51: (300, "light drizzle", "09"), 53: (301, "moderate drizzle", "09"),
    55: (302, "dense drizzle", "09"), 56: (511, "light freezing drizzle", "13"),
    57: (511, "dense freezing drizzle", "13"), 61: (500, "light rain", "10"),
    63: (501, "moderate rain", "10"), 65: (502, "heavy rain", "10"),
    66: (511, "light freezing rain", "13"), 67: (511, "heavy freezing rain", "13"),
    71: (600, "light snow", "13"), 73: (601, "moderate snow", "13"),
    75: (602, "heavy snow", "13"), 77: (600, "snow grains", "13"),
    80: (520, "light rain showers", "09"), 81: (521, "moderate rain showers", "09"),
    82: (522, "violent rain showers", "09"), 85: (620, "light snow showers", "13"),
    86: (622, "heavy snow showers", "13"), 95: (211, "thunderstorm", "11"),
    96: (201, "thunderstorm with light hail", "11"),
    99: (202, "thunderstorm with heavy hail", "11"),
  ]

  /// OpenWeatherMap's group for an id, as it was.
  static func groupBefore(_ id: Int) -> String {
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

  @Test("every OpenWeatherMap id (0 to 999) draws the same picture, emoji and symbol as before")
  func openWeatherMapIDs() {
    for id in 0..<1000 {
      let kind = ConditionKind(openWeatherMapID: id)
      #expect(ConditionSymbol(kind) == Self.symbolBefore(id), "id \(id): \(kind)")
    }
  }

  @Test("every WMO code (0 to 99) keeps its id, group, icon, words and picture, day and night")
  func wmoCodes() {
    for code in 0..<100 {
      for isDay in [true, false] {
        let condition = WMOCode.condition(code, isDay: isDay)
        guard let before = Self.wmoBefore[code] else {
          #expect(condition.id == 0 && condition.icon == nil && condition.kind == .unknown)
          #expect(condition.description == "weather code \(code)")
          continue
        }
        #expect(condition.id == before.id, "code \(code)")
        #expect(condition.main == Self.groupBefore(before.id), "code \(code)")
        #expect(condition.icon == before.icon + (isDay ? "d" : "n"), "code \(code)")
        #expect(condition.description == before.words, "code \(code)")
        #expect(ConditionSymbol(condition.kind) == Self.symbolBefore(before.id), "code \(code)")
      }
    }
  }

  @Test("every kind has words in all ten languages when a WMO code names it")
  func words() {
    for language in LocalizedWords.languages {
      for kind in LocalizedWords.conditionKinds {
        #expect(LocalizedWords.words(for: language).condition(kind)?.isEmpty == false)
      }
    }
  }

  /// The rank days were picked by before they were ranked by kind (main 6764c9a): the
  /// OpenWeatherMap-style id's group, then the id.
  static func rankBefore(_ id: Int) -> Int {
    let within = id % 100
    return switch id / 100 {
    case 2: 700 + within
    case 6: 600 + within
    case 5: 500 + within
    case 3: 400 + within
    case 7: 300 + within
    case 8: within
    default: -1
    }
  }

  /// The day of two steps with these conditions (and an observation without one): its
  /// condition, and the one the rank before picked (the first of the highest).
  static func day(_ first: Condition, _ second: Condition) throws -> (
    now: Condition?, before: Condition
  ) {
    let place = Place(
      name: "", country: nil, state: nil, coordinate: try Coordinate(latitude: 0, longitude: 0))
    let now = Date(timeIntervalSince1970: 1_795_392_000)  // 2026-11-23T00:00Z
    let steps = [first, second].enumerated().map { index, condition in
      HourlyForecast(
        time: now.addingTimeInterval(Double(index + 1) * 3600), temperature: 280,
        condition: condition)
    }
    let current = Observation(place: place, temperature: 280, observedAt: now)
    let day = Forecast.days(from: steps, current: current, offset: 0, limit: 1)[0]
    let before = rankBefore(second.id) > rankBefore(first.id) ? second : first
    return (day.condition, before)
  }

  @Test("every pair of WMO codes: a day's condition is the same as before, ranked by kind")
  func dailyRanking() throws {
    let codes = Array(0..<100)
    for first in codes {
      for second in codes {
        let (condition, before) = try Self.day(
          WMOCode.condition(first, isDay: false), WMOCode.condition(second, isDay: false))
        #expect(condition?.kind == before.kind, "\(first) and \(second)")
        #expect(condition?.id == before.id, "\(first) and \(second)")
        #expect(condition?.description == before.description, "\(first) and \(second)")
        #expect(condition?.icon == before.icon.map { String($0.prefix(2)) + "d" })
      }
    }
  }

  /// OpenWeatherMap's ids (openweathermap.org/weather-conditions), and a few it does not
  /// define.
  static let openWeatherMapIDs =
    [200, 201, 202, 210, 211, 212, 221, 230, 231, 232, 300, 301, 302, 310, 311, 312, 313, 314]
    + [321, 500, 501, 502, 503, 504, 511, 520, 521, 522, 531, 600, 601, 602, 611, 612, 613]
    + [615, 616, 620, 621, 622, 701, 711, 721, 731, 741, 751, 761, 762, 771, 781, 800, 801]
    + [802, 803, 804, 0, 799, 900]

  /// The pairs of ids whose day is decided otherwise than before: only ids OpenWeatherMap
  /// does not define (0, 799, 900), which are unknown and rank under every known one (799
  /// ranked over every cloud before, as if it were fog).
  static let decidedByKind: Set<[Int]> = {
    var pairs: [[Int]] = [[799, 900], [0, 900]]
    for known in [701, 711, 721, 731, 741, 751, 761, 762, 771, 781, 800, 801, 802, 803, 804] {
      pairs.append([known, 799])
    }
    return Set(pairs.map { $0.sorted() })
  }()

  @Test("every pair of OpenWeatherMap ids: a day's condition as before, but for undefined ids")
  func dailyRankingOpenWeatherMap() throws {
    var changed: [[Int]] = []
    for first in Self.openWeatherMapIDs {
      for second in Self.openWeatherMapIDs {
        let conditions = [first, second].map {
          Condition(
            kind: ConditionKind(openWeatherMapID: $0), id: $0,
            main: ConditionKind.group(ofID: $0), description: "id \($0)", icon: "10n")
        }
        let (condition, before) = try Self.day(conditions[0], conditions[1])
        if condition?.id != before.id { changed.append([first, second].sorted()) }
        #expect(condition?.icon == "10d")
      }
    }
    #expect(Set(changed) == Self.decidedByKind)
  }
}
