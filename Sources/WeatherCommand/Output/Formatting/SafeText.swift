/// Text from outside (a server, a file, argv) made safe for one line of a terminal: the one
/// rule every printed outside text goes through.
enum SafeText {
  /// `text` on one line: line breaks and tabs become spaces; every other control character
  /// (C0, DEL, C1) and every bidirectional control becomes `?`; at most `limit` characters,
  /// then `…`. `keepingTabs` keeps tabs, for a person's own `--format` template.
  static func line(_ text: String, limit: Int = .max, keepingTabs: Bool = false) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      guard count < limit else { return result + "…" }
      let kept = keepingTabs && scalar == "\t"
      result.unicodeScalars.append(kept ? scalar : replacement(for: scalar) ?? scalar)
      count += 1
    }
    return result
  }

  private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: " "
    case 0x00...0x1F, 0x7F...0x9F: "?"
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: "?"
    default: nil
    }
  }
}
