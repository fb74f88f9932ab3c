extension Gazetteer {
  /// Places whose names are near `text`, for "did you mean": a name within one edit (two
  /// for names of five letters or more; a swap of neighbours is one edit), in the same
  /// script as `text`, with the fewest edits any name needs, most populous first. Names in the region and
  /// country asked for are preferred; when none is near, any is. Named as `places(named:)`
  /// names them, so a Hangul typo suggests `서울`.
  /// - Parameters:
  ///   - text: A name the gazetteer (and the provider) did not know.
  ///   - limit: How many places at most.
  /// - Returns: Distinct places, best first; empty when no name is near.
  package func suggestions(for text: String, limit: Int = 3) -> [Place] {
    let filter = NameFilter(text)
    let wanted = Array(NameKey.fold(filter.name).unicodeScalars.map(\.value))
    guard wanted.count >= 2, wanted.count <= 64 else { return [] }
    let near = nearNames(wanted, maximum: wanted.count < 5 ? 1 : 2)
    let inRegion = near.filter { matches($0.place, filter) }
    var seen: Set<Int> = []
    var places: [Place] = []
    let candidates = inRegion.isEmpty ? near : inRegion
    for found in candidates where found.distance == candidates[0].distance {
      guard seen.insert(found.place).inserted else { continue }
      if let place = file.place(found.place, name: shownName(found.name)) { places.append(place) }
      if places.count == limit { break }
    }
    return places
  }

  /// Names within `maximum` edits of `wanted` whose keys start in the same UTF-8 range
  /// (ASCII, two-byte, three-byte, four-byte sequences), fewest edits, then most populous,
  /// first.
  private func nearNames(_ wanted: [UInt32], maximum: Int)
    -> [(distance: Int, name: Int, place: Int)]
  {
    let first = wanted[0]
    let (low, high): (UInt8, UInt8) =
      switch first {
      case 0..<0x80: (0x00, 0x80)
      case 0x80..<0x800: (0xC0, 0xE0)
      case 0x800..<0x10000: (0xE0, 0xF0)
      default: (0xF0, 0xFF)
      }
    let end = lowerBound([high])
    var found: [(distance: Int, name: Int, place: Int)] = []
    var scalars = [UInt32](repeating: 0, count: 256)
    var rows = [Int](repeating: 0, count: 3 * 257)
    var index = lowerBound([low])
    while index < end {
      let count = file.withKey(ofName: index) { key in
        // A key has at most one scalar a byte: too short in bytes is too short in scalars.
        key.count + maximum < wanted.count ? 0 : Self.decode(key, into: &scalars)
      }
      if abs(count - wanted.count) <= maximum,
        let distance = Self.editDistance(
          wanted, scalars[0..<count], maximum: maximum, rows: &rows)
      {
        found.append((distance, index, file.place(ofName: index)))
      }
      index += 1
    }
    found.sort { ($0.distance, $0.place) < ($1.distance, $1.place) }
    return found
  }

  /// The scalars of UTF-8 `bytes` (well formed: the build wrote them) into `scalars`.
  /// - Returns: How many.
  private static func decode(_ bytes: UnsafeRawBufferPointer, into scalars: inout [UInt32]) -> Int {
    var count = 0
    var index = 0
    while index < bytes.count, count < scalars.count {
      let lead = UInt32(bytes[index])
      let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      var value = length == 1 ? lead : lead & (0xFF >> (length + 1))
      for next in 1..<max(length, 1) where index + next < bytes.count {
        value = value << 6 | UInt32(bytes[index + next] & 0x3F)
      }
      scalars[count] = value
      count += 1
      index += length
    }
    return count
  }

  /// The optimal string alignment distance (edits: insert, delete, replace, swap two
  /// neighbours) between `a` and `b`.
  /// - Parameters:
  ///   - a: One name's scalars.
  ///   - b: The other's.
  ///   - maximum: The most edits of interest.
  ///   - rows: Room for three rows of `b.count + 1`, reused from call to call.
  /// - Returns: The distance, or `nil` when it is over `maximum`.
  static func editDistance(
    _ a: [UInt32], _ b: ArraySlice<UInt32>, maximum: Int, rows: inout [Int]
  ) -> Int? {
    let (n, m, start) = (a.count, b.count, b.startIndex)
    guard n > 0, m > 0, rows.count >= 3 * (m + 1) else {
      return max(n, m) <= maximum ? max(n, m) : nil
    }
    return rows.withUnsafeMutableBufferPointer { rows in
      // Three rows, each m + 1 long: the one before the previous, the previous, the current.
      var (before, previous, current) = (0, m + 1, 2 * (m + 1))
      for j in 0...m { rows[previous + j] = j }
      for i in 1...n {
        rows[current] = i
        var smallest = i
        for j in 1...m {
          let cost = a[i - 1] == b[start + j - 1] ? 0 : 1
          var value = min(
            rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[start + j - 2], a[i - 2] == b[start + j - 1] {
            value = min(value, rows[before + j - 2] + 1)
          }
          rows[current + j] = value
          smallest = min(smallest, value)
        }
        if smallest > maximum { return nil }
        (before, previous, current) = (previous, current, before)
      }
      return rows[previous + m] <= maximum ? rows[previous + m] : nil
    }
  }
}
