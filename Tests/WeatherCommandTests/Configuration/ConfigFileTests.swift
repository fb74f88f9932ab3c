import Foundation
import Testing

@testable import WeatherCommand

@Suite("The config file")
struct ConfigFileTests {
  @Test(
    "api_key lines are read, with comments, quotes and spaces",
    arguments: [
      ("api_key = abc", "abc"), ("api_key=abc", "abc"), ("  api_key =  abc  ", "abc"),
      ("# comment\n\napi_key = abc\n", "abc"), ("api_key = \"abc\"", "abc"),
      ("api_key = 'abc'", "abc"),
      ("api_key = abc # my key", "abc"), ("api_key = abc\r\n", "abc"), ("api_key = a#b", "a#b"),
    ])
  func reads(text: String, key: String) throws {
    #expect(try ConfigFile(parsing: text).apiKey == key)
  }

  @Test("an empty or comment-only file has no key")
  func empty() throws {
    #expect(try ConfigFile(parsing: "").apiKey == nil)
    #expect(try ConfigFile(parsing: "# nothing\n\n").apiKey == nil)
  }

  @Test(
    "malformed lines are named by number",
    arguments: [
      ("api_key abc", 1, "expected key = value"), ("# ok\nkey: abc", 2, "expected key = value"),
      (
        "apikey = abc", 1,
        "unknown setting \"apikey\" (expected api_key, units, wind, provider, commercial, lang, timeout, air, alerts, view, contact, location, place.NAME)"
      ),
      ("units = parsecs", 1, "unknown units \"parsecs\"; use metric, imperial or standard"),
      (
        "lang = nl", 1, "unknown language \"nl\"; use one of en, ko, ja, zh, de, fr, es, it, pt, ru"
      ),
      ("\n\napi_key =", 3, "api_key is empty"),
      (
        "place.x = Seoul; Busan", 1,
        "place.x saves one location; a list is for location = Seoul; Busan"
      ),
    ])
  func malformed(text: String, line: Int, reason: String) {
    #expect(throws: ConfigFile.ParseError(line: line, reason: reason)) {
      try ConfigFile(parsing: text)
    }
  }

  @Test("a file saved with a byte order mark (Windows Notepad) reads as without one")
  func byteOrderMark() throws {
    let file = try ConfigFile(parsing: Data([0xEF, 0xBB, 0xBF] + Array("wind = kmh\n".utf8)))
    #expect(file.wind == .kilometresPerHour)
  }
}
