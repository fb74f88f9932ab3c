import Foundation
import Testing

@testable import WeatherCommand

@Suite("The letter table is the one list of template letters")
struct FormatLettersTests {
  func readme() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  @Test(
    "README's letter table has every letter's row, as the table says", arguments: FormatLetters.all)
  func documented(letter: FormatLetter) throws {
    let row = "| `%\(letter.letter)` | \(letter.meaning) | `\(letter.example)` |"
    #expect(try readme().contains(row), "README.md lacks: \(row)")
  }

  @Test("every letter in the table parses, and every field has a row")
  func parsed() throws {
    for letter in FormatLetters.all {
      let template = try FormatTemplate(parsing: "%" + String(letter.letter))
      #expect(template.parts.count == 1)
    }
    let letters = Set(FormatLetters.all.map(\.letter))
    #expect(FormatTemplate.Field.allCases.allSatisfy { letters.contains($0.rawValue) })
    #expect(Set(FormatLetters.instead.keys).isDisjoint(with: letters))
  }

  @Test("presets 1 to 4 are wttr.in's, and any other text is a template")
  func presets() throws {
    #expect(try FormatTemplate(parsing: "3") == FormatTemplate(parsing: "%l: %c %t"))
    #expect(try FormatTemplate(parsing: "2") == FormatTemplate(parsing: "%c 🌡️%t 🌬️%w"))
    #expect(try FormatTemplate(parsing: "5").parts == [.literal("5")])
  }

  @Test("%S is sunrise now and %p precipitation; the stale age is %a and pressure %P")
  func movedLetters() throws {
    #expect(
      try FormatTemplate(parsing: "%S%p%a%P").parts == [
        .field(.sunrise), .field(.precipitation), .field(.stale), .field(.pressure),
      ])
  }
}
