import Foundation
import Testing

@testable import WeatherCommand

@Suite("The reference's letter table follows the letters' own words and examples")
struct FormatLetterTableTests {
  /// Documentation/reference.md.
  func reference() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(
      contentsOf: root.appendingPathComponent("Documentation/reference.md"), encoding: .utf8)
  }

  @Test(
    "every letter has its row: letter, meaning, example", arguments: FormatTemplate.Field.allCases)
  func documented(field: FormatTemplate.Field) throws {
    let row = "| `%\(field.rawValue)` | \(field.meaning) | `\(field.example)` |"
    #expect(try reference().contains(row), "Documentation/reference.md lacks: \(row)")
  }

  @Test("letters kept out for want of a value are no letter of ours")
  func instead() {
    let letters = Set(FormatTemplate.Field.allCases.map(\.rawValue))
    #expect(Set(FormatTemplate.instead.keys).isDisjoint(with: letters))
  }

  @Test("presets 1 to 4 are wttr.in's; %H and %L are today's high and low")
  func presets() throws {
    #expect(try FormatTemplate(parsing: "3") == FormatTemplate(parsing: "%l: %c %t"))
    #expect(try FormatTemplate(parsing: "2") == FormatTemplate(parsing: "%c 🌡️%t 🌬️%w"))
    #expect(
      try FormatTemplate(parsing: "%H%L").parts == [
        .forecast(.high(day: 0)), .forecast(.low(day: 0)),
      ])
    #expect(try CommandLineParser.parse(["-f", "4", "Seoul"]) != .help)
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["-f", "5", "Seoul"]) }
  }

  @Test("%S is sunrise now and %p precipitation; the stale age is %a and pressure %P")
  func movedLetters() throws {
    #expect(
      try FormatTemplate(parsing: "%S%p%a%P").parts == [
        .field(.sunrise), .field(.precipitation), .field(.stale), .field(.pressure),
      ])
  }
}
