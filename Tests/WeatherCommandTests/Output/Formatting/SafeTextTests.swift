import Testing

@testable import WeatherCommand

@Suite("Outside text made safe for one terminal line")
struct SafeTextTests {
  @Test(
    "controls and bidi overrides become ?, line breaks become spaces",
    arguments: [
      ("plain 서울 São Paulo", "plain 서울 São Paulo"), ("a\nb\r\nc", "a b  c"),
      ("\u{1B}]8;;http://x\u{7}link", "?]8;;http://x?link"), ("\u{9B}31m", "?31m"),
      ("abc\u{202E}def", "abc?def"), ("tab\there", "tab here"), ("nul\u{0}", "nul?"),
      ("خرم‌آباد", "خرم‌آباد"),
    ])
  func line(text: String, safe: String) {
    #expect(SafeText.line(text) == safe)
  }

  @Test("a limit cuts the text and says so")
  func limit() {
    #expect(SafeText.line("abcdef", limit: 3) == "abc…")
    #expect(SafeText.line("abc", limit: 3) == "abc")
  }
}
