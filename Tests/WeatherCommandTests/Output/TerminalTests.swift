import Testing

@testable import WeatherCommand

@Suite("The terminal: width and character set from the environment; view = report")
struct TerminalTests {
  @Test(
    "a UTF-8 locale takes Unicode: LC_ALL, then LC_CTYPE, then LANG; C, POSIX and none do not",
    arguments: [
      (["LANG": "ko_KR.UTF-8"], true), (["LANG": "en_US.utf8"], true), (["LANG": "C"], false),
      ([:], false), (["LC_ALL": "C", "LANG": "C.UTF-8"], false),
      (["LC_CTYPE": "ja_JP.UTF-8", "LANG": "C"], true), (["LC_ALL": "", "LANG": "C.UTF-8"], true),
      (["LANG": "POSIX"], false), (["LANG": "de_DE.ISO-8859-1"], false),
    ])
  func unicode(environment: [String: String], expected: Bool) {
    #expect(Terminal.isUnicode(environment) == expected)
  }

  @Test(
    "COLUMNS counts when it is a whole number from 1 to 1000",
    arguments: [("100", 100), ("40", 40), ("0", nil), ("-5", nil), ("wide", nil), ("1001", nil)]
      as [(String, Int?)])
  func columns(text: String, expected: Int?) {
    #expect(Terminal.columns(["COLUMNS": text]) == expected)
  }

  @Test("a width is held to 1…1000")
  func held() {
    #expect(Terminal(isTerminal: true, width: 0, unicode: true).width == 1)
    #expect(Terminal(isTerminal: true, width: 5000, unicode: true).width == 1000)
  }

  @Test("view = report or line is read; anything else names its line")
  func view() throws {
    #expect(try ConfigFile(parsing: "view = report").view == .report)
    #expect(try ConfigFile(parsing: "view = LINE").view == .line)
    #expect(
      throws: ConfigFile.ParseError(line: 2, reason: "view takes line or report, not \"wide\"")
    ) {
      try ConfigFile(parsing: "units = metric\nview = wide")
    }
  }

}
