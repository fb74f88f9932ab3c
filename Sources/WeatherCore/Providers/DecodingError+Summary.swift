import Foundation

extension DecodingError {
  /// A short, secret-free account of what was wrong, such as `missing field main.temp`.
  var summary: String {
    switch self {
    case .keyNotFound(let key, let context):
      "missing field \(Self.path(context.codingPath + [key]))"
    case .valueNotFound(_, let context):
      "missing value at \(Self.path(context.codingPath))"
    case .typeMismatch(let type, let context):
      "expected \(Self.name(of: type)) at \(Self.path(context.codingPath))"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      "not valid JSON"
    case .dataCorrupted(let context):
      "invalid value at \(Self.path(context.codingPath))"
    @unknown default:
      "not the expected shape"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    guard !keys.isEmpty else { return "the top level" }
    return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      .joined(separator: ".")
      .replacingOccurrences(of: ".[", with: "[")
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type: "a number"
    case is String.Type: "a string"
    case is [Any].Type: "a list"
    default: "an object"
    }
  }
}
