extension SourceTable {
  /// The weather sources' names as a sentence lists them: `a or b`, `a, b or c`.
  package var weatherSourceNames: String {
    let names = weatherSources.map(\.name)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " or " + last
  }
}
