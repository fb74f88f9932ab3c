import WeatherCore

/// A day as a person writes it: `2024-07-01`, `yesterday`, `today`, `tomorrow`, `-3d`, `+2d`.
/// Read when the command line is; told as a day only against today (`day(today:)`).
enum DateWord: Sendable, Equatable {
  /// A date, in days since 1970-01-01.
  case date(Int)
  /// Days from today: -1 for yesterday.
  case fromToday(Int)

  /// Reads `text`.
  /// - Throws: A `UsageError` naming `option` for anything else, an impossible date
  ///   (`2024-02-30`) included.
  init(_ text: String, for option: String) throws(UsageError) {
    switch text.lowercased() {
    case "today": self = .fromToday(0)
    case "yesterday": self = .fromToday(-1)
    case "tomorrow": self = .fromToday(1)
    default:
      if let day = DayPeriod.day(text) {
        self = .date(day)
      } else if let days = Self.relative(text) {
        self = .fromToday(days)
      } else if text.utf8.count == 10, text.utf8.allSatisfy({ "0123456789-".utf8.contains($0) }) {
        throw UsageError("\(option) \(text) is no date in the calendar")
      } else {
        throw UsageError(
          "\(option) takes a date such as 2024-07-01, yesterday, today, tomorrow, -3d or +2d, "
            + "not \"\(SafeText.line(text, limit: 20))\"")
      }
    }
  }

  /// `-3d` as -3, `+2d` as 2; `nil` for anything else (at most five digits).
  private static func relative(_ text: String) -> Int? {
    guard let sign = text.first, sign == "-" || sign == "+", text.last == "d" else { return nil }
    let digits = text.dropFirst().dropLast()
    guard (1...5).contains(digits.count), digits.allSatisfy(\.isASCII),
      let count = Int(digits)
    else { return nil }
    return sign == "-" ? -count : count
  }

  /// The day this word stands for when today is `today`.
  func day(today: Int) -> Int {
    switch self {
    case .date(let day): day
    case .fromToday(let days): today + days
    }
  }
}
