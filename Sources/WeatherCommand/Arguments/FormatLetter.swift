/// A letter or token a `--format` template takes, with what it stands for: the one list that
/// `--help`, the man page and the README check read, so a new letter is listed everywhere.
package struct FormatLetter: Sendable {
  /// As written in a template: `%l`, `%{high+N}`.
  package let code: String
  /// What it prints, in a few words.
  package let meaning: String

  /// The code with `N` as a number, as a template would hold it: `%{high+2}`.
  var example: String { code.replacingOccurrences(of: "N", with: "2") }

  /// Every letter, then `%%`, then the forecast tokens.
  package static var all: [FormatLetter] {
    FormatTemplate.Field.allCases.map { FormatLetter(code: "%\($0.rawValue)", meaning: $0.meaning) }
      + [FormatLetter(code: "%%", meaning: "a percent sign")]
      + ForecastToken.forms.map { FormatLetter(code: "%{\($0.form)}", meaning: $0.meaning) }
  }
}

extension FormatTemplate.Field {
  /// What the letter prints, for `--help` and the man page.
  var meaning: String {
    switch self {
    case .location: "the location, such as Seoul, KR"
    case .temperature: "the temperature"
    case .feelsLike: "the temperature it feels like"
    case .condition: "the condition, such as light snow"
    case .humidity: "relative humidity, in %"
    case .wind: "wind: an arrow for its way, and its speed"
    case .pressure: "pressure, in hPa"
    case .observedAt: "when it was observed, ISO 8601 UTC"
    case .stale: "with --stale: the age of a stale answer"
    }
  }
}
