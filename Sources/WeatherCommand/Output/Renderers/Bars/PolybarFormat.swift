/// polybar's `custom/script` module: one line, the label. polybar reads `%{…}` in it as its
/// formatting tags and documents no escape, so a `%{` in the text is written `% {`; the
/// `%{F#rrggbb}` colour of a mark only with `--color always`.
struct PolybarFormat: LineBarFormat {
  let colors: Bool

  static func styled(_ text: String, _ mark: BarMark) -> String {
    "%{F\(mark.color)}" + text + "%{F-}"
  }

  /// `text` with every `%{` broken, compared scalar by scalar.
  static func inert(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "{", result.last == "%" { result.append(" ") }
      result.append(scalar)
    }
    return String(result)
  }
}
