/// The words over the forecast's columns on a terminal, in the tool's ten languages, each
/// short enough for its column: `chance` and `precipitation` at most 6 columns wide, `range`
/// at most 9 (`min / max`), `temperature` at most 9, `condition` at most 22.
package struct ColumnWords: Sendable, Equatable {
  /// Over the condition: `condition`.
  package let condition: String
  /// Over a day's lowest and highest temperature: `min / max`.
  package let range: String
  /// Over an hour's temperature: `temp`.
  package let temperature: String
  /// Over the chance of precipitation: `chance`.
  package let chance: String
  /// Over the amount of precipitation: `precip`.
  package let precipitation: String
  /// Over the wind: `wind`.
  package let wind: String

  /// The words for `code` (one of `LocalizedWords.languages`); English for any other.
  package static func words(for code: String) -> ColumnWords {
    all[code] ?? english
  }

  static let english = ColumnWords("condition", "min / max", "temp", "chance", "precip", "wind")

  static let all: [String: ColumnWords] = [
    "en": english,
    "ko": ColumnWords("날씨", "최저/최고", "기온", "확률", "강수", "바람"),
    "ja": ColumnWords("天気", "最低/最高", "気温", "確率", "降水", "風"),
    "zh": ColumnWords("天气", "最低/最高", "气温", "概率", "降水", "风"),
    "de": ColumnWords("Wetter", "min / max", "Temp.", "Risiko", "Menge", "Wind"),
    "fr": ColumnWords("temps", "min / max", "temp.", "prob.", "préc.", "vent"),
    "es": ColumnWords("tiempo", "mín / máx", "temp.", "prob.", "prec.", "viento"),
    "it": ColumnWords("tempo", "min / max", "temp.", "prob.", "prec.", "vento"),
    "pt": ColumnWords("tempo", "mín / máx", "temp.", "prob.", "prec.", "vento"),
    "ru": ColumnWords("погода", "мин/макс", "темп.", "вер.", "осад.", "ветер"),
  ]

  private init(
    _ condition: String, _ range: String, _ temperature: String, _ chance: String,
    _ precipitation: String, _ wind: String
  ) {
    self.condition = condition
    self.range = range
    self.temperature = temperature
    self.chance = chance
    self.precipitation = precipitation
    self.wind = wind
  }
}
