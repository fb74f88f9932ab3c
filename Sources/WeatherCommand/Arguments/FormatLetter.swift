/// A letter or token a `--format` template takes, with what it stands for: the one list that
/// `--help`, the man page and the reference's check read, so a new letter is listed everywhere.
package struct FormatLetter: Sendable {
  /// As written in a template: `%l`, `%{high+N}`.
  package let code: String
  /// What it prints, in a few words (at most 26 columns with the code, so `--help` can set
  /// the letters in a grid).
  package let meaning: String

  /// The code with `N` as a number, as a template would hold it: `%{high+2}`.
  var example: String { code.replacingOccurrences(of: "N", with: "2") }

  /// Every letter, then `%%`, then the forecast tokens, then the air and alert tokens.
  package static var all: [FormatLetter] {
    FormatTemplate.Field.allCases.map { FormatLetter(code: "%\($0.rawValue)", meaning: $0.meaning) }
      + [FormatLetter(code: "%%", meaning: "a % sign")]
      + ForecastToken.forms.map { FormatLetter(code: "%{\($0.form)}", meaning: $0.meaning) }
      + ExtraToken.allCases.map { FormatLetter(code: "%{\($0.rawValue)}", meaning: $0.meaning) }
  }
}

extension FormatTemplate.Field {
  /// What the letter prints, in a few words, for `--help`, the man page and the reference's table.
  var meaning: String {
    switch self {
    case .conditionSymbol: "weather emoji"
    case .condition: "condition"
    case .conditionPlain: "text symbol"
    case .humidity: "humidity"
    case .temperature: "temperature"
    case .feelsLike: "feels like"
    case .wind: "wind"
    case .location: "location"
    case .moonPhase: "moon phase"
    case .moonDay: "moon day"
    case .precipitation: "precip., 1 h"
    case .pressure: "pressure"
    case .uvIndex: "UV index"
    case .dawn: "dawn"
    case .sunrise: "sunrise"
    case .noon: "solar noon"
    case .sunset: "sunset"
    case .dusk: "dusk"
    case .time: "local time"
    case .timeZone: "time zone"
    case .observedAt: "observed, UTC"
    case .stale: "stale age"
    }
  }

  /// What the letter prints, for the reference's table.
  var example: String {
    switch self {
    case .conditionSymbol: "⛅️"
    case .condition: "light snow"
    case .conditionPlain: "*"
    case .humidity: "93%"
    case .temperature: "+15°C"
    case .feelsLike: "-12°C"
    case .wind: "↙3.1m/s"
    case .location: "Seoul, KR"
    case .moonPhase: "🌔"
    case .moonDay: "11"
    case .precipitation: "0.4mm"
    case .pressure: "1015hPa"
    case .uvIndex: "5"
    case .dawn: "06:49:12"
    case .sunrise: "07:17:40"
    case .noon: "12:35:02"
    case .sunset: "17:52:31"
    case .dusk: "18:20:58"
    case .time: "01:37:13+0900"
    case .timeZone: "Asia/Seoul"
    case .observedAt: "2021-02-21T16:37:13Z"
    case .stale: "2h"
    }
  }
}
