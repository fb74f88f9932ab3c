/// Weather words in the languages the tool speaks, written for this project: descriptions
/// of our condition kinds (OpenWeatherMap translates its own), and the names of days and
/// months for forecast rows.
package enum LocalizedWords {
  /// The languages with words here, as ISO 639-1 codes.
  package static let languages = ["en", "ko", "ja", "zh", "de", "fr", "es", "it", "pt", "ru"]

  /// How a forecast row names a day.
  package enum DayLabel: Sendable {
    /// `Mon 23 Nov`, `lun 23 nov`.
    case weekdayDayMonth
    /// `11월 23일 (월)`, `11月23日(月)`, `11月23日 周一`.
    case monthDayWeekday
  }

  /// One language's words.
  package struct Language: Sendable {
    /// Abbreviated weekdays, Sunday first.
    package let weekdays: [String]
    /// Abbreviated months, January first.
    package let months: [String]
    /// How a day is named.
    package let dayLabel: DayLabel
    /// A description for each of `conditionKinds`, in that order.
    let conditions: [String]

    /// The words for a kind, or `nil` for one not in `conditionKinds`.
    package func condition(_ kind: ConditionKind) -> String? {
      LocalizedWords.conditionKinds.firstIndex(of: kind).map { conditions[$0] }
    }
  }

  /// The kinds with words here (one for each WMO code Open-Meteo sends), in the order of
  /// every `conditions` list.
  static let conditionKinds: [ConditionKind] = [
    .clear, .mostlyClear, .partlyCloudy, .overcast, .fog, .rimeFog, .lightDrizzle, .drizzle,
    .denseDrizzle, .lightFreezingDrizzle, .denseFreezingDrizzle, .lightRain, .rain, .heavyRain,
    .lightFreezingRain, .heavyFreezingRain, .lightSnow, .snow, .heavySnow, .snowGrains,
    .lightShowers, .showers, .violentShowers, .lightSnowShowers, .heavySnowShowers,
    .thunderstorm, .thunderstormWithHail, .thunderstormWithHeavyHail,
  ]

  /// The words for `code` (one of `languages`); English for any other.
  package static func words(for code: String) -> Language {
    switch code {
    case "ko": korean
    case "ja": japanese
    case "zh": chinese
    case "de": german
    case "fr": french
    case "es": spanish
    case "it": italian
    case "pt": portuguese
    case "ru": russian
    default: english
    }
  }

  // en: `Mon 23 Nov`
  static let english = Language(
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun",
      "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    dayLabel: .weekdayDayMonth,
    conditions: [
      "clear sky", "mainly clear", "partly cloudy", "overcast",
      "fog", "depositing rime fog", "light drizzle", "moderate drizzle",
      "dense drizzle", "light freezing drizzle", "dense freezing drizzle", "light rain",
      "moderate rain", "heavy rain", "light freezing rain", "heavy freezing rain",
      "light snow", "moderate snow", "heavy snow", "snow grains",
      "light rain showers", "moderate rain showers", "violent rain showers", "light snow showers",
      "heavy snow showers", "thunderstorm", "thunderstorm with light hail",
      "thunderstorm with heavy hail",
    ])

  /// ko: a day reads `11월 23일 (월)`.
  static let korean = Language(
    weekdays: ["일", "월", "화", "수", "목", "금", "토"],
    months: [
      "1월", "2월", "3월", "4월", "5월", "6월",
      "7월", "8월", "9월", "10월", "11월", "12월",
    ],
    dayLabel: .monthDayWeekday,
    conditions: [
      "맑음", "대체로 맑음", "구름 조금", "흐림",
      "안개", "서리 안개", "약한 이슬비", "이슬비",
      "강한 이슬비", "약한 어는 이슬비", "강한 어는 이슬비", "약한 비",
      "비", "강한 비", "약한 어는 비", "강한 어는 비",
      "약한 눈", "눈", "많은 눈", "쌀알눈",
      "약한 소나기", "소나기", "강한 소나기", "약한 소낙눈",
      "강한 소낙눈", "뇌우", "약한 우박을 동반한 뇌우", "강한 우박을 동반한 뇌우",
    ])

  /// ja: a day reads `11月23日(月)`.
  static let japanese = Language(
    weekdays: ["日", "月", "火", "水", "木", "金", "土"],
    months: [
      "1月", "2月", "3月", "4月", "5月", "6月",
      "7月", "8月", "9月", "10月", "11月", "12月",
    ],
    dayLabel: .monthDayWeekday,
    conditions: [
      "快晴", "晴れ", "一部曇り", "曇り",
      "霧", "着氷性の霧", "弱い霧雨", "霧雨",
      "強い霧雨", "弱い着氷性の霧雨", "強い着氷性の霧雨", "小雨",
      "雨", "大雨", "弱い着氷性の雨", "強い着氷性の雨",
      "小雪", "雪", "大雪", "霧雪",
      "弱いにわか雨", "にわか雨", "激しいにわか雨", "弱いにわか雪",
      "強いにわか雪", "雷雨", "弱いひょうを伴う雷雨", "強いひょうを伴う雷雨",
    ])

  /// zh: a day reads `11月23日 周一`.
  static let chinese = Language(
    weekdays: ["周日", "周一", "周二", "周三", "周四", "周五", "周六"],
    months: [
      "1月", "2月", "3月", "4月", "5月", "6月",
      "7月", "8月", "9月", "10月", "11月", "12月",
    ],
    dayLabel: .monthDayWeekday,
    conditions: [
      "晴", "大致晴朗", "局部多云", "阴",
      "雾", "冻雾", "轻微毛毛雨", "毛毛雨",
      "较强毛毛雨", "轻微冻毛毛雨", "较强冻毛毛雨", "小雨",
      "中雨", "大雨", "小冻雨", "大冻雨",
      "小雪", "中雪", "大雪", "米雪",
      "小阵雨", "中阵雨", "强阵雨", "小阵雪",
      "大阵雪", "雷阵雨", "雷阵雨伴小冰雹", "雷阵雨伴大冰雹",
    ])
}
