/// The bytes of `places.bin`, as Scripts/build-places.py writes them, read in place: every
/// read is checked against the file's length, so a damaged file gives wrong answers or none,
/// never a crash. Little-endian throughout:
///
/// ```
/// header    "WPL1", then UInt32s: places, names, regions, airports; the offsets of the
///           places, names, regions, airports and strings; the strings' length; the file's
///           length
/// places    20 bytes each, most populous first (places only airports name, then airports' own
///           places, last): latitude and longitude (Int32, 1e-5
///           degrees), population (UInt32), name (string offset), country (2 ASCII
///           letters), region (UInt16 index, 0xFFFF for none)
/// names     6 bytes each, sorted by key (the folded name's UTF-8), then by place: a string
///           offset (UInt32; its top bit set when the name's key follows it as a second
///           string, else the key is the name in `simpleLowercase`) and a place (UInt16)
/// regions   8 bytes each: name and keys (string offsets; keys joined by "|")
/// airports  8 bytes each, sorted by code: the IATA code (3 ASCII capitals), 1 for a city
///           code, the place of the city it serves (UInt16), the airport's own place (UInt16,
///           0xFFFF for a city code)
/// strings   each a length byte and that many bytes of UTF-8
/// ```
struct PlacesFile: @unchecked Sendable {
  // @unchecked: `bytes` points at immutable data (the executable's read-only section, or a
  // test's buffer kept alive for the process) that nothing writes.
  private let bytes: UnsafeRawBufferPointer
  let placeCount: Int
  let nameCount: Int
  let regionCount: Int
  let airportCount: Int
  private let places: Int
  private let names: Int
  private let regions: Int
  private let airports: Int
  private let strings: Int
  private let stringsEnd: Int

  static let placeSize = 20
  static let nameSize = 6
  static let regionSize = 8
  static let airportSize = 8
  static let noRegion = 0xFFFF
  static let noPlace = 0xFFFF
  private static let ownKey: UInt32 = 0x8000_0000

  /// Reads the header of `bytes`; `nil` when it is not a whole, consistent places file.
  init?(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
    guard bytes.count >= 48, Array(bytes[0..<4]) == Array("WPL1".utf8) else { return nil }
    func field(_ index: Int) -> Int { Int(Self.uint32(bytes, at: 4 + 4 * index)) }
    (placeCount, nameCount, regionCount, airportCount) = (field(0), field(1), field(2), field(3))
    (places, names, regions, airports, strings) = (field(4), field(5), field(6), field(7), field(8))
    stringsEnd = strings + field(9)
    let sections = [
      (places, placeCount * Self.placeSize), (names, nameCount * Self.nameSize),
      (regions, regionCount * Self.regionSize), (airports, airportCount * Self.airportSize),
      (strings, field(9)),
    ]
    guard field(10) == bytes.count, placeCount > 0, nameCount > 0,
      sections.allSatisfy({ $0.0 >= 48 && $0.0 + $0.1 <= bytes.count })
    else { return nil }
  }

  // MARK: Places

  /// The place at `index`, named `name` (its own name when `nil`).
  func place(_ index: Int, name: String? = nil) -> Place? {
    guard index >= 0, index < placeCount else { return nil }
    let at = places + index * Self.placeSize
    let latitude = Double(Int32(bitPattern: Self.uint32(bytes, at: at))) / 100_000
    let longitude = Double(Int32(bitPattern: Self.uint32(bytes, at: at + 4))) / 100_000
    guard let coordinate = try? Coordinate(latitude: latitude, longitude: longitude),
      let own = string(at: Int(Self.uint32(bytes, at: at + 12)))
    else { return nil }
    let country = String(decoding: bytes[(at + 16)..<(at + 18)], as: UTF8.self)
    let region = regionName(Int(Self.uint16(bytes, at: at + 18)))
    return Place(name: name ?? own, country: country, state: region, coordinate: coordinate)
  }

  /// The country code of the place at `index`: `KR`; empty for no such place.
  func country(ofPlace index: Int) -> String {
    guard index >= 0, index < placeCount else { return "" }
    let at = places + index * Self.placeSize
    return String(decoding: bytes[(at + 16)..<(at + 18)], as: UTF8.self)
  }

