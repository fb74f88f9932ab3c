/// A line for xmobar's `CommandReader` (xmobar's documentation, "The Output Template"):
/// xmobar reads `<…>` in it as markup, so a text with a `<` is wrapped as
/// `<raw=LEN:TEXT/>`, the documented way to pass untrusted text (LEN counts Haskell
/// `Char`s: Unicode scalars); a mark's `<fc=#rrggbb>` only with `--color always`.
struct XmobarFormat: BarFormat {
  let colors: Bool

  func lines(_ answers: [BarAnswer]) -> [String] {
    guard !answers.isEmpty else { return [] }
    return [
      answers.map { answer in
        let text = Self.inert(answer.text)
        guard colors, let mark = BarMark(answer) else { return text }
        return "<fc=\(mark.color)>" + text + "</fc>"
      }.joined(separator: Self.separator)
    ]
  }

  /// `text` as xmobar shows it literally.
  static func inert(_ text: String) -> String {
    guard text.unicodeScalars.contains("<") else { return text }
    return "<raw=\(text.unicodeScalars.count):\(text)/>"
  }
}
