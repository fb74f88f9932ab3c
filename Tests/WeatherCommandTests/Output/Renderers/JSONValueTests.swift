import Testing

@testable import WeatherCommand

@Suite("JSON writing")
struct JSONValueTests {
  @Test("strings are escaped so every object stays on one line")
  func escaping() {
    let text = JSONValue.string("a\"b\\c\nd\te\u{1}f\u{2028}서울").text
    #expect(text == #""a\"b\\c\nd\te\u0001f\u2028서울""#)
  }

  @Test("measures have two decimals at most; counts are whole when whole")
  func numbers() {
    #expect(JSONValue.measure(17.150000000000034).text == "17.15")
    #expect(JSONValue.measure(15).text == "15.0")
    #expect(JSONValue.measure(nil).text == "null")
    #expect(JSONValue.measure(.nan).text == "null")
    #expect(JSONValue.whole(1015).text == "1015")
    #expect(JSONValue.whole(989.57).text == "989.57")
    #expect(JSONValue.whole(-0.001).text == "0")
    #expect(JSONValue.coordinate(37.5665).text == "37.5665")
  }

  @Test("objects keep their key order")
  func order() {
    let object = JSONValue.object([("z", .integer(1)), ("a", .null), ("m", .object([]))])
    #expect(object.text == #"{"z":1,"a":null,"m":{}}"#)
  }
}
