import Testing

@testable import WeatherCore

@Suite("how a period is asked of Open-Meteo: the archive in chunks, the last days from past_days")
struct OpenMeteoPastPlanTests {
  let today = 20_418

  @Test("yesterday is the forecast's alone: one request, past_days reaching a day early")
  func yesterday() throws {
    let plan = OpenMeteoPastPlan(
      try #require(DayPeriod(first: today - 1, last: today - 1)), today: today, hourly: false)
    #expect(plan.archive.isEmpty)
    #expect(plan.recent == DayPeriod(first: today - 1, last: today - 1))
    #expect(plan.pastDays == 2)
    #expect(plan.source == "forecast")
  }

  @Test("a range across both meets at one day: the archive up to 8 days ago, then the forecast")
  func across() throws {
    let plan = OpenMeteoPastPlan(
      try #require(DayPeriod(first: today - 30, last: today + 3)), today: today, hourly: true)
    #expect(plan.archive == [DayPeriod(first: today - 30, last: today - 8)])
    #expect(plan.recent == DayPeriod(first: today - 7, last: today + 3))
    #expect(plan.forecastDays == 5)
    #expect(plan.source == "archive+forecast")
  }

  @Test("1940 to 2025: daily in ten-year chunks, hourly in quarters, in order, no gap")
  func chunks() throws {
    let period = try #require(DayPeriod(first: DayPeriod.earliest, last: 20_453))
    for (hourly, size, count) in [(false, 3653, 9), (true, 92, 342)] {
      let plan = OpenMeteoPastPlan(period, today: 30_000, hourly: hourly)
      #expect(plan.archive.count == count)
      #expect(plan.archive.allSatisfy { $0.count <= size })
      #expect(plan.archive.first?.first == period.first && plan.archive.last?.last == period.last)
      #expect(zip(plan.archive, plan.archive.dropFirst()).allSatisfy { $0.last + 1 == $1.first })
      #expect(plan.recent == nil)
    }
  }
}
