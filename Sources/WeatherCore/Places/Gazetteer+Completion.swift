extension Gazetteer {
  /// Names that start with `prefix` (folded as names are), for completing a place name in a
  /// shell: one a place, the most populous places first, each by its own name when that
  /// starts with `prefix`, else by the first of its names that does (`서울` for `서`);
  /// a name that several places share ends with the place's country (`London,GB`,
  /// `London,CA`), and with its state too when two share a US name (`Springfield,IL,US`).
  /// Every name begins with `prefix` exactly as typed, so that a shell, which puts in the
  /// beginning the names share, never changes what was typed: where `prefix` holds an accent
  /// or a mark and some names begin so (`Zü`: `Zürich`), only those; else each name with its
  /// beginning written as typed (`sao p`: `sao Paulo`, which `weather` reads as São Paulo).
  /// - Parameters:
  ///   - prefix: What has been typed; empty gives nothing.
  ///   - limit: How many names at most.
  /// - Returns: The names, each a location `weather` takes.
  package func completions(for prefix: String, limit: Int = 20) -> [String] {
    let key = Array(NameKey.fold(prefix).utf8)
    guard !key.isEmpty, key.count <= 255, !prefix.contains(",") else { return [] }
    // Each name keeps what was typed, so what no name may hold (a control, a bidi mark),
    // which folding drops, would be in every one.
    guard !prefix.unicodeScalars.contains(where: Location.isRefused) else { return [] }
    var firstName: [Int: Int] = [:]
    var index = lowerBound(key)
    while index < file.nameCount, hasPrefix(ofName: index, key) {
      let place = file.place(ofName: index)
      if firstName[place] == nil { firstName[place] = index }
      index += 1
    }
    // Where what was typed holds an accent or a mark that folding drops (`Zü`, `O'`), the
    // names written so come alone; else every name, most populous first.
    let marked = NameKey.fold(prefix) != prefix.lowercased()
    var candidates: [(completion: String, asTyped: Bool)] = []
    var asTypedCount = 0
    for (place, name) in firstName.sorted(by: { $0.key < $1.key }) {
      guard let own = file.place(place)?.name else { continue }
      let written = hasPrefix(NameKey.fold(own), key) ? own : file.name(name)
      guard let written else { continue }
      let completion = written + qualifier(place, sharing: name)
      let asTyped = completion.lowercased().hasPrefix(prefix.lowercased())
      if asTyped { asTypedCount += 1 }
      candidates.append((completion, asTyped))
      if (marked ? asTypedCount : candidates.count) >= limit { break }
    }
    let chosen = marked && asTypedCount > 0 ? candidates.filter(\.asTyped) : candidates
    var names: [String] = []
    for (completion, asTyped) in chosen {
      let rest = asTyped ? completion.dropFirst(prefix.count) : rest(of: completion, after: key)
      guard let rest, !names.contains(prefix + rest) else { continue }
      names.append(prefix + rest)
      if names.count == limit { break }
    }
    return names
  }

  /// Whether any name begins with `text` (folded as names are): `new y` does, as New York
  /// does; `new york lon` does not.
  package func hasNames(startingWith text: String) -> Bool {
    let key = Array(NameKey.fold(text).utf8)
    guard !key.isEmpty, key.count <= 255 else { return false }
    let index = lowerBound(key)
    return index < file.nameCount && hasPrefix(ofName: index, key)
  }

  /// What follows the shortest beginning of `name` that folds to `key` (`aulo` of `São Paulo`
  /// for `sao p`); `nil` when none does.
  private func rest(of name: String, after key: [UInt8]) -> Substring? {
    var beginning = ""
    for index in name.indices {
      if hasPrefix(NameKey.fold(beginning), key) { return name[index...] }
      beginning.append(name[index])
    }
    return hasPrefix(NameKey.fold(beginning), key) ? "" : nil
  }

  /// `,CC` when another place has the name at `index`, `,ST,US` when another US place does.
  private func qualifier(_ place: Int, sharing index: Int) -> String {
    let key = file.withKey(ofName: index) { Array($0) }
    var others: [Int] = []
    var next = lowerBound(key)
    while next < file.nameCount, compareKey(ofName: next, with: key) == 0 {
      if file.place(ofName: next) != place { others.append(file.place(ofName: next)) }
      next += 1
    }
    guard !others.isEmpty else { return "" }
    let country = file.country(ofPlace: place)
    if country == "US", others.contains(where: { file.country(ofPlace: $0) == "US" }),
      let state = file.place(place)?.state.flatMap(USState.code)
    {
      return ",\(state),US"
    }
    return "," + country
  }

  private func hasPrefix(_ name: String, _ key: [UInt8]) -> Bool {
    name.utf8.count >= key.count && zip(name.utf8, key).allSatisfy { $0 == $1 }
  }

  private func hasPrefix(ofName index: Int, _ key: [UInt8]) -> Bool {
    file.withKey(ofName: index) { found in
      found.count >= key.count && zip(found, key).allSatisfy { $0 == $1 }
    }
  }
}
