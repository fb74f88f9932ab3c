import Foundation
import Testing
import WeatherCore

/// The words `Documentation/weather.schema.json` allows are the code's: a value the code
/// gains (a condition kind, a severity) fails here until the schema has it, even before a
/// test answer uses it.
@Suite("The JSON Schema's enums are the code's vocabularies")
struct SchemaVocabularyTests {
  /// The schema's `$defs`.
  static func definitions() throws -> [String: Any] {
    let url = ManPageTests.root.appendingPathComponent("Documentation/weather.schema.json")
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    return try #require(schema?["$defs"] as? [String: Any])
  }

  /// The `enum` of `property` in the definition `name`.
  static func values(_ name: String, _ property: String) throws -> Set<String> {
    let definition = try #require(try definitions()[name] as? [String: Any])
    let properties = try #require(definition["properties"] as? [String: Any])
    let rule = try #require(properties[property] as? [String: Any])
    return Set(try #require(rule["enum"] as? [String]))
  }

  @Test("condition kinds, alert severities, moon phases, unit systems and wind units")
  func vocabularies() throws {
    #expect(try Self.values("condition", "kind") == Set(ConditionKind.allCases.map(\.rawValue)))
    #expect(try Self.values("alert", "severity") == Set(AlertSeverity.allCases.map(\.rawValue)))
    #expect(try Self.values("moon", "phase") == Set(LunarPhase.allCases.map(\.rawValue)))
    #expect(try Self.values("report", "units") == Set(UnitSystem.allCases.map(\.rawValue)))
    #expect(try Self.values("report", "wind_unit") == Set(SpeedUnit.allCases.map(\.symbol)))
  }
}
