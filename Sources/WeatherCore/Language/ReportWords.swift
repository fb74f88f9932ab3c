/// The words of the report view (`--report`) in the languages the tool speaks: the parts of
/// a day, the labels of the current weather, and the moon's phases. The parts of the day
/// are wttr.in's captions (chubin/wttr.in `share/translations/*/v1.json`) where they fit the
/// hours shown.
package struct ReportWords: Sendable {
  /// Morning, Noon, Evening and Night.
  package let parts: [String]
  /// `feels like`, before the perceived temperature.
  package let feelsLike: String
  /// `gusts`, before the gust speed.
  package let gusts: String
  /// `humidity`.
  package let humidity: String
  /// `precipitation`, the last hour's.
  package let precipitation: String
  /// `UV`, before the UV index.
  package let uv: String
  /// `sunrise`.
  package let sunrise: String
  /// `sunset`.
  package let sunset: String
  /// Said for a day when the sun does not set.
  package let sunUpAllDay: String
  /// Said for a day when the sun does not rise.
  package let sunDownAllDay: String
  /// `next 24h`, before the sparkline of the next 24 hours' temperatures.
  package let nextHours: String
  /// The moon's phases in `LunarPhase.allCases` order, new moon first.
  let phases: [String]

  /// The name of `phase`.
  package func phase(_ phase: LunarPhase) -> String {
    LunarPhase.allCases.firstIndex(of: phase).map { phases[$0] } ?? phase.rawValue
  }

  /// The words for `code` (one of `LocalizedWords.languages`); English for any other.
  package static func words(for code: String) -> ReportWords {
    all[code] ?? english
  }

  static let english = ReportWords(
    parts: ["Morning", "Noon", "Evening", "Night"], feelsLike: "feels like", gusts: "gusts",
    humidity: "humidity", precipitation: "precipitation", uv: "UV", sunrise: "sunrise",
    sunset: "sunset", sunUpAllDay: "sun up all day", sunDownAllDay: "sun down all day",
    nextHours: "next 24h",
    phases: [
      "new moon", "waxing crescent", "first quarter", "waxing gibbous", "full moon",
      "waning gibbous", "last quarter", "waning crescent",
    ])

  private static let all: [String: ReportWords] = [
    "en": english,
    "ko": ReportWords(
      parts: ["아침", "낮", "저녁", "밤"], feelsLike: "체감", gusts: "돌풍", humidity: "습도",
      precipitation: "강수", uv: "자외선", sunrise: "일출", sunset: "일몰", sunUpAllDay: "백야",
      sunDownAllDay: "극야", nextHours: "향후 24시간",
      phases: ["삭", "초승달", "상현달", "차가는 달", "보름달", "기우는 달", "하현달", "그믐달"]),
    "ja": ReportWords(
      parts: ["朝", "昼", "夕", "夜"], feelsLike: "体感", gusts: "最大瞬間", humidity: "湿度",
      precipitation: "降水", uv: "UV", sunrise: "日の出", sunset: "日の入り", sunUpAllDay: "白夜",
      sunDownAllDay: "極夜", nextHours: "今後24時間",
      phases: ["新月", "三日月", "上弦の月", "十三夜月", "満月", "寝待月", "下弦の月", "有明月"]),
    "zh": ReportWords(
      parts: ["早上", "中午", "傍晚", "夜间"], feelsLike: "体感", gusts: "阵风", humidity: "湿度",
      precipitation: "降水", uv: "紫外线", sunrise: "日出", sunset: "日落", sunUpAllDay: "极昼",
      sunDownAllDay: "极夜", nextHours: "未来24小时",
      phases: ["新月", "娥眉月", "上弦月", "盈凸月", "满月", "亏凸月", "下弦月", "残月"]),
    "de": ReportWords(
      parts: ["Morgen", "Mittag", "Abend", "Nacht"], feelsLike: "gefühlt", gusts: "Böen",
      humidity: "Feuchte", precipitation: "Niederschlag", uv: "UV", sunrise: "Aufgang",
      sunset: "Untergang", sunUpAllDay: "Sonne geht nicht unter",
      sunDownAllDay: "Sonne geht nicht auf", nextHours: "nächste 24 h",
      phases: [
        "Neumond", "zunehmende Sichel", "erstes Viertel", "zunehmender Mond", "Vollmond",
        "abnehmender Mond", "letztes Viertel", "abnehmende Sichel",
      ]),
    "fr": ReportWords(
      parts: ["Matin", "Midi", "Soir", "Nuit"], feelsLike: "ressenti", gusts: "rafales",
      humidity: "humidité", precipitation: "précipitations", uv: "UV", sunrise: "lever",
      sunset: "coucher", sunUpAllDay: "soleil toute la journée",
      sunDownAllDay: "soleil sous l’horizon", nextHours: "prochaines 24 h",
      phases: [
        "nouvelle lune", "premier croissant", "premier quartier", "gibbeuse croissante",
        "pleine lune", "gibbeuse décroissante", "dernier quartier", "dernier croissant",
      ]),
    "es": ReportWords(
      parts: ["Mañana", "Mediodía", "Tarde", "Noche"], feelsLike: "sensación", gusts: "ráfagas",
      humidity: "humedad", precipitation: "precipitación", uv: "UV", sunrise: "amanecer",
      sunset: "atardecer", sunUpAllDay: "sol todo el día", sunDownAllDay: "sin sol",
      nextHours: "próximas 24 h",
      phases: [
        "luna nueva", "luna creciente", "cuarto creciente", "gibosa creciente", "luna llena",
        "gibosa menguante", "cuarto menguante", "luna menguante",
      ]),
    "it": ReportWords(
      parts: ["Mattina", "Mezzogiorno", "Sera", "Notte"], feelsLike: "percepita",
      gusts: "raffiche", humidity: "umidità", precipitation: "precipitazioni", uv: "UV",
      sunrise: "alba", sunset: "tramonto", sunUpAllDay: "sole tutto il giorno",
      sunDownAllDay: "sole mai sorto", nextHours: "prossime 24 ore",
      phases: [
        "luna nuova", "luna crescente", "primo quarto", "gibbosa crescente", "luna piena",
        "gibbosa calante", "ultimo quarto", "luna calante",
      ]),
    "pt": ReportWords(
      parts: ["Manhã", "Meio-dia", "Tarde", "Noite"], feelsLike: "sensação", gusts: "rajadas",
      humidity: "umidade", precipitation: "precipitação", uv: "UV", sunrise: "nascer do sol",
      sunset: "pôr do sol", sunUpAllDay: "sol o dia todo", sunDownAllDay: "sem sol",
      nextHours: "próximas 24 h",
      phases: [
        "lua nova", "lua crescente", "quarto crescente", "gibosa crescente", "lua cheia",
        "gibosa minguante", "quarto minguante", "lua minguante",
      ]),
    "ru": ReportWords(
      parts: ["Утро", "День", "Вечер", "Ночь"], feelsLike: "ощущается", gusts: "порывы",
      humidity: "влажность", precipitation: "осадки", uv: "УФ", sunrise: "восход",
      sunset: "закат", sunUpAllDay: "полярный день", sunDownAllDay: "полярная ночь",
      nextHours: "ближайшие 24 ч",
      phases: [
        "новолуние", "растущий серп", "первая четверть", "растущая луна", "полнолуние",
        "убывающая луна", "последняя четверть", "убывающий серп",
      ]),
  ]
}
