import Foundation
import WeatherCore

/// The report's values as styled text: temperatures and wind in wttr.in's colours, arrows or
/// compass points by the locale, times in the place's own clock, words in the language asked.
struct ReportValues: Sendable {
  let units: UnitSystem
  /// The unit wind is shown in (`--wind`).
  let windUnit: SpeedUnit
  /// Whether arrows may be drawn (a UTF-8 locale), else compass points.
  let unicode: Bool
  let words: ReportWords
  /// The place's offset from UTC, in seconds.
  let offset: Int

  /// `15°C`, the number in its colour.
  func temperature(_ kelvin: Double) -> StyledLine {
    number(kelvin) + degrees
  }

  /// What ends text cut short: `…`, or `...` without Unicode.
  var ellipsis: String { unicode ? "…" : "..." }

  /// Text cut short before the report took it (a name of over 100 characters) ending in
  /// `ellipsis` too.
  func shown(_ text: String) -> String {
    unicode ? text : text.replacing("…", with: ellipsis)
  }

  /// `°C`, or `C` without Unicode.
  private var degrees: String {
    unicode ? units.temperatureSymbol : units.temperatureSymbol.replacing("°", with: "")
  }

  /// `15(13)°C`, as wttr.in writes a temperature and the one it feels like; `15°C` when they
  /// are the same or the second is unknown.
  func temperature(_ kelvin: Double, feelsLike: Double?) -> StyledLine {
    guard let feelsLike, number(feelsLike).plain != number(kelvin).plain else {
      return temperature(kelvin)
    }
    return number(kelvin) + "(" + number(feelsLike) + ")" + degrees
  }

  /// `-3 / 5°C`, a day's low and high; `?` for either unknown.
  func range(low: Double?, high: Double?) -> StyledLine {
    let side = { (kelvin: Double?) in kelvin.map(number) ?? StyledLine("?") }
    return side(low) + " / " + side(high) + degrees
  }

  private func number(_ kelvin: Double) -> StyledLine {
    StyledLine(
      NumberText.whole(units.temperature(kelvin: kelvin)),
      style: ReportColors.temperature(kelvin: kelvin))
  }

  /// `↙ 3.1-6.0 m/s` (the arrow points the way the wind blows, as wttr.in draws it), or
  /// `NE 3.1-6.0 m/s` without Unicode (the point it blows from); gusts after the dash when
  /// they are stronger; `nil` without a speed.
  func wind(_ wind: Wind) -> StyledLine? {
    guard let speed = wind.speed else { return nil }
    var line = StyledLine()
    if let degrees = wind.direction, degrees.isFinite {
      let sector = Int((degrees.truncatingRemainder(dividingBy: 360) + 360) / 45 + 0.5) % 8
      line =
        StyledLine(
          unicode ? Self.arrows[sector] : Self.points[sector], style: ReportColors.bold) + " "
    }
    line = line + self.speed(speed)
    if let gust = wind.gust, self.speed(gust).plain != self.speed(speed).plain, gust > speed {
      line = line + "-" + self.speed(gust)
    }
    return line + " " + windUnit.symbol
  }

  /// One decimal in m/s, whole numbers in km/h, mph and knots, as the one line writes them.
  private func speed(_ metresPerSecond: Double) -> StyledLine {
    StyledLine(
      NumberText.fixed(
        windUnit.speed(metresPerSecond: metresPerSecond),
        places: windUnit == .metresPerSecond ? 1 : 0),
      style: ReportColors.wind(metresPerSecond: metresPerSecond))
  }

  /// `40% 0.2mm`, or `0.6mm/3h` for a 3-hour step: chance and amount, each when known.
  func precipitation(chance: Double?, millimetres: Double?, hours: Int) -> StyledLine? {
    let amount = millimetres.map {
      NumberText.fixed(units.precipitation(millimetres: $0), places: units == .imperial ? 2 : 1)
        + units.precipitationSymbol + (hours > 1 ? "/\(hours)h" : "")
    }
    let parts = [chance.map { NumberText.whole($0) + "%" }, amount].compactMap { $0 }
    return parts.isEmpty ? nil : StyledLine(parts.joined(separator: " "))
  }

  /// `sunrise 07:12`, `sunset 17:20`, or what happens instead on a polar day or night.
  func sun(_ times: SunTimes) -> [StyledLine] {
    switch (times.sunrise, times.sunset) {
    case (.alwaysUp, _), (_, .alwaysUp): [StyledLine(words.sunUpAllDay)]
    case (.alwaysDown, _), (_, .alwaysDown): [StyledLine(words.sunDownAllDay)]
    default:
      [
        StyledLine(words.sunrise + " " + (times.sunrise.date.map(clock) ?? "--")),
        StyledLine(words.sunset + " " + (times.sunset.date.map(clock) ?? "--")),
      ]
    }
  }

  /// `14:05`, the place's wall-clock time of `date`.
  func clock(_ date: Date) -> String {
    CivilTime(date, offset: offset).timeText
  }

  /// The arrow of each eighth of the compass, by the point the wind blows from, north first.
  private static let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
  /// The points of the compass, north first.
  private static let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
}
