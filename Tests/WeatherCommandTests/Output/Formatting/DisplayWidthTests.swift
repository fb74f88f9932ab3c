import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Display width: emoji take two columns, as terminals draw them")
struct DisplayWidthTests {
  @Test("every condition emoji, every moon and the presets' emoji are two columns")
  func emoji() {
    for symbol in ConditionSymbol.allCases {
      #expect(DisplayWidth.of(symbol.emoji) == 2, "\(symbol)")
    }
    for phase in LunarPhase.allCases {
      #expect(DisplayWidth.of(phase.emoji) == 2, "\(phase)")
    }
    #expect(DisplayWidth.of("🌡️🌬️") == 4)
    #expect(DisplayWidth.of("☀️ +15°C") == 8)
  }

  @Test("text around emoji keeps its width: ASCII one, Hangul two, accents none")
  func mixed() {
    #expect(DisplayWidth.of("Seoul: ☀️") == 9)
    #expect(DisplayWidth.of("서울 ⛅️") == 7)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }

  @Test("lines of %c for different conditions line up after the emoji")
  func alignment() {
    let prefixes = ConditionKind.allCases.map { ConditionSymbol($0).emoji + " +15°C" }
    #expect(Set(prefixes.map { DisplayWidth.of($0) }).count == 1)
    #expect(DisplayWidth.padded("☀️", to: 4) == "☀️  ")
  }
}
