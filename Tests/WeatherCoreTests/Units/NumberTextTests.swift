import Testing
import WeatherCore

@Suite("Numbers as text, without String(format:)")
struct NumberTextTests {
  @Test(
    "whole numbers round half away from zero and are never -0",
    arguments: [
      (15.4, "15"), (15.5, "16"), (-7.5, "-8"), (-0.4, "0"), (0, "0"), (-0.0, "0"),
      (1e17, "100000000000000000"),
    ])
  func whole(value: Double, text: String) {
    #expect(NumberText.whole(value) == text)
  }

  @Test(
    "fixed decimals keep their zeros",
    arguments: [
      (3, "3.0"), (0.62, "0.6"), (-0.04, "0.0"), (-2.25, "-2.3"), (0.05, "0.1"), (12.0, "12.0"),
    ])
  func fixed(value: Double, text: String) {
    #expect(NumberText.fixed(value, places: 1) == text)
  }

  @Test(
    "decimals drop trailing zeros, as coordinates are sent",
    arguments: [
      (37.5665, "37.5665"), (-33.8688, "-33.8688"), (126.978, "126.978"), (0.000001, "0.000001"),
      (-0.0000001, "0"), (51.5073219, "51.507322"), (-0.1276474, "-0.127647"), (90, "90"),
    ])
  func decimal(value: Double, text: String) {
    #expect(NumberText.decimal(value, places: 6) == text)
  }

  @Test("values past what integers hold still print their digits")
  func huge() {
    #expect(NumberText.whole(-1e20) == "-100000000000000000000")
    #expect(NumberText.whole(1e300).count == 301)
  }

  @Test("what is not finite prints as ?", arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(value: Double) {
    #expect(NumberText.whole(value) == "?")
    #expect(NumberText.fixed(value, places: 1) == "?")
    #expect(NumberText.rounded(value, places: 2) == nil)
  }
}
