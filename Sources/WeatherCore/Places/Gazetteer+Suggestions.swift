extension Gazetteer {
  /// Places whose names are near `text`, for "did you mean": a name within one edit (two
  /// for names of five letters or more; a swap of neighbours is one edit), in the same
  /// script as `text`, fewest edits first, then most populous. Names in the region and
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
    for found in (inRegion.isEmpty ? near : inRegion) where seen.insert(found.place).inserted {
      if let place = file.place(found.place, name: shownName(found.name)) { places.append(place) }
      if places.count == limit { break }
    }
    return places
  }

  /// Names within `maximum` edits of `wanted` whose keys start in the same UTF-8 range
  /// (ASCII, two-byte, three-byte, four-byte sequences), fewest edits, then most populous,
  /// first.
  private func nearNames(_ wanted: [UInt32], maximum: Int) -> [(name: Int, place: Int)] {
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
    var index = lowerBound([low])
    while index < end {
      let count = file.withKey(ofName: index) { Self.decode($0, into: &scalars) }
      if abs(count - wanted.count) <= maximum,
        let distance = Self.editDistance(
          wanted, scalars[0..<count], maximum: maximum)
      {
        found.append((distance, index, file.place(ofName: index)))
      }
      index += 1
    }
    found.sort { ($0.distance, $0.place) < ($1.distance, $1.place) }
    return found.map { ($0.name, $0.place) }
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
  /// neighbours) between `a` and `b`, or `nil` when it is over `maximum`.
  static func editDistance(_ a: [UInt32], _ b: ArraySlice<UInt32>, maximum: Int) -> Int? {
    let b = Array(b)
    let (n, m) = (a.count, b.count)
    var before = [Int](repeating: 0, count: m + 1)
    var previous = Array(0...m)
    var current = [Int](repeating: 0, count: m + 1)
    for i in 1...n {
      current[0] = i
      var smallest = i
      for j in 1...max(m, 1) where m > 0 {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
        smallest = min(smallest, value)
      }
      if smallest > maximum { return nil }
      (before, previous, current) = (previous, current, before)
    }
    return previous[m] <= maximum ? previous[m] : nil
  }
}
