import Foundation

/// A JSON value as a tree, read with `JSONDecoder`: what `JSONSchemaSubset` checks.
public enum JSONTree: Equatable, Sendable, Decodable {
  /// `null`.
  case null
  /// `true` or `false`.
  case boolean(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONTree])
  /// An object; the order of its members is not kept.
  case object([String: JSONTree])

  /// Reads one value: `null`, a boolean, a number, a string, an array or an object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .boolean(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONTree].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONTree].self))
    }
  }

  /// The value of one JSON text.
  /// - Throws: `DecodingError` when `text` is no JSON.
  public static func parse(_ text: String) throws -> JSONTree {
    try JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
  }
}

/// A validator for the subset of JSON Schema (draft 2020-12) that
/// `Documentation/weather.schema.json` uses, since the package takes no dependencies:
/// `type` (a name or a list), `enum`, `const`, `properties`, `required`,
/// `additionalProperties` (`false` or a schema), `items`, `oneOf`, `anyOf`, `minimum`,
/// `maximum`, `pattern` (a Swift `Regex`, searched, as the standard says), and `$ref` to
/// `#/$defs/NAME`. The annotations `$schema`, `$id`, `$comment`, `title` and `description`
/// are read and ignored; any other keyword is refused when the schema is read, so a schema
/// never relies on a rule this validator would skip.
public struct JSONSchemaSubset: Sendable {
  /// Why a schema cannot be used.
  public struct SchemaError: Error, CustomStringConvertible {
    /// What is wrong, and where.
    public let description: String
  }

  private let root: JSONTree

  private static let keywords: Set<String> = [
    "$schema", "$id", "$comment", "title", "description", "$defs", "$ref", "type", "enum",
    "const", "properties", "required", "additionalProperties", "items", "oneOf", "anyOf",
    "minimum", "maximum", "pattern",
  ]

  private static let types: Set<String> = [
    "null", "boolean", "number", "integer", "string", "array", "object",
  ]

  /// Reads a schema.
  /// - Throws: `SchemaError` for a keyword outside the subset, a type no JSON value has, a
  ///   `$ref` that leads nowhere or a `pattern` that is no regular expression.
  public init(_ schema: JSONTree) throws {
    root = schema
    try check(schema, at: "#")
  }

  /// Where `instance` breaks the schema, one line each (`$.wind.speed: …`); empty when it
  /// keeps it.
  public func errors(in instance: JSONTree) -> [String] {
    errors(instance, against: root, at: "$")
  }

  private func check(_ schema: JSONTree, at path: String) throws {
    guard case .object(let members) = schema else {
      if case .boolean = schema { return }
      throw SchemaError(description: "\(path): a schema is an object or a boolean")
    }
    for (key, value) in members {
      guard Self.keywords.contains(key) else {
        throw SchemaError(description: "\(path): \(key) is outside the subset")
      }
      switch (key, value) {
      case ("$defs", .object(let definitions)), ("properties", .object(let definitions)):
        for (name, definition) in definitions { try check(definition, at: "\(path)/\(name)") }
      case ("items", _), ("additionalProperties", _):
        try check(value, at: "\(path)/\(key)")
      case ("oneOf", .array(let schemas)), ("anyOf", .array(let schemas)):
        for (index, schema) in schemas.enumerated() { try check(schema, at: "\(path)/\(index)") }
      case ("type", _):
        let names = Self.typeNames(value)
        guard !names.isEmpty, names.allSatisfy(Self.types.contains) else {
          throw SchemaError(description: "\(path): type \(value) is no JSON type")
        }
      case ("$ref", .string(let reference)):
        _ = try resolve(reference, at: path)
      case ("pattern", .string(let pattern)):
        do { _ = try Regex(pattern) } catch {
          throw SchemaError(description: "\(path): pattern \(pattern) is no regular expression")
        }
      default: continue
      }
    }
  }

  private static func typeNames(_ value: JSONTree) -> [String] {
    switch value {
    case .string(let name): [name]
    case .array(let names):
      names.compactMap { name in
        if case .string(let name) = name { return name }
        return nil
      }
    default: []
    }
  }

