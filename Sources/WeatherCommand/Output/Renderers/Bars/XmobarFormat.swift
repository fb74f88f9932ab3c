/// A line for xmobar's `CommandReader` (xmobar's documentation, "The Output Template"):
/// xmobar reads `<…>` in it as markup, so a text with a `<` is wrapped as
/// `<raw=LEN:TEXT/>`, the documented way to pass untrusted text (LEN counts Haskell
/// `Char`s: Unicode scalars); a mark's `<fc=#rrggbb>` only with `--color always`.
struct XmobarFormat: LineBarFormat {
  let colors: Bool

  static func styled(_ text: String, _ mark: BarMark) -> String {
    "<fc=\(mark.color)>" + text + "</fc>"
  }

  /// `text` as xmobar shows it literally.
  static func inert(_ text: String) -> String {
    guard text.unicodeScalars.contains("<") else { return text }
    return "<raw=\(text.unicodeScalars.count):\(text)/>"
  }
}
