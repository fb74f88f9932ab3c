import Foundation
import WeatherCore

/// When the text a watch shows may change with time alone, with no request: a stale answer's
/// age reaching its next whole unit (`12m` to `13m`), the sun rising or setting at a place
/// (the day and night symbols and keys), the place's midnight (the sun's times of a new day),
/// the moon's next whole day. The watch wakes then, draws its answers again, and prints them
/// only if they changed; between those moments it sleeps.
enum WatchRedraw {
  /// The first moment after `now` when the text shown for `answers` (each report, with how
  /// old it is at `now` when it is a stale one) may change.
  static func nextChange(after now: Date, answers: [(report: Report, staleAge: Double?)])
    -> Date?
  {
    answers.flatMap { moments(after: now, of: $0.report, staleAge: $0.staleAge) }.min()
  }

  private static func moments(after now: Date, of report: Report, staleAge: Double?) -> [Date] {
    var moments: [Date] = []
    if let staleAge { moments.append(now + StaleAge.untilChange(staleAge)) }
    let offset = Double(report.utcOffset)
    let localDays = ((now.timeIntervalSince1970 + offset) / 86_400).rounded(.down)
    moments.append(Date(timeIntervalSince1970: (localDays + 1) * 86_400 - offset))
    if let sun = SunTimes(
      coordinate: report.place.coordinate, dayContaining: now, utcOffset: report.utcOffset)
    {
      moments += [sun.sunrise.date, sun.sunset.date].compactMap { $0 }.filter { $0 > now }
    }
    if let moon = MoonPhase(at: now) {
      moments.append(now + (1 - moon.age.truncatingRemainder(dividingBy: 1)) * 86_400)
    }
    return moments
  }
}

extension OutputForm {
  /// Whether a watch draws this form's answers again when time alone changes them: the forms
  /// people and bars read. JSON, CSV and Prometheus keep what the round saw (their ages in
  /// seconds would change every second).
  var showsPassingTime: Bool {
    switch self {
    case .human, .report, .template, .bar: true
    case .json, .csv, .prometheus: false
    }
  }
}
