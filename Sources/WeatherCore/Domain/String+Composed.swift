import Foundation

extension String {
  /// The text in its composed form (NFC), `precomposedStringWithCanonicalMapping`, answered
  /// without Foundation for ASCII, which is composed already.
  package var composed: String {
    utf8.allSatisfy { $0 < 0x80 } ? self : precomposedStringWithCanonicalMapping
  }
}
