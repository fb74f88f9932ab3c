import Foundation
import WeatherCore
import WeatherPlaces

/// `weather-benchmark --gazetteer`: how long the embedded gazetteer takes to answer, in this
/// process (a release build: `swift build -c release --product weather-benchmark`), as a
/// Markdown table of medians and maxima over repeated calls.
enum GazetteerTimings {
  static func run(runs: Int) {
    let clock = ContinuousClock()
    let opened = clock.measure { _ = Gazetteer.embedded }
    guard let gazetteer = Gazetteer.embedded else {
      print("the embedded gazetteer does not read")
      return
    }
    print("First use (reading the header): \(milliseconds(opened))\n")
    print("| call | text | median | max |")
    print("| --- | --- | --- | --- |")
    func row(_ call: String, _ text: String, _ body: () -> Void) {
      let samples = (0..<runs).map { _ in clock.measure(body) }.sorted()
      print(
        "| \(call) | \(text) | \(milliseconds(samples[samples.count / 2])) | "
          + "\(milliseconds(samples[samples.count - 1])) |")
    }
    for text in ["Seoul", "São Paulo", "Springfield,MO,US", "서울", "JFK", "Nowhereville"] {
      row("exact lookup", text) { _ = gazetteer.places(named: text) }
    }
    for text in ["Seuol", "Lodnon", "서을", "Qxzqxzqxzq"] {
      row("typo search", text) { _ = gazetteer.suggestions(for: text) }
    }
    for text in ["S", "Seo", "New Y", "서"] {
      row("completion", text) { _ = gazetteer.completions(for: text) }
    }
  }

  private static func milliseconds(_ duration: Duration) -> String {
    let value =
      Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    return String(format: "%.3f ms", value)
  }
}
