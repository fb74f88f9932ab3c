import Foundation
import WeatherCore

/// The top of the report: the place and its local date and time, then the picture of the sky
/// with the weather now beside it, as wttr.in draws it, and more than wttr.in says: feels
/// like, gusts, humidity, the last hour's precipitation, UV, the sun's times and the moon.
///
/// ```
/// Zocca, IT  Tue 30 Aug 16:43
///      .-.      moderate rain
///     (   ).    25(26)°C
///    (___(__)   ↓ 0.6-1.2 m/s
///     ‘ ‘ ‘ ‘   humidity 64%  precipitation 3.2mm
///    ‘ ‘ ‘ ‘    sunrise 06:36  sunset 20:03  🌖 waning gibbous
/// ```
struct CurrentBlock {
  let report: FormattedReport
  let values: ReportValues
  let unicode: Bool

  /// The block's lines, none wider than `width`.
  func lines(width: Int) -> [StyledLine] {
    let observation = report.report.observation
    let heading = StyledLine(values.shown(report.label), style: ReportColors.bold)
    let local = CivilTime(observation.observedAt, offset: values.offset)
    let when = (report.forecast?.dayLabel(local.dateText) ?? local.dateText) + " " + local.timeText
    let stale =
      (report.staleAge.map { "  (" + StaleAge.text($0) + " ago)" } ?? "")
      + (report.report.observationAge.map { "  (observed " + StaleAge.text($0) + " ago)" } ?? "")
      + (report.fallbackNote.map { "  " + $0 } ?? "")
    // The alerts in force (`--alerts`), bold, under the place.
    let alerts = report.alertLines(color: false).map { line in
      let text = String(line.drop { $0 == " " })
      return StyledLine(
        unicode ? text : text.replacing("⚠", with: "!"), style: ReportColors.bold)
    }
    let compared = report.comparisonText(unicode: unicode).map { [[StyledLine($0)]] } ?? []
    let header = Flow.lines(
      [[heading, StyledLine(when + stale)]] + alerts.map { [$0] } + compared, width: width,
      ellipsis: values.ellipsis)
    let condition = observation.conditions.first
    let picture = ConditionPicture.lines(
      ConditionSymbol(condition?.kind ?? .unknown),
      night: condition?.icon?.hasSuffix("n") ?? false, unicode: unicode)
    // The picture, then two spaces; without room for text beside it, the text alone.
    let indent = ConditionPicture.width + 3
    guard width >= indent + 16 else { return header + facts(width: width) }
    let beside = facts(width: width - indent)
    let rows = max(picture.count, beside.count)
    return header
      + (0..<rows).map { row in
        let art = row < picture.count ? picture[row] : StyledLine()
        let text = row < beside.count ? beside[row] : StyledLine()
        return StyledLine(" ") + art.padded(to: ConditionPicture.width, ellipsis: values.ellipsis)
          + "  " + text
      }
  }

  /// What is known of the weather now, on lines of at most `width` columns.
  private func facts(width: Int) -> [StyledLine] {
    let observation = report.report.observation
    let words = values.words
    let wind = Wind(
      speed: observation.windSpeed, direction: observation.windDirection,
      gust: observation.windGust)
    var feelsLike: [StyledLine] = []
    if let kelvin = observation.feelsLike,
      values.temperature(kelvin).plain != values.temperature(observation.temperature).plain
    {
      feelsLike = [StyledLine(words.feelsLike + " ") + values.temperature(kelvin)]
    }
    var measures: [StyledLine] = []
    if let humidity = report.humidity {
      measures.append(StyledLine(words.humidity + " " + humidity))
    }
    if let amount = report.precipitation {
      measures.append(StyledLine(words.precipitation + " " + amount))
    }
    if let index = report.uvIndex { measures.append(StyledLine(words.uv + " " + index)) }
    if let air = report.airQualityText { measures.append(StyledLine(air)) }
    let sky = [sun, moon].compactMap { $0 }.flatMap { $0 }
    return Flow.lines(
      [
        [StyledLine(values.shown(report.conditions.joined(separator: ", ")))],
        [values.temperature(observation.temperature)] + feelsLike,
        values.wind(wind).map { [$0] } ?? [], measures, sky,
      ], width: width, ellipsis: values.ellipsis)
  }

  /// Sunrise and sunset on the place's date today.
  private var sun: [StyledLine]? {
    report.sky.sun.map(values.sun)
  }

  /// `🌖 waning gibbous`, the emoji only where the locale takes it.
  private var moon: [StyledLine]? {
    report.sky.moon.map { moon in
      [StyledLine((unicode ? moon.phase.emoji + " " : "") + values.words.phase(moon.phase))]
    }
  }
}
