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
    switch self {
    case .null: "null"
    case .string(let string): Self.quoted(string)
    case .decimal(let number): number.isFinite ? "\(number)" : "null"
    case .integer(let number): "\(number)"
    case .object(let members):
      "{" + members.map { "\(Self.quoted($0.0)):\($0.1.text)" }.joined(separator: ",") + "}"
    case .array(let values): "[" + values.map(\.text).joined(separator: ",") + "]"
    case .boolean(let value): value ? "true" : "false"
    }
  }

  private static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where Self.mustEscape(scalar.value):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
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
