import TestSupport
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Fuzzing the command line")
struct ParserFuzzTests {
  static let vocabulary = [
    "-u", "--units", "--json", "-f", "--format", "--lat", "--lon", "--api-key", "--timeout", "-h",
    "--help", "--version", "-", "--", "--units=", "--lat=", "-x", "--bogus", "metric", "f",
    "kelvin",
    "parsecs", "Seoul", "New York", "서울", "37.5665,126.978", "-33.8,151.2", "nan,inf", "1e999,0",
    "91,0", "%t %l", "%", "%q", "-1", "0", "abc", "", " ", "\n", "\u{0}", "Seoul&appid=x", "=",
  ]

  static func randomArgument(using generator: inout SeededGenerator) -> String {
    if Int.random(in: 0..<4, using: &generator) == 0 {
      let scalars = (0..<Int.random(in: 0..<12, using: &generator)).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &generator))
      }
      return String(String.UnicodeScalarView(scalars))
    }
    return vocabulary.randomElement(using: &generator) ?? ""
  }

  @Test("random argument lists give an invocation or a usage error, never a crash")
  func randomArguments() throws {
    var generator = SeededGenerator(announcing: "parser")
    var runs = 0
    var usageErrors = 0
    for _ in 0..<5000 {
      let arguments = (0..<Int.random(in: 0..<7, using: &generator)).map { _ in
        Self.randomArgument(using: &generator)
      }
      do {
        if case .run(let options) = try CommandLineParser.parse(arguments) {
          runs += 1
          for case .text(let text) in options.locations {
            _ = Query(text: text, fromArguments: true).displayed
          }
        }
      } catch {
        usageErrors += 1
        #expect(!error.message.isEmpty)
      }
    }
    #expect(runs > 0)
    #expect(usageErrors > 0)
  }

  @Test("random templates and config files parse or fail with their own error")
  func randomTemplatesAndConfigs() {
    var generator = SeededGenerator(announcing: "templates and config")
    var outcomes: [String: Int] = [:]
    for _ in 0..<3000 {
      let text = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
        Self.randomArgument(using: &generator)
      }.joined(separator: ["", "=", "\n", "%", " # "].randomElement(using: &generator) ?? "")
      outcomes[
        (try? FormatTemplate(parsing: text)) == nil ? "bad template" : "template", default: 0] += 1
      outcomes[(try? ConfigFile(parsing: text)) == nil ? "bad config" : "config", default: 0] += 1
    }
    #expect(Set(outcomes.keys) == ["bad template", "template", "bad config", "config"])
  }
}
