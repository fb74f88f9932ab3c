import TestSupport
import Testing

@Suite("JSONSchemaSubset: the schema test's validator refuses what the schema forbids")
struct JSONSchemaSubsetTests {
  /// A place: a name (string or null), a latitude within ±90, no other key.
  static let schema = """
    {"$schema": "https://json-schema.org/draft/2020-12/schema",
     "oneOf": [{"$ref": "#/$defs/place"}, {"$ref": "#/$defs/failure"}],
     "$defs": {
       "place": {"type": "object", "additionalProperties": false, "required": ["name", "lat"],
         "properties": {"name": {"type": ["string", "null"]},
           "lat": {"type": "number", "minimum": -90, "maximum": 90},
           "kind": {"enum": ["city", "airport"]}, "hours": {"type": "integer"},
           "day": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
           "tags": {"type": "array", "items": {"type": "string"}},
           "pollen": {"type": "object", "additionalProperties": {"type": "number"}}}},
       "failure": {"type": "object", "additionalProperties": false, "required": ["error"],
         "properties": {"error": {"type": "string"}}}}}
    """

  func errors(_ instance: String) throws -> [String] {
    try JSONSchemaSubset(JSONTree.parse(Self.schema)).errors(in: JSONTree.parse(instance))
  }

  @Test("a valid object of either kind has no error")
  func valid() throws {
    #expect(try errors(#"{"name":"Seoul","lat":37.57,"kind":"city","hours":3,"tags":["a"]}"#) == [])
    #expect(try errors(#"{"name":null,"lat":-90,"day":"2026-11-26","pollen":{"birch":0.5}}"#) == [])
    #expect(try errors(#"{"error":"the API key was rejected"}"#) == [])
  }

  @Test(
    "wrong types are refused",
    arguments: [
      #"{"name":1,"lat":37.57}"#, #"{"name":"Seoul","lat":"37.57"}"#,
      #"{"name":"Seoul","lat":37.57,"hours":1.5}"#, #"{"name":"Seoul","lat":null}"#,
      #"{"name":"Seoul","lat":37.57,"tags":"a"}"#, #"{"name":"Seoul","lat":37.57,"tags":[1]}"#,
      #"{"name":"Seoul","lat":true}"#, #"{"name":"Seoul","lat":37.57,"pollen":{"birch":"x"}}"#,
      #"[{"name":"Seoul","lat":37.57}]"#,
    ])
  func wrongType(instance: String) throws {
    #expect(try !errors(instance).isEmpty)
  }

  @Test("a missing required key is refused, and named")
  func missing() throws {
    let found = try errors(#"{"name":"Seoul"}"#)
    #expect(found.contains { $0.contains("lat is missing") }, "\(found)")
  }

  @Test("a key the schema does not declare is refused where additionalProperties is false")
  func additional() throws {
    let found = try errors(#"{"name":"Seoul","lat":37.57,"elevation":38}"#)
    #expect(found.contains { $0.contains("elevation is not allowed") }, "\(found)")
    #expect(try !errors(#"{"error":"x","name":"Seoul"}"#).isEmpty)
  }

  @Test(
    "a value outside enum, minimum, maximum or pattern is refused",
    arguments: [
      #"{"name":"Seoul","lat":90.5}"#, #"{"name":"Seoul","lat":-91}"#,
      #"{"name":"Seoul","lat":1,"kind":"harbour"}"#,
      #"{"name":"Seoul","lat":1,"day":"26.11.2026"}"#,
    ])
  func outOfRange(instance: String) throws {
    #expect(try !errors(instance).isEmpty)
  }

  @Test("a schema with a keyword outside the subset, or a $ref to nowhere, cannot be read")
  func unsupportedSchema() throws {
    for schema in [
      #"{"type":"object","patternProperties":{"^x":{"type":"string"}}}"#,
      #"{"type":"strin"}"#, ##"{"$ref":"#/$defs/none"}"##,
      #"{"properties":{"a":{"format":"date-time"}}}"#,
    ] {
      #expect(throws: JSONSchemaSubset.SchemaError.self) {
        try JSONSchemaSubset(JSONTree.parse(schema))
      }
    }
  }
}
