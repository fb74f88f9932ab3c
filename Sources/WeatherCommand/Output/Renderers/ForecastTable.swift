import WeatherCore

/// The forecast as aligned rows under the current line, at most 80 columns: the days, then
/// the hours, sharing one set of columns; on a terminal, a header names the columns of each.
///
/// ```
///               condition               min / max  chance  precip  wind
///   Mon 23 Nov  light snow               -9 /  -3°C   80%   1.2mm  ↙3.1m/s
///               condition                    temp  chance  precip  wind
///   15:00       light snow                     -6°C   80%   0.4mm  ↙3.2m/s
/// ```
struct ForecastTable: Sendable {
  let values: ForecastValues
  let color: Bool
  /// Whether a header line names the columns (for people at a terminal, not in a pipe).
  var header = false

  /// The rows: one per day, then one per hourly step.
  var rows: [String] {
    let forecast = values.forecast
    var lastDate = values.local(values.now).dateText
    let hours = forecast.hourly.map { step in
      let local = values.local(step.time)
      // A step on another day than the one before it names its weekday.
      let label =
        local.dateText == lastDate
        ? local.timeText : values.weekday(local) + " " + local.timeText
      lastDate = local.dateText
      return row(
        label: label, condition: step.condition, temperature: temperature(step.temperature),
        chance: step.precipitationProbability, amount: step.precipitation, wind: step.wind)
    }
    let days = forecast.daily.map { day in
      row(
        label: values.dayLabel(day.date), condition: day.condition,
        temperature: range(day.temperatureMin, day.temperatureMax),
        chance: day.precipitationProbability, amount: day.precipitation, wind: day.wind)
    }
    guard header else { return days + hours }
    let words = values.columns
    return (days.isEmpty ? [] : [heading(temperature: pad(words.range, 11))] + days)
      + (hours.isEmpty
        ? [] : [heading(temperature: pad(words.temperature, 9, right: true) + "  ")] + hours)
  }

  /// The header over the rows, in their columns, in the language asked for; `temperature`
  /// fills the 11 columns of `-9 /  -3°C`, and `chance` and `precip` end where their numbers do.
  private func heading(temperature: String) -> String {
    let words = values.columns
    return "  " + pad("", labelWidth) + "  " + pad(words.condition, 22) + "  " + temperature
      + pad(words.chance, 6, right: true) + "  " + pad(words.precipitation, 6, right: true) + "  "
      + words.wind
  }

  /// The label column: 10 wide, or wider for a language whose day labels are longer.
  private var labelWidth: Int {
    max(10, values.forecast.daily.map { DisplayWidth.of(values.dayLabel($0.date)) }.max() ?? 0)
  }

  private func row(
    label: String, condition: Condition?, temperature: String, chance: Double?,
    amount: Double?, wind: Wind
  ) -> String {
    "  " + pad(label, labelWidth) + "  " + pad(values.condition(condition), 22) + "  " + temperature
      + "  " + pad(values.percent(chance), 4, right: true)
      + "  " + pad(values.precipitation(amount), 6, right: true)
      + "  " + values.wind(wind)
  }

  /// `-9 / -3°C`, each number right-aligned, in 11 columns.
  private func range(_ low: Double?, _ high: Double?) -> String {
    let number = { (kelvin: Double?) in
      kelvin.map { NumberText.whole(values.units.temperature(kelvin: $0)) } ?? "?"
    }
    let text = pad(number(low), 3, right: true) + " / " + pad(number(high), 3, right: true)
    return painted(text, kelvin: high) + values.units.temperatureSymbol
      + String(repeating: " ", count: 2 - values.units.temperatureSymbol.count)
  }

  /// `-6°C`, right-aligned in the same 11 columns.
  private func temperature(_ kelvin: Double) -> String {
    let number = NumberText.whole(values.units.temperature(kelvin: kelvin))
    return painted(pad(number, 9, right: true), kelvin: kelvin)
      + values.units.temperatureSymbol
      + String(repeating: " ", count: 2 - values.units.temperatureSymbol.count)
  }

  private func painted(_ text: String, kelvin: Double?) -> String {
    guard color, let kelvin else { return text }
    return HumanRenderer.paint(text, kelvin: kelvin)
  }

  /// `text` cut or padded with spaces to `width` columns.
  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    DisplayWidth.padded(text, to: width, right: right)
  }
}
