/// polybar's `custom/script` module: one line, the label. polybar reads `%{…}` in it as its
/// formatting tags and documents no escape, so a `%{` in the text is written `% {`; the
/// `%{F#rrggbb}` colour of a mark only with `--color always`.
struct PolybarFormat: BarFormat {
  let colors: Bool

  func lines(_ answers: [BarAnswer]) -> [String] {
    guard !answers.isEmpty else { return [] }
    return [
      answers.map { answer in
        let text = Self.inert(answer.text)
        guard colors, let mark = BarMark(answer) else { return text }
        return "%{F\(mark.color)}" + text + "%{F-}"
      }.joined(separator: Self.separator)
    ]
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
