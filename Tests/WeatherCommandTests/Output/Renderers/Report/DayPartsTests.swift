import Foundation
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Day parts: the step nearest 09, 12, 18 and 21 local, at most half a step away")
struct DayPartsTests {
  /// OpenWeatherMap's 3-hour steps (00:00 UTC on) over 2026-11-23 and the day around it.
  func forecast(offset: Int, interval: Int = 3) -> Forecast {
    let start = Date(timeIntervalSince1970: 1_795_392_000 - 86_400)  // 2026-11-22T00:00Z
    let steps = stride(from: 0, to: 72, by: interval).map {
      HourlyForecast(
        time: start.addingTimeInterval(TimeInterval($0) * 3600), hours: interval,
        temperature: 280)
    }
    return Forecast(hourly: steps, daily: [], utcOffset: offset)
  }

  func hours(offset: Int, interval: Int = 3) -> [String?] {
    let forecast = forecast(offset: offset, interval: interval)
    return DayParts.parts(of: "2026-11-23", in: forecast).map { part in
      part.step.map { CivilTime($0.time, offset: offset).timeText }
    }
  }

  @Test("where the offset is a multiple of 3 hours, the steps fall on the parts' hours")
  func onTheHour() {
    #expect(hours(offset: 9 * 3600) == ["09:00", "12:00", "18:00", "21:00"])
    #expect(hours(offset: 0) == ["09:00", "12:00", "18:00", "21:00"])
  }

  @Test("elsewhere, the nearest step, the earlier of two as near")
  func offHour() {
    #expect(hours(offset: 2 * 3600) == ["08:00", "11:00", "17:00", "20:00"])
    #expect(hours(offset: 19_800) == ["08:30", "11:30", "17:30", "20:30"])  // UTC+5:30
    #expect(hours(offset: 16_200) == ["07:30", "10:30", "16:30", "19:30"])  // UTC+4:30: ties
  }

  @Test("hourly steps: the hour itself, or within 30 minutes; no step at all: no part")
  func hourly() {
    #expect(hours(offset: 9 * 3600, interval: 1) == ["09:00", "12:00", "18:00", "21:00"])
    #expect(hours(offset: 19_800, interval: 1) == ["08:30", "11:30", "17:30", "20:30"])
    let empty = Forecast(hourly: [], daily: [], utcOffset: 0)
    #expect(DayParts.parts(of: "2026-11-23", in: empty).allSatisfy { $0.step == nil })
  }
}
