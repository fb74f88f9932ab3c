import Foundation

/// A JSON text (RFC 8259) checked and laid out as one flat array of values, for
/// `CacheEntryDecoder`: a container is followed by its members (an object's as key, value,
/// key, value...), and knows where they end, so a value is skipped in one step. Nothing is
/// converted while reading: a string or a number is kept as the range of its bytes, made a
/// `String` or a `Double` only when it is asked for.
///
/// Outside input (a cache file anyone may have written): every byte is checked against the
/// grammar, nesting deeper than `maximumDepth` is refused, and the array grows with the
/// values actually present.
final class JSONTape: Sendable {
  /// One value.
  enum Value: Sendable {
    /// An object of `count` members; `end` is the index of the value after its last member.
    case object(count: Int, end: Int)
    /// An array of `count` elements; `end` is the index of the value after its last element.
    case array(count: Int, end: Int)
    /// A string: the bytes between its quotes, and whether they hold an escape.
    case string(Range<Int>, escaped: Bool)
    /// A number: its bytes, as the grammar allows them (no `nan`, no leading `+`).
    case number(Range<Int>)
    case bool(Bool)
    case null
  }

  /// Why a text is not JSON.
  struct Malformed: Error {
    /// Where reading stopped.
    let offset: Int
  }

  /// How deep containers may nest: cache entries nest 6 deep.
  static let maximumDepth = 64

  /// The text.
  let bytes: [UInt8]
  /// The values, the outermost first.
  let values: [Value]

  /// Reads `data`, one JSON value with optional white space around it.
  /// - Throws: `Malformed` when it is not exactly that, or nests too deep.
  init(_ data: Data) throws(Malformed) {
    var reader = Reader(bytes: [UInt8](data))
    reader.values.reserveCapacity(min(Self.mostValues(in: reader.bytes), 4096))
    try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.offset == reader.bytes.count else { throw Malformed(offset: reader.offset) }
    bytes = reader.bytes
    values = reader.values
  }

