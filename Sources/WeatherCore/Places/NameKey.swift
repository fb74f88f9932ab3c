import Foundation

/// A name folded for comparison, as the gazetteer's keys are: `São Paulo`, `sao paulo` and
/// `SAO-PAULO` are one key, and so are `Москва` and `москва`. Scripts/build-places.py folds
/// the same way (`fold`), and a test checks that the two agree on every name in the file.
enum NameKey {
  /// Canonical decomposition, without combining diacritical marks (U+0300–U+036F),
  /// lowercased, with a few letters spelled out (`ß` → `ss`), apostrophes and full stops
  /// dropped, each run of spaces, hyphens and underscores made one space and trimmed, then
  /// composed again (Hangul stays in syllables).
  static func fold(_ text: some StringProtocol) -> String {
    foldASCII(text) ?? foldScalars(text)
  }

  /// `fold`, scalar by scalar, for any text.
  static func foldScalars(_ text: some StringProtocol) -> String {
    var bare = String.UnicodeScalarView()
    for scalar in String(text).decomposedStringWithCanonicalMapping.unicodeScalars
    where !(0x300..<0x370).contains(scalar.value) {
      bare.append(scalar)
    }
    var folded = String.UnicodeScalarView()
    var space = false
    for scalar in String(bare).lowercased().unicodeScalars {
      if dropped.contains(scalar) { continue }
      if separators.contains(scalar) {
        space = !folded.isEmpty
        continue
      }
      if space {
        folded.append(" ")
        space = false
      }
      if let spelled = letters[scalar] {
        folded.append(contentsOf: spelled.unicodeScalars)
      } else {
        folded.append(scalar)
      }
    }
    return String(folded).precomposedStringWithCanonicalMapping
  }

  /// `fold` of text that is all ASCII, byte by byte: nothing to decompose or compose, and of
  /// the letters, marks and separators `fold` treats, only the ASCII ones can occur. `nil` for
  /// other text.
  static func foldASCII(_ text: some StringProtocol) -> String? {
    var folded: [UInt8] = []
    folded.reserveCapacity(text.utf8.count)
    var space = false
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "`"): continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "-"), UInt8(ascii: "_"):
        space = !folded.isEmpty
        continue
      default:
        if space {
          folded.append(UInt8(ascii: " "))
          space = false
        }
        folded.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
      }
    }
    return String(decoding: folded, as: UTF8.self)
  }

  private static let letters: [Unicode.Scalar: String] = [
    "ß": "ss", "ø": "o", "đ": "d", "ł": "l", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th",
    "ð": "d",
  ]
  private static let dropped: Set<Unicode.Scalar> = [
    "'", ".", "`", "\u{2018}", "\u{2019}", "\u{02BB}", "\u{02BC}",
  ]
  private static let separators: Set<Unicode.Scalar> = [
    " ", "\t", "-", "_", "\u{00A0}", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}",
    "\u{2014}", "\u{3000}",
  ]
}
