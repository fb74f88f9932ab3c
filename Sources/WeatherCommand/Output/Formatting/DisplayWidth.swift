/// How many terminal columns text takes: East Asian wide characters (Hangul, kana, CJK) take
/// two, so forecast columns line up in Korean, Japanese and Chinese too; so does an emoji
/// (`🌕`, and `☀️`, whose U+FE0F asks for the emoji presentation).
enum DisplayWidth {
  /// The columns `text` takes.
  static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width($1) }
  }

  /// Two columns for an emoji, else the columns of its scalars.
  private static func width(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.contains("\u{FE0F}") || scalars.first?.properties.isEmojiPresentation == true {
      return 2
    }
    return scalars.reduce(0) { $0 + width($1) }
  }

  /// `text` cut with `…` or padded with spaces to exactly `columns` columns.
  static func padded(_ text: String, to columns: Int, right: Bool = false) -> String {
    var shown = text
    if of(shown) > columns {
      var cut = ""
      for character in text {
        guard of(cut) + of(String(character)) <= columns - 1 else { break }
        cut.append(character)
      }
      shown = cut + "…"
    }
    let fill = String(repeating: " ", count: max(0, columns - of(shown)))
    return right ? fill + shown : shown + fill
  }

  private static func width(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x0300...0x036F, 0x200B...0x200F: 0
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      2
    default: 1
    }
  }
}
