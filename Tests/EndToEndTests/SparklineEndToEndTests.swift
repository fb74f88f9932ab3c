import Foundation
import TestSupport
import Testing

@Suite("the next 24 hours at a glance: %{spark} and the report's line, Unicode or ASCII")
struct SparklineEndToEndTests {
  let weather: WeatherProcess
  let keyless: [String: String]

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    // Hour by hour from the current hour, the temperature rising through each day.
    OpenMeteoPastServer().install(on: weather.server)
  }

  private func environment(lang: String?, columns: Int? = nil) -> [String: String] {
    var environment = keyless
    environment["LANG"] = lang
    environment["COLUMNS"] = columns.map(String.init)
    return environment
  }

  @Test("%{spark} is 24 hours of blocks; without a UTF-8 locale, of ASCII")
  func template() async throws {
    let blocks = try await weather.run(
      ["-f", "%{spark}", "1,1"], environment: environment(lang: "en_US.UTF-8"))
    #expect(blocks.status == 0, "\(blocks.stderr)")
    let line = blocks.stdout.trimmingCharacters(in: .newlines)
    #expect(line.count == 24, "\(line)")
    #expect(line.allSatisfy { "▁▂▃▄▅▆▇█".contains($0) }, "\(line)")
    #expect(line.contains("▁") && line.contains("█"))
    #expect(weather.server.requests.last?.value("forecast_hours") == "24")
    let ascii = try await weather.run(
      ["-f", "%{spark}", "1,1"], environment: environment(lang: "C"))
    let plain = ascii.stdout.trimmingCharacters(in: .newlines)
    #expect(plain.count == 24 && plain.allSatisfy { "_.-:=+*#".contains($0) }, "\(plain)")
  }

  @Test("the report's line: low, the blocks, high; narrower terminals get fewer steps, no wrap")
  func report() async throws {
    for (lang, columns, marks) in [
      ("C.UTF-8", 80, "▁▂▃▄▅▆▇█"), ("C.UTF-8", 30, "▁▂▃▄▅▆▇█"), ("C", 80, "_.-:=+*#"),
    ] {
      let result = try await weather.run(
        ["--report", "1,1"], environment: environment(lang: lang, columns: columns))
      #expect(result.status == 0, "\(result.stderr)")
      let line = try #require(
        result.stdoutLines.first { $0.hasPrefix("next 24h ") }, "\(result.stdout)")
      #expect(line.count <= columns, "\(line)")
      let parts = line.split(separator: " ")
      #expect(parts.count == 5, "\(line)")
      // The low, then the blocks, then the high.
      #expect(parts[2].hasSuffix("C") && parts[4].hasSuffix("C"), "\(line)")
      #expect(parts[3].allSatisfy { marks.contains($0) }, "\(line)")
      if columns == 80 {
        #expect(parts[3].count == 24, "\(line)")
      } else {
        #expect((4..<24).contains(parts[3].count), "\(line)")
      }
      // The server's precipitation is the same every hour: a flat line, and its amount.
      let index = try #require(result.stdoutLines.firstIndex(of: line))
      let rain = result.stdoutLines[index + 1]
      #expect(rain.hasPrefix("precipitation "), "\(rain)")
      #expect(rain.hasSuffix(" 1.5mm"), "\(rain)")
    }
  }
}
