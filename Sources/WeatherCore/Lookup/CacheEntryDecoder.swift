import Foundation

/// Decodes a cache entry from the JSON that `JSONEncoder` wrote for it (dates as seconds since
/// 2001, its default), as `JSONDecoder` would, in a fraction of its time: the text is read once
/// into a `JSONTape`, an object's member is found by comparing bytes (no dictionary of keys
/// made for each object), and a string or a number is converted only when it is asked for.
/// A lookup answered from the cache reads two entries.
///
/// As `JSONDecoder`: white space is allowed around values, the first of two members with one
/// key wins, and an integer may be written as a whole number with a fraction or an exponent
/// (`1.0`, `1e3`). Unlike it, errors carry no coding path: an entry that does not decode is a
/// miss, whatever the reason.
enum CacheEntryDecoder {
  /// The `Value` that `data` holds.
  /// - Throws: `DecodingError` when the data is not JSON or not a `Value`.
  static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
    let tape: JSONTape
    do {
      tape = try JSONTape(data)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "not JSON (byte \(error.offset))"))
    }
    return try TapeDecoder(tape: tape, index: 0).decode(as: type)
  }
}

/// The value at one index of a tape, as a `Decoder`.
private struct TapeDecoder: Decoder {
  let tape: JSONTape
  let index: Int

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object = tape.values[index] else { throw mismatch([String: Int].self) }
    return KeyedDecodingContainer(TapeKeyedContainer<Key>(tape: tape, object: index))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let count, _) = tape.values[index] else { throw mismatch([Int].self) }
    return TapeUnkeyedContainer(tape: tape, count: count, position: index + 1)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func mismatch(_ type: Any.Type) -> DecodingError {
    .typeMismatch(
      type, .init(codingPath: [], debugDescription: "found \(tape.values[index]) instead"))
  }

  /// The value as `Value`, by its own `init(from:)` (a `String`, a `Double` or a `Date` asks
  /// for this decoder's single value, which is the decoder itself: no allocation), but for the
  /// types `JSONEncoder` writes its own way by default: a URL as its text, data in Base64, a
  /// decimal as a number.
  func decode<Value: Decodable>(as type: Value.Type) throws -> Value {
    if type == URL.self {
      guard let url = URL(string: try decode(String.self)) as? Value else { throw mismatch(type) }
      return url
    }
    if type == Data.self {
      guard let data = Data(base64Encoded: try decode(String.self)) as? Value else {
        throw mismatch(type)
      }
      return data
    }
    if type == Decimal.self {
      guard case .number(let range) = tape.values[index],
        let number = Decimal(string: String(decoding: tape.bytes[range], as: UTF8.self)) as? Value
      else { throw mismatch(type) }
      return number
    }
    return try Value(from: self)
  }

  /// A fixed-width integer of any size, as `JSONDecoder` reads it.
  func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    guard case .number(let range) = tape.values[index], let value: Integer = tape.integer(range)
    else { throw mismatch(type) }
    return value
  }

  func scalar<Value>(_ type: Value.Type, _ read: (JSONTape.Value) -> Value?) throws -> Value {
    guard let value = read(tape.values[index]) else { throw mismatch(type) }
    return value
  }
}

extension TapeDecoder: SingleValueDecodingContainer {
  func decodeNil() -> Bool {
    if case .null = tape.values[index] { true } else { false }
  }

  func decode(_ type: Bool.Type) throws -> Bool {
    try scalar(type) { if case .bool(let value) = $0 { value } else { nil } }
  }

  func decode(_ type: String.Type) throws -> String {
    try scalar(type) {
      if case .string(let range, let escaped) = $0 {
        tape.string(range, escaped: escaped)
      } else {
        nil
      }
    }
  }

  func decode(_ type: Double.Type) throws -> Double {
    try scalar(type) { if case .number(let range) = $0 { tape.double(range) } else { nil } }
  }

  func decode(_ type: Float.Type) throws -> Float {
    let value = Float(try decode(Double.self))
    guard value.isFinite else { throw mismatch(type) }
    return value
  }

  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try decode(as: type)
  }
}

/// An object's members, found by their keys' bytes.
private struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let tape: JSONTape
  /// The index of the object.
  let object: Int
  /// The index of the value after the object's last member.
  let end: Int

  init(tape: JSONTape, object: Int) {
    self.tape = tape
    self.object = object
    end = tape.after(object)
  }

  var codingPath: [any CodingKey] { [] }

  var allKeys: [Key] {
    var keys: [Key] = []
    var index = object + 1
    while index < end {
      if case .string(let range, let escaped) = tape.values[index],
        let name = tape.string(range, escaped: escaped), let key = Key(stringValue: name)
      {
        keys.append(key)
      }
      index = tape.after(index + 1)
    }
    return keys
  }

  /// The index of the value of the first member named `key`, if any.
  private func valueIndex(_ key: Key) -> Int? {
    var name = key.stringValue
    return name.withUTF8 { wanted in
      var index = object + 1
      while index < end {
        if case .string(let range, let escaped) = tape.values[index] {
          if escaped {
            if tape.string(range, escaped: true) == key.stringValue { return index + 1 }
          } else if range.count == wanted.count, tape.bytes[range].elementsEqual(wanted) {
            return index + 1
          }
        }
        index = tape.after(index + 1)
      }
      return nil
    }
  }

  private func decoder(_ key: Key) throws -> TapeDecoder {
    guard let index = valueIndex(key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: [], debugDescription: "no member \(key.stringValue)"))
    }
    return TapeDecoder(tape: tape, index: index)
  }

  func contains(_ key: Key) -> Bool { valueIndex(key) != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try decoder(key).decodeNil() }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(key).decode(type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try decoder(key).decode(type)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try decoder(key).decode(type)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(key).decode(type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(key).decode(type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(key).decode(type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(key).decode(type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(key).decode(type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(key).decode(type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(key).decode(type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(key).decode(type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try decoder(key).decode(type)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try decoder(key).decode(type)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try decoder(key).decode(type)
  }
  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try decoder(key).decode(as: type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    guard let key = Key(stringValue: "super") else {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no super"))
    }
    return try decoder(key)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(key) }
}

/// An array's elements, in order.
private struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
  let tape: JSONTape
  let count: Int?
  /// The index of the next element on the tape.
  var position: Int
  var currentIndex = 0

  init(tape: JSONTape, count: Int, position: Int) {
    self.tape = tape
    self.count = count
    self.position = position
  }

  var codingPath: [any CodingKey] { [] }
  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  /// The next element, taken.
  private mutating func next() throws -> TapeDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: [], debugDescription: "no more elements"))
    }
    let element = TapeDecoder(tape: tape, index: position)
    position = tape.after(position)
    currentIndex += 1
    return element
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { return false }
    guard case .null = tape.values[position] else { return false }
    _ = try next()
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
  mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try next().decode(as: type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}
