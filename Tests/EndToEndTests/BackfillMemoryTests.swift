import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("backfill: --csv --hours over decades streams its rows in flat memory")
struct BackfillMemoryTests {
  let weather: WeatherProcess
  let keyless: [String: String]

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    OpenMeteoPastServer().install(on: weather.server)
  }

  /// How many rows of `kind` the output holds.
  private func count(_ kind: String, in text: String) -> Int {
    text.split(whereSeparator: \.isNewline).count { $0.hasPrefix(kind + ",") }
  }

  @Test(
    "1940 to 2025 hour by hour: every hour once, in order, peak memory within 10 MiB of a day's",
    .enabled(if: TimedRun.available), .disabled(if: Sanitizer.active, Sanitizer.memory))
  func decadesOfHours() async throws {
    let day = try await TimedRun.run(
      ["--csv", "-H", "1", "--date", "2024-07-01", "1,1"], environment: keyless)
    #expect(day.result.status == 0, "\(day.result.stderr)")
    #expect(count("hourly", in: day.result.stdout) == 24)
    let decades = try await TimedRun.run(
      [
        "--csv", "-H", "1", "--timeout", "3600", "--from", "1940-01-01", "--to", "2025-12-31",
        "1,1",
      ], environment: keyless)
    #expect(decades.result.status == 0, "\(decades.result.stderr)")
    let days = (DayPeriod.day("2025-12-31") ?? 0) - DayPeriod.earliest + 1
    #expect(count("hourly", in: decades.result.stdout) == days * 24)
    // Each archive request a quarter of hours, none twice (and one for the day before).
    let starts = weather.server.requests.filter { $0.path == "/v1/archive" }.compactMap {
      $0.value("start_date")
    }
    #expect(Set(starts).count == starts.count && starts.count == (days + 91) / 92 + 1)
    #expect(
      decades.peakKiB - day.peakKiB <= 10 * 1024,
      "peak \(decades.peakKiB) KiB against \(day.peakKiB) KiB for a day")
  }
}
