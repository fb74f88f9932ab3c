import Foundation

extension StringProtocol {
  /// `trimmingCharacters(in: .whitespaces)` (spaces of every kind and tabs at either end
  /// removed), answered without Foundation when neither end is one, as for nearly every name
  /// and line: Foundation makes an `NSString` of the text to trim it.
  package func trimmingSpaces() -> String {
    guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return "" }
    guard CharacterSet.whitespaces.contains(first) || CharacterSet.whitespaces.contains(last)
    else { return String(self) }
    return trimmingCharacters(in: .whitespaces)
  }
}
