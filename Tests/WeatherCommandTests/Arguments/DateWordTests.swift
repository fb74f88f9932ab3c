import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("DATE of --date, --from and --to: ISO, words, days from today")
struct DateWordTests {
  /// 2026-11-26.
  let today = 20_418

  @Test(
    "what each form stands for",
    arguments: [
      ("2024-07-01", 19_905), ("1940-01-01", -10_958), ("today", 20_418), ("Yesterday", 20_417),
      ("tomorrow", 20_419), ("-3d", 20_415), ("+2d", 20_420), ("2024-02-29", 19_782),
    ])
  func day(text: String, day: Int) throws {
    #expect(try DateWord(text, for: "--date").day(today: today) == day)
  }

  @Test(
    "anything else is a usage error, an impossible date named as one",
    arguments: [
      ("2024-02-30", "--date 2024-02-30 is no date in the calendar"),
      ("2023-02-29", "--date 2023-02-29 is no date in the calendar"),
      ("2024-7-1", "--date takes a date such as 2024-07-01"), ("3d", "--date takes a date"),
      ("-d", "--date takes a date"), ("+1234567d", "--date takes a date"),
      ("last week", "--date takes a date"), ("", "--date takes a date"),
      ("-٣d", "--date takes a date"),
    ])
  func refused(text: String, message: String) {
    #expect(throws: UsageError.self) { try DateWord(text, for: "--date") }
    do {
      _ = try DateWord(text, for: "--date")
    } catch {
      #expect(error.message.hasPrefix(message), "\(error.message)")
    }
  }

  @Test("a range is 1940-01-01 to 15 days ahead, first before last")
  func range() throws {
    let week = DateRange(from: .fromToday(-7), to: .fromToday(0))
    #expect(try week.period(today: today) == DayPeriod(first: today - 7, last: today))
    let ahead = DateRange(from: .fromToday(15), to: .fromToday(15))
    #expect(try ahead.period(today: today).count == 1)
    for (from, to) in [(-10_959, -10_959), (today, today + 16), (today, today - 1)] {
      #expect(throws: UsageError.self) {
        try DateRange(from: .date(from), to: .date(to)).period(today: today)
      }
    }
  }
}
