extension Gazetteer {
  /// Names that start with `prefix` (folded as names are), for completing a place name in a
  /// shell: one a place, the most populous places first, each by its own name when that
  /// starts with `prefix`, else by the first of its names that does (`서울` for `서`);
  /// a name that several places share ends with the place's country (`London,GB`,
  /// `London,CA`), and with its state too when two share a US name (`Springfield,IL,US`).
  /// Every name begins as the first does, as far as `prefix` goes, so that a shell, which
  /// puts in the beginning the names share, never cuts what was typed.
  /// - Parameters:
  ///   - prefix: What has been typed; empty gives nothing.
  ///   - limit: How many names at most.
  /// - Returns: The names, each a location `weather` takes.
  package func completions(for prefix: String, limit: Int = 20) -> [String] {
    let key = Array(NameKey.fold(prefix).utf8)
    guard !key.isEmpty, key.count <= 255, !prefix.contains(",") else { return [] }
    var firstName: [Int: Int] = [:]
    var index = lowerBound(key)
    while index < file.nameCount, hasPrefix(ofName: index, key) {
      let place = file.place(ofName: index)
      if firstName[place] == nil { firstName[place] = index }
      index += 1
    }
    var names: [String] = []
    let typed = prefix.count
    for (place, name) in firstName.sorted(by: { $0.key < $1.key }) {
      guard let own = file.place(place)?.name else { continue }
      let written = hasPrefix(NameKey.fold(own), key) ? own : file.name(name)
      guard let written else { continue }
      let completion = written + qualifier(place, sharing: name)
      // A shell puts in the longest beginning the names offered share, so each begins as the
      // first does, as far as was typed: `São P` offers no `Sao Paulo de Loanda` beside
      // `São Paulo`, which would cut what was typed to `S`.
      if let first = names.first, completion.prefix(typed) != first.prefix(typed) { continue }
      if !names.contains(completion) { names.append(completion) }
      if names.count == limit { break }
    }
    return names
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
