import Foundation
import WeatherCore

/// One day of the report: its date, low and high, and sun times, then its four parts
/// (`DayParts`), laid out for the width there is.
///
/// At 125 columns and more the four parts stand side by side in a frame, as in wttr.in; from
/// 60 columns in two rows of two; below that, one part after another without a frame. Each
/// part in a frame has wttr.in's picture beside its condition, temperature (feels like),
/// wind, and chance and amount of precipitation; a part in the list has its small symbol.
struct DayTable {
  let day: DailyForecast
  let forecast: Forecast
  let values: ReportValues
  /// The names of days and months.
  let dates: ForecastValues
  /// The sun on each day.
  let sky: Sky
  let unicode: Bool

  /// The widest a part's box grows, so long conditions are cut less on a wide terminal
  /// without the table stretching across it.
  static let widestPart = 44

  /// The day's lines, none wider than `width`.
  func lines(width: Int) -> [StyledLine] {
    let columns = width >= 125 ? 4 : width >= 60 ? 2 : 1
    guard columns > 1 else { return list(width: width) }
    let inner = min(Self.widestPart, (width - 1) / columns - 1)
    return grid(columns: columns, inner: inner)
  }

  // MARK: - The heading

  private var heading: [StyledLine] {
    let label = StyledLine(dates.dayLabel(day.date), style: ReportColors.bold)
    return [label, values.range(low: day.temperatureMin, high: day.temperatureMax)]
  }

  private var sun: [StyledLine] {
    sky.sun(on: day.date).map(values.sun) ?? []
  }

  // MARK: - The framed grid

  /// The day framed: its heading across, then its parts in rows of `columns`. A row whose
  /// parts have all passed (or lie beyond the steps) is left out; a day with no part at all
  /// shows the daily forecast's summary under its heading instead.
  private func grid(columns: Int, inner: Int) -> [StyledLine] {
    let frame = Frame(unicode: unicode)
    let full = columns * (inner + 1) - 1
    let parts = DayParts.parts(of: day.date, in: forecast)
    let rows = stride(from: 0, to: parts.count, by: columns)
      .map { Array(parts[$0..<min($0 + columns, parts.count)]) }
      .filter { row in row.contains { $0.step != nil } }
    var lines = [frame.rule(.top, [full])]
    lines += Flow.lines([heading + sun], width: full - 2, ellipsis: values.ellipsis).map {
      frame.row([StyledLine(" ") + $0], inner: [full])
    }
    guard !rows.isEmpty else {
      lines += Flow.lines([summary], width: full - 2, ellipsis: values.ellipsis).map {
        frame.row([StyledLine(" ") + $0], inner: [full])
      }
      return lines + [frame.rule(.bottom, [full])]
    }
    let widths = Array(repeating: inner, count: columns)
    for (index, row) in rows.enumerated() {
      let cells = row.map { cell($0, inner: inner) }
      lines.append(frame.rule(index == 0 ? .splitting : .middle, widths))
      for line in 0..<(cells.first?.count ?? 0) {
        lines.append(frame.row(cells.map { $0[line] }, inner: widths))
      }
    }
    lines.append(frame.rule(.bottom, widths))
    return lines
  }

  /// What the daily forecast says of a day the steps do not reach: its condition, strongest
  /// wind, and chance and amount of precipitation.
  private var summary: [StyledLine] {
    [
      StyledLine(values.shown(dates.condition(day.condition))), values.wind(day.wind),
      values.precipitation(
        chance: day.precipitationProbability, millimetres: day.precipitation, hours: 1),
    ].compactMap { $0 }.filter { $0.width > 0 }
  }

  /// A part in a frame: its name and hour centred, then the picture and five lines of text;
  /// a part with no step shows its name alone, faint.
  private func cell(_ part: DayParts.Part, inner: Int) -> [StyledLine] {
    guard let step = part.step else {
      let title = StyledLine(label(part), style: ReportColors.faint)
      return [title.padded(to: inner, centred: true, ellipsis: values.ellipsis)]
        + Array(repeating: StyledLine(), count: 5)
    }
    let title = StyledLine(label(part), style: ReportColors.bold)
      .padded(to: inner, centred: true, ellipsis: values.ellipsis)
    let text = inner - ConditionPicture.width - 2
    let condition = Flow.wrapped(
      values.shown(dates.condition(step.condition)), width: text, limit: 2,
      ellipsis: values.ellipsis)
    let facts =
      condition.map { StyledLine($0) }
      + [values.temperature(step.temperature, feelsLike: step.feelsLike)]
      + [values.wind(step.wind) ?? StyledLine("?")]
      + [precipitation(step) ?? StyledLine()]
    let picture = ConditionPicture.lines(
      ConditionSymbol(step.condition?.kind ?? .unknown),
      night: step.condition?.icon?.hasSuffix("n") ?? false, unicode: unicode)
    return [title]
      + picture.enumerated().map { row, art in
        let fact = row < facts.count ? facts[row] : StyledLine()
        return (StyledLine(" ") + art + " " + fact).padded(to: inner, ellipsis: values.ellipsis)
      }
  }

  // MARK: - The list

  private func list(width: Int) -> [StyledLine] {
    var lines = Flow.lines([heading], width: width, ellipsis: values.ellipsis)
    lines += Flow.lines([sun], width: width - 2, ellipsis: values.ellipsis).map {
      StyledLine("  ") + $0
    }
    let parts = DayParts.parts(of: day.date, in: forecast)
    if parts.allSatisfy({ $0.step == nil }) {
      lines += Flow.lines([summary], width: width - 2, ellipsis: values.ellipsis).map {
        StyledLine("  ") + $0
      }
    }
    for part in parts {
      guard let step = part.step else { continue }
      let symbol = ConditionSymbol(step.condition?.kind ?? .unknown)
      let title =
        StyledLine(label(part), style: ReportColors.bold) + " "
        + (unicode
          ? symbol.emoji(night: step.condition?.icon?.hasSuffix("n") ?? false) : symbol.plain)
      let facts = [
        values.temperature(step.temperature, feelsLike: step.feelsLike),
        values.wind(step.wind), precipitation(step),
      ].compactMap { $0 }
      lines += Flow.lines([[title]], width: width - 2, ellipsis: values.ellipsis).map {
        StyledLine("  ") + $0
      }
      lines += Flow.lines(
        [[StyledLine(values.shown(dates.condition(step.condition)))], facts], width: width - 4,
        ellipsis: values.ellipsis
      ).map { StyledLine("    ") + $0 }
    }
    return lines
  }

  // MARK: - Parts

  /// `Morning 09:00`: the part's name and the hour of the step shown, which is the part's own
  /// hour unless the provider's steps fall elsewhere; the part's own hour when it has none.
  private func label(_ part: DayParts.Part) -> String {
    let name = values.words.parts[part.index]
    guard let step = part.step else {
      let hour = DayParts.hours[part.index]
      return name + " " + (hour < 10 ? "0" : "") + String(hour) + ":00"
    }
    return name + " " + values.clock(step.time)
  }

  private func precipitation(_ step: HourlyForecast) -> StyledLine? {
    values.precipitation(
      chance: step.precipitationProbability, millimetres: step.precipitation,
      hours: step.hours)
  }
}