  /// As many values as `bytes` can hold, or more: one, and one more after each comma, colon
  /// and opening bracket. The tape is made that large at once (up to 4,096 values, 96 KB,
  /// whatever the text claims), not grown step by step.
  private static func mostValues(in bytes: [UInt8]) -> Int {
    var count = 1
    for byte in bytes
    where byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "[")
      || byte == UInt8(ascii: "{")
    {
      count += 1
    }
    return count
  }

  /// The index of the value after the one at `index` and everything inside it.
  func after(_ index: Int) -> Int {
    switch values[index] {
    case .object(_, let end), .array(_, let end): end
    default: index + 1
    }
  }

  /// The number whose bytes are at `range`; `nil` when it is too large for a `Double`, or too
  /// small (not zero, yet it reads as 0).
  func double(_ range: Range<Int>) -> Double? {
    guard let value = Double(Substring(decoding: bytes[range], as: UTF8.self)), value.isFinite
    else { return nil }
    // A number too small for a Double (`1e-400`) reads as 0; JSONDecoder refuses it.
    if value == 0,
      bytes[range].prefix(while: { $0 | 0x20 != UInt8(ascii: "e") }).contains(where: {
        $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9")
      })
    {
      return nil
    }
    return value
  }

  /// The integer whose bytes are at `range`, written as one (`7200`) or as a number with no
  /// fraction (`7.2e3`), as `JSONDecoder` reads it; `nil` when it is not whole or too large.
  func integer<Integer: FixedWidthInteger>(_ range: Range<Int>) -> Integer? {
    let text = Substring(decoding: bytes[range], as: UTF8.self)
    if let value = Integer(text) { return value }
    guard let value = double(range), value.rounded() == value else { return nil }
    return Integer(exactly: value)
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var values: [Value] = []

    mutating func skipSpace() {
      while offset < bytes.count,
        bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D
          || bytes[offset] == 0x09
      {
        offset += 1
      }
    }

    var malformed: Malformed { Malformed(offset: offset) }

    mutating func value(depth: Int) throws(Malformed) {
      skipSpace()
      guard offset < bytes.count else { throw malformed }
      switch bytes[offset] {
      case UInt8(ascii: "{"): try container(depth: depth, object: true)
      case UInt8(ascii: "["): try container(depth: depth, object: false)
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "t"): try literal("true", .bool(true))
      case UInt8(ascii: "f"): try literal("false", .bool(false))
      case UInt8(ascii: "n"): try literal("null", .null)
      default: try number()
      }
    }

    mutating func container(depth: Int, object: Bool) throws(Malformed) {
      guard depth < JSONTape.maximumDepth else { throw malformed }
      let index = values.count
      values.append(.null)
      offset += 1
      let close = UInt8(ascii: object ? "}" : "]")
      var count = 0
      skipSpace()
      if offset < bytes.count, bytes[offset] == close {
        offset += 1
      } else {
        while true {
          if object {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
              throw malformed
            }
            try string()
            // A key is made a string whether it is read or not, as JSONDecoder makes it: one
            // with half a surrogate pair is refused.
            if case .string(let range, escaped: true) = values[values.count - 1],
              JSONTape.string(in: bytes, range, escaped: true) == nil
            {
              throw Malformed(offset: range.lowerBound)
            }
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
              throw malformed
            }
            offset += 1
          }
          try value(depth: depth + 1)
          count += 1
          skipSpace()
          guard offset < bytes.count else { throw malformed }
          if bytes[offset] == close {
            offset += 1
            break
          }
          guard bytes[offset] == UInt8(ascii: ",") else { throw malformed }
          offset += 1
        }
      }
      values[index] =
        object ? .object(count: count, end: values.count) : .array(count: count, end: values.count)
    }

    /// A string's bytes: UTF-8 (checked here for every string, read or not, as `JSONDecoder`
    /// checks them), no control characters, and only the escapes JSON has.
    mutating func string() throws(Malformed) {
      offset += 1
      let start = offset
      var escaped = false
      var ascii = true
      while true {
        guard offset < bytes.count, bytes[offset] >= 0x20 else { throw malformed }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
          if !ascii, String(validating: bytes[start..<offset], as: UTF8.self) == nil {
            throw Malformed(offset: start)
          }
          values.append(.string(start..<offset, escaped: escaped))
          offset += 1
          return
        case UInt8(ascii: "\\"):
          escaped = true
          offset += 1
          guard offset < bytes.count else { throw malformed }
          switch bytes[offset] {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 1
          case UInt8(ascii: "u"):
            guard offset + 4 < bytes.count,
              bytes[(offset + 1)...(offset + 4)].allSatisfy({ JSONTape.hexDigit($0) != nil })
            else { throw malformed }
            offset += 5
          default: throw malformed
          }
        default:
          if bytes[offset] >= 0x80 { ascii = false }
          offset += 1
        }
      }
    }

    mutating func literal(_ word: StaticString, _ value: Value) throws(Malformed) {
      let count = word.utf8CodeUnitCount
      guard offset + count <= bytes.count,
        word.withUTF8Buffer({ bytes[offset..<(offset + count)].elementsEqual($0) })
      else { throw malformed }
      offset += count
      values.append(value)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    mutating func number() throws(Malformed) {
      let start = offset
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard offset < bytes.count, isDigit(bytes[offset]) else { throw malformed }
      if bytes[offset] == UInt8(ascii: "0") { offset += 1 } else { skipDigits() }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
        offset += 1
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw malformed }
        skipDigits()
      }
      if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
        offset += 1
        if offset < bytes.count,
          bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
        {
          offset += 1
        }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw malformed }
        skipDigits()
      }
      values.append(.number(start..<offset))
    }

    private func isDigit(_ byte: UInt8) -> Bool {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
      while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
  }

  /// The value of a hexadecimal digit, either case.
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The string whose bytes are at `range`, its escapes resolved (a pair of `\u` escapes
  /// for a character outside the Basic Multilingual Plane); `nil` when the bytes are not
  /// UTF-8 or an escape names half a pair alone.
  func string(_ range: Range<Int>, escaped: Bool) -> String? {
    Self.string(in: bytes, range, escaped: escaped)
  }

  private static func string(in bytes: [UInt8], _ range: Range<Int>, escaped: Bool) -> String? {
    guard escaped else { return String(validating: bytes[range], as: UTF8.self) }
    var result: [UInt8] = []
    result.reserveCapacity(range.count)
    var index = range.lowerBound
    func unit(at index: Int) -> UInt32? {
      guard index + 6 <= range.upperBound, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { return nil }
      var value: UInt32 = 0
      for byte in bytes[(index + 2)..<(index + 6)] {
        guard let digit = Self.hexDigit(byte) else { return nil }
        value = value << 4 | digit
      }
      return value
    }
    while index < range.upperBound {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\") else {
        result.append(byte)
        index += 1
        continue
      }
      let escape = bytes[index + 1]
      guard escape == UInt8(ascii: "u") else {
        switch escape {
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        default: result.append(escape)
        }
        index += 2
        continue
      }
      guard var scalar = unit(at: index) else { return nil }
      index += 6
      if (0xD800..<0xDC00).contains(scalar) {
        guard let low = unit(at: index), (0xDC00..<0xE000).contains(low) else { return nil }
        scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
        index += 6
      }
      guard let character = Unicode.Scalar(scalar) else { return nil }
      result.append(contentsOf: String(character).utf8)
    }
    return String(validating: result, as: UTF8.self)
  }
}