  /// The region index of the place at `index`, or `noRegion`.
  func region(ofPlace index: Int) -> Int {
    guard index >= 0, index < placeCount else { return Self.noRegion }
    return Int(Self.uint16(bytes, at: places + index * Self.placeSize + 18))
  }

  // MARK: Names

  /// The place the name at `index` belongs to.
  func place(ofName index: Int) -> Int {
    Int(Self.uint16(bytes, at: names + index * Self.nameSize + 4))
  }

  /// The name at `index` as written: `Seoul`, `서울`, `München`.
  func name(_ index: Int) -> String? {
    string(at: Int(nameOffset(index) & ~Self.ownKey))
  }

  /// Calls `body` with the key of the name at `index`: its folded form's UTF-8.
  func withKey<Result>(
    ofName index: Int, _ body: (UnsafeRawBufferPointer) -> Result
  ) -> Result {
    let offset = nameOffset(index)
    let name = stringBytes(at: Int(offset & ~Self.ownKey))
    if offset & Self.ownKey != 0 {
      return body(stringBytes(at: Int(offset & ~Self.ownKey) + 1 + name.count))
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
      let count = Self.simpleLowercase(name, into: buffer)
      return body(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<count]))
    }
  }

  private func nameOffset(_ index: Int) -> UInt32 {
    Self.uint32(bytes, at: names + index * Self.nameSize)
  }

  /// ASCII and Cyrillic capitals lowered, byte by byte (the build script's `simple_lower`);
  /// everything else as it is. Returns the length written.
  private static func simpleLowercase(
    _ source: UnsafeRawBufferPointer, into target: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    var index = 0
    while index < source.count, index < target.count {
      let byte = source[index]
      if byte >= 0x41, byte <= 0x5A {
        target[index] = byte + 0x20
      } else if byte == 0xD0, index + 1 < source.count, index + 1 < target.count,
        (0x80...0xAF).contains(source[index + 1])
      {
        let next = source[index + 1]
        switch next {
        case 0x80...0x8F: (target[index], target[index + 1]) = (0xD1, next + 0x10)
        case 0x90...0x9F: (target[index], target[index + 1]) = (0xD0, next + 0x20)
        default: (target[index], target[index + 1]) = (0xD1, next - 0x20)
        }
        index += 1
      } else {
        target[index] = byte
      }
      index += 1
    }
    return index
  }

  // MARK: Regions

  /// The name of the region at `index`: `Illinois`, `England`; `nil` for none.
  func regionName(_ index: Int) -> String? {
    guard index < regionCount else { return nil }
    return string(at: Int(Self.uint32(bytes, at: regions + index * Self.regionSize)))
  }

  /// The folded names of the region at `index`: `bayern`, `bavaria`.
  func regionKeys(_ index: Int) -> [Substring] {
    guard index < regionCount,
      let keys = string(at: Int(Self.uint32(bytes, at: regions + index * Self.regionSize + 4)))
    else { return [] }
    return keys.split(separator: "|")
  }

  // MARK: Airports

  /// The places of the airport or city code `code` (`JFK`, `NYC`), in capitals: the city it
  /// serves, and the airport's own place, where the airport is (`nil` for a city code).
  func airport(_ code: String) -> (city: Int, own: Int?)? {
    let wanted = Array(code.utf8)
    guard wanted.count == 3 else { return nil }
    var (low, high) = (0, airportCount)
    while low < high {
      let middle = (low + high) / 2
      let at = airports + middle * Self.airportSize
      let found = Array(bytes[at..<(at + 3)])
      if found == wanted {
        let own = Int(Self.uint16(bytes, at: at + 6))
        return (Int(Self.uint16(bytes, at: at + 4)), own == Self.noPlace ? nil : own)
      }
      if found.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
    }
    return nil
  }

  // MARK: Reading

  private func stringBytes(at offset: Int) -> UnsafeRawBufferPointer {
    let start = strings + offset
    guard offset >= 0, start < stringsEnd else {
      return UnsafeRawBufferPointer(start: nil, count: 0)
    }
    let end = min(start + 1 + Int(bytes[start]), stringsEnd)
    return UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<end])
  }

  private func string(at offset: Int) -> String? {
    let text = stringBytes(at: offset)
    return String(validating: text, as: UTF8.self)
  }

  private static func uint32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
    return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
  }

  private static func uint16(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt16 {
    guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
    return UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
  }
}
