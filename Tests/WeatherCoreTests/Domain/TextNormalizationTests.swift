import Foundation
import Testing
import WeatherCore

@Suite("Trimming and composing text, without Foundation when it changes nothing")
struct TextNormalizationTests {
  @Test(
    "trimmingSpaces trims as trimmingCharacters(in: .whitespaces) does",
    arguments: [
      "", " ", "Seoul", " Seoul", "Seoul\t", "\u{A0}Seoul\u{3000}", "New York", "\nSeoul\n",
      "  ", "\u{2003}", "São Paulo ", "a\u{200B}",
    ])
  func trimming(_ text: String) {
    #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    let part = Substring("," + text + ",").dropFirst().dropLast()
    #expect(part.trimmingSpaces() == part.trimmingCharacters(in: .whitespaces))
  }

  @Test(
    "composed is the NFC form",
    arguments: ["Seoul", "", "Sa\u{0303}o Paulo", "São Paulo", "서울", "\u{1100}\u{1161}\u{11A8}"])
  func composing(_ text: String) {
    #expect(
      text.composed.unicodeScalars.elementsEqual(
        text.precomposedStringWithCanonicalMapping.unicodeScalars))
  }
}
