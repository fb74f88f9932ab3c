import Foundation
import Testing

@testable import WeatherCommand

@Suite("The option table is the one list of options")
struct OptionTableTests {
  /// Documentation/reference.md.
  func reference() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try String(
      contentsOf: root.appendingPathComponent("Documentation/reference.md"), encoding: .utf8)
  }

  @Test("every option in the table is in --help and in the reference", arguments: OptionTable.all)
  func documented(option: OptionSpec) throws {
    #expect(HelpText.help.contains(option.long))
    #expect(
      try reference().contains("`\(option.long)"), "the reference does not describe \(option.long)")
    if let short = option.short {
      #expect(HelpText.help.contains(short + ", " + option.long))
      #expect(try reference().contains("`\(short)`"))
    }
  }

  @Test(
    "every format letter and token is in --help with its meaning, and in the reference's tables",
    arguments: FormatLetter.all)
  func letterDocumented(letter: FormatLetter) throws {
    let listed = HelpText.help.split(separator: "\n").contains {
      $0.hasPrefix("  ") && $0.contains(letter.code + " " + letter.meaning)
    }
    #expect(listed, "--help does not list \(letter.code)")
    #expect(
      try reference().contains("`\(letter.code)`"),
      "the reference does not describe \(letter.code)")
  }

  @Test("every letter a template reads is listed, and every letter listed is read")
  func lettersAreTheParsersLetters() throws {
    for letter in FormatLetter.all {
      #expect(throws: Never.self) { try FormatTemplate(parsing: letter.example) }
    }
    let single = FormatLetter.all.filter { !$0.code.hasPrefix("%{") && $0.code != "%%" }
    #expect(single.count == FormatTemplate.Field.allCases.count)
  }

  @Test("every option is parsed: a value where the table names one, none where it does not")
  func parsed() throws {
    for option in OptionTable.all where option.name != .help && option.name != .version {
      let arguments = option.valueName == nil ? [option.long] : [option.long + "=bogus"]
      do {
        _ = try CommandLineParser.parse(arguments + ["Seoul"])
      } catch {
        #expect(!error.message.hasPrefix("unknown option"), "\(option.long): \(error)")
      }
    }
  }

  @Test("no name is used twice")
  func unique() {
    let names = OptionTable.all.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
    #expect(Set(names).count == names.count)
    #expect(OptionTable.all.map(\.name) == OptionName.allCases)
  }

  @Test("help fits a terminal: 80 columns")
  func width() {
    #expect(HelpText.help.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }
}