  private func resolve(_ reference: String, at path: String) throws -> JSONTree {
    let prefix = "#/$defs/"
    guard reference.hasPrefix(prefix), case .object(let members) = root,
      case .object(let definitions)? = members["$defs"],
      let definition = definitions[String(reference.dropFirst(prefix.count))]
    else { throw SchemaError(description: "\(path): $ref \(reference) leads nowhere") }
    return definition
  }

  private func errors(_ instance: JSONTree, against schema: JSONTree, at path: String)
    -> [String]
  {
    guard case .object(let rules) = schema else {
      return schema == .boolean(false) ? ["\(path): no value is allowed here"] : []
    }
    var found: [String] = []
    if case .string(let reference)? = rules["$ref"] {
      guard let definition = try? resolve(reference, at: path) else {
        return ["\(path): $ref \(reference) leads nowhere"]
      }
      found += errors(instance, against: definition, at: path)
    }
    if let type = rules["type"] {
      let names = Self.typeNames(type)
      guard names.contains(where: { Self.instance(instance, isOfType: $0) }) else {
        return found + ["\(path): expected \(names.joined(separator: " or ")), got \(instance)"]
      }
    }
    if case .array(let allowed)? = rules["enum"], !allowed.contains(instance) {
      found.append("\(path): \(instance) is not one of the values allowed")
    }
    if let constant = rules["const"], constant != instance {
      found.append("\(path): expected \(constant), got \(instance)")
    }
    found += numberErrors(instance, rules: rules, at: path)
    if case .string(let text) = instance, case .string(let pattern)? = rules["pattern"],
      let regex = try? Regex(pattern), (try? regex.firstMatch(in: text)) == nil
    {
      found.append("\(path): \"\(text)\" does not match \(pattern)")
    }
    if case .array(let items) = instance, let schema = rules["items"] {
      for (index, item) in items.enumerated() {
        found += errors(item, against: schema, at: "\(path)[\(index)]")
      }
    }
    if case .object(let members) = instance {
      found += objectErrors(members, rules: rules, at: path)
    }
    for key in ["oneOf", "anyOf"] {
      guard case .array(let schemas)? = rules[key] else { continue }
      let misses = schemas.map { errors(instance, against: $0, at: path) }
      let matches = misses.count(where: \.isEmpty)
      if key == "oneOf" ? matches != 1 : matches == 0 {
        // With none matching, the nearest schema's errors say what to fix.
        let nearest = matches == 0 ? misses.min { $0.count < $1.count } ?? [] : []
        found += ["\(path): matches \(matches) of the \(key) schemas"] + nearest
      }
    }
    return found
  }

  private func numberErrors(_ instance: JSONTree, rules: [String: JSONTree], at path: String)
    -> [String]
  {
    guard case .number(let value) = instance else { return [] }
    var found: [String] = []
    if case .number(let minimum)? = rules["minimum"], value < minimum {
      found.append("\(path): \(value) is below \(minimum)")
    }
    if case .number(let maximum)? = rules["maximum"], value > maximum {
      found.append("\(path): \(value) is above \(maximum)")
    }
    return found
  }

  private func objectErrors(
    _ members: [String: JSONTree], rules: [String: JSONTree], at path: String
  ) -> [String] {
    var found: [String] = []
    let properties: [String: JSONTree]
    if case .object(let declared)? = rules["properties"] {
      properties = declared
    } else {
      properties = [:]
    }
    if case .array(let required)? = rules["required"] {
      for case .string(let name) in required where members[name] == nil {
        found.append("\(path): \(name) is missing")
      }
    }
    for (name, value) in members.sorted(by: { $0.key < $1.key }) {
      if let schema = properties[name] {
        found += errors(value, against: schema, at: "\(path).\(name)")
      } else if let extra = rules["additionalProperties"] {
        if extra == .boolean(false) {
          found.append("\(path): \(name) is not allowed")
        } else {
          found += errors(value, against: extra, at: "\(path).\(name)")
        }
      }
    }
    return found
  }

  private static func instance(_ instance: JSONTree, isOfType name: String) -> Bool {
    switch (name, instance) {
    case ("null", .null), ("boolean", .boolean), ("number", .number), ("string", .string),
      ("array", .array), ("object", .object):
      true
    case ("integer", .number(let value)): value == value.rounded(.towardZero)
    default: false
    }
  }
}
