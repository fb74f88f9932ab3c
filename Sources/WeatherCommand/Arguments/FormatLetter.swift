/// A letter or token a `--format` template takes, with what it stands for: the one list that
/// `--help`, the man page and the README check read, so a new letter is listed everywhere.
package struct FormatLetter: Sendable {
  /// As written in a template: `%l`, `%{high+N}`.
  package let code: String
  /// What it prints, in a few words (at most 26 columns with the code, so `--help` can set
  /// the letters in a grid).
  package let meaning: String

  /// The code with `N` as a number, as a template would hold it: `%{high+2}`.
  var example: String { code.replacingOccurrences(of: "N", with: "2") }

  /// Every letter, then `%%`, then the forecast tokens.
  package static var all: [FormatLetter] {
    FormatTemplate.Field.allCases.map { FormatLetter(code: "%\($0.rawValue)", meaning: $0.meaning) }
      + [FormatLetter(code: "%%", meaning: "a % sign")]
      + ForecastToken.forms.map { FormatLetter(code: "%{\($0.form)}", meaning: $0.meaning) }
  }
}

extension FormatTemplate.Field {
  /// What the letter prints, in a few words, for `--help` and the man page.
  var meaning: String {
    switch self {
    case .location: "location"
    case .temperature: "temperature"
    case .feelsLike: "feels like"
    case .condition: "condition"
    case .humidity: "humidity"
    case .wind: "wind"
    case .pressure: "pressure"
    case .observedAt: "observed, UTC"
    case .stale: "stale age"
    }
  }
}
