import WeatherCore

/// A JSON value written with keys in a fixed order, so the output's shape is stable.
enum JSONValue: Sendable {
  case null
  case string(String)
  /// Written as Swift writes a Double: `15.0`, `17.15`, `37.5667`.
  case decimal(Double)
  case integer(Int)
  case object([(String, JSONValue)])
  case array([JSONValue])
  case boolean(Bool)

  /// A measured value, such as a temperature: 2 decimals, `null` when absent or not finite.
  static func measure(_ value: Double?) -> JSONValue {
    value.flatMap { NumberText.rounded($0, places: 2) }.map(JSONValue.decimal) ?? .null
  }

  /// A count-like value, such as humidity or pressure: whole when it is whole.
  static func whole(_ value: Double?) -> JSONValue {
    guard let rounded = value.flatMap({ NumberText.rounded($0, places: 2) }) else { return .null }
    return rounded == rounded.rounded() && abs(rounded) < 1e15
      ? .integer(Int(rounded)) : .decimal(rounded)
  }

  /// A coordinate, as precise as the API gave it.
  static func coordinate(_ value: Double) -> JSONValue {
    value.isFinite ? .decimal(value) : .null
  }

  /// The JSON text, on one line.
  var text: String {
    // Written as UTF-8 bytes, made a string once; a report's line is about 800 bytes: room
    // for it at once, not grown by doubling.
    var result: [UInt8] = []
    result.reserveCapacity(1024)
    write(to: &result)
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends the JSON text to `result`: one buffer for the whole value, not one per member.
  private func write(to result: inout [UInt8]) {
    switch self {
    case .null: result.append(contentsOf: "null".utf8)
    case .string(let string): Self.quote(string, to: &result)
    case .decimal(let number):
      result.append(contentsOf: (number.isFinite ? number.description : "null").utf8)
    case .integer(let number): result.append(contentsOf: String(number).utf8)
    case .object(let members):
      result.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { result.append(UInt8(ascii: ",")) }
        Self.quote(member.0, to: &result)
        result.append(UInt8(ascii: ":"))
        member.1.write(to: &result)
      }
      result.append(UInt8(ascii: "}"))
    case .array(let values):
      result.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { result.append(UInt8(ascii: ",")) }
        value.write(to: &result)
      }
      result.append(UInt8(ascii: "]"))
    case .boolean(let value): result.append(contentsOf: (value ? "true" : "false").utf8)
    }
  }

  /// Appends `string` quoted, escaping what must be; a string with nothing to escape (nearly
  /// every one) is appended whole.
  private static func quote(_ string: String, to result: inout [UInt8]) {
    result.append(UInt8(ascii: "\""))
    // Printable ASCII but the quote and the backslash (nearly every string), told by its
    // bytes; other text, scalar by scalar.
    let plain = string.utf8.allSatisfy {
      $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
    }
    guard !plain, string.unicodeScalars.contains(where: needsEscape) else {
      result.append(contentsOf: string.utf8)
      result.append(UInt8(ascii: "\""))
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result.append(contentsOf: #"\""#.utf8)
      case "\\": result.append(contentsOf: #"\\"#.utf8)
      case "\n": result.append(contentsOf: #"\n"#.utf8)
      case "\r": result.append(contentsOf: #"\r"#.utf8)
      case "\t": result.append(contentsOf: #"\t"#.utf8)
      case _ where Self.mustEscape(scalar.value):
        let hex = String(scalar.value, radix: 16)
        result.append(
          contentsOf: (#"\u"# + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      default: result.append(contentsOf: String(scalar).utf8)
      }
    }
    result.append(UInt8(ascii: "\""))
  }

  /// Whether `scalar` is written other than as itself.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\"" || scalar == "\\" || mustEscape(scalar.value)
  }

  /// C0 and C1 controls, DEL, the line and paragraph separators and every bidirectional
  /// control: valid in JSON strings, but a terminal or a naive reader would act on them.
  private static func mustEscape(_ value: UInt32) -> Bool {
    switch value {
    case 0..<0x20, 0x7F...0x9F, 0x2028...0x2029, 0x061C, 0x200E...0x200F, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }
}
