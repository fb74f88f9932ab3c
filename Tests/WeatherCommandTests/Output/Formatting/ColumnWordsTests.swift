import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("The forecast header's words in the ten languages")
struct ColumnWordsTests {
  @Test(
    "each language has its own words, each narrow enough for its column",
    arguments: LocalizedWords.languages)
  func fits(language: String) {
    let words = ColumnWords.words(for: language)
    if language != "en" { #expect(words != ColumnWords.words(for: "en")) }
    #expect(DisplayWidth.of(words.condition) <= 22)
    #expect(DisplayWidth.of(words.range) <= 9)
    #expect(DisplayWidth.of(words.temperature) <= 9)
    #expect(DisplayWidth.of(words.chance) <= 6)
    #expect(DisplayWidth.of(words.precipitation) <= 6)
  }
}
