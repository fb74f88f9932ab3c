import Testing

@testable import WeatherCommand

@Suite("A watch's schedule: the interval, the backoff, the jitter")
struct WatchScheduleTests {
  @Test("the source's cadence unless --interval says; never below --max-age or a minute")
  func interval() {
    #expect(WatchSchedule(interval: nil, cadence: 600, maxAge: 0).interval == 600)
    #expect(WatchSchedule(interval: 120, cadence: 600, maxAge: 0).interval == 120)
    #expect(WatchSchedule(interval: 120, cadence: 600, maxAge: 900).interval == 900)
    #expect(WatchSchedule(interval: nil, cadence: 10, maxAge: 0).interval == 60)
  }

  @Test("after failures: 30 s doubling to 15 minutes, plus up to 5 s of jitter")
  func backoff() {
    let schedule = WatchSchedule(interval: nil, cadence: 600, maxAge: 0)
    #expect(schedule.delay(failures: 0, random: 0) == 600)
    #expect(schedule.delay(failures: 0, random: 1) == 605)
    #expect(
      (1...7).map { schedule.delay(failures: $0, random: 0) } == [30, 60, 120, 240, 480, 900, 900])
    #expect(schedule.delay(failures: 1000, random: 0.5) == 902.5)
  }
}
