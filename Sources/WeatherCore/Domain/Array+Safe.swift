extension Array {
  /// The element at `index`, or `nil` past either end: the arrays of one answer need not
  /// be the same length.
  package subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
