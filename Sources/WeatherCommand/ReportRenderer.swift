import Foundation
import WeatherCore

/// Turns a report into one line of output: for people, as JSON, or from a template.
struct ReportRenderer: Sendable {
  let units: TemperatureUnit
  /// The provider's name, as JSON's `provider`.
  let provider: String
  /// Whether the human line may use ANSI colour.
  let color: Bool

  /// The line in the form `output` asks for.
  func line(_ report: Report, query: String, output: OutputForm) -> String {
    switch output {
    case .human: human(report)
    case .json: json(report, query: query)
    case .template(let template): render(template, report)
    }
  }

  /// `Seoul, KR  15°C  clear sky`.
  func human(_ report: Report) -> String {
    let temperature = TemperatureFormatter.forPeople(
      kelvin: report.observation.temperature, in: units)
    let painted =
      color ? Self.paint(temperature, kelvin: report.observation.temperature) : temperature
    let condition = report.observation.conditions.map(\.description).joined(separator: ", ")
    return [label(report.place), painted, condition].filter { !$0.isEmpty }
      .joined(separator: "  ")
  }

  /// One JSON object in the documented shape.
  func json(_ report: Report, query: String) -> String {
    let observation = report.observation
    let place = report.place
    let temperature = { (kelvin: Double?) in
      JSONValue.measure(kelvin.map { TemperatureFormatter.value(kelvin: $0, in: units) })
    }
    let condition = observation.conditions.first.map { condition in
      JSONValue.object([
        ("id", .integer(condition.id)), ("main", .string(condition.main)),
        ("description", .string(condition.description)),
        ("icon", condition.icon.map(JSONValue.string) ?? .null),
      ])
    }
    return JSONValue.object([
      ("query", .string(query)),
      ("provider", .string(provider)),
      (
        "location",
        .object([
          ("name", place.name.isEmpty ? .null : .string(place.name)),
          ("country", place.country.map(JSONValue.string) ?? .null),
          ("state", place.state.map(JSONValue.string) ?? .null),
          ("lat", .coordinate(place.coordinate.latitude)),
          ("lon", .coordinate(place.coordinate.longitude)),
        ])
      ),
      ("units", .string(units.rawValue)),
      ("temperature", temperature(observation.temperature)),
      ("feels_like", temperature(observation.feelsLike)),
      ("temp_min", temperature(observation.temperatureMin)),
      ("temp_max", temperature(observation.temperatureMax)),
      ("humidity", .whole(observation.humidity)),
      ("pressure", .whole(observation.pressure)),
      (
        "wind",
        .object([
          ("speed", .measure(speed(observation.windSpeed))),
          ("deg", .whole(observation.windDirection)),
          ("gust", .measure(speed(observation.windGust))),
        ])
      ),
      ("condition", condition ?? .null),
      ("observed_at", .string(observation.observedAt.ISO8601Format())),
      ("timezone_offset", observation.timezoneOffset.map(JSONValue.integer) ?? .null),
    ]).text
  }

  /// The template filled in; a field the answer lacks prints as `?`.
  func render(_ template: FormatTemplate, _ report: Report) -> String {
    template.parts.map { part in
      switch part {
      case .literal(let text): text
      case .field(let field): value(of: field, report)
      }
    }.joined()
  }

  private func value(of field: FormatTemplate.Field, _ report: Report) -> String {
    let observation = report.observation
    switch field {
    case .location:
      return label(report.place)
    case .temperature:
      return TemperatureFormatter.forPeople(kelvin: observation.temperature, in: units)
    case .feelsLike:
      return observation.feelsLike.map { TemperatureFormatter.forPeople(kelvin: $0, in: units) }
        ?? "?"
    case .condition:
      return observation.conditions.first?.description ?? "?"
    case .humidity:
      return observation.humidity.map { TemperatureFormatter.wholeNumber($0) + "%" } ?? "?"
    case .pressure:
      return observation.pressure.map { TemperatureFormatter.wholeNumber($0) + "hPa" } ?? "?"
    case .wind:
      guard let speed = speed(observation.windSpeed) else { return "?" }
      let arrow = observation.windDirection.map(Self.arrow) ?? ""
      return arrow + Self.oneDecimal(speed) + units.speedSymbol
    case .observedAt:
      return observation.observedAt.ISO8601Format()
    }
  }

  /// `Seoul, KR`; `Springfield, IL, US` in the US; the coordinates where the answer has no name.
  func label(_ place: Place) -> String {
    guard !place.name.isEmpty else {
      return "\(Self.oneDecimal(place.coordinate.latitude, places: 4)),"
        + Self.oneDecimal(place.coordinate.longitude, places: 4)
    }
    let state = place.country == "US" ? place.state : nil
    return ([place.name, state, place.country].compactMap { $0 }.filter { !$0.isEmpty })
      .joined(separator: ", ")
  }

  /// Metres per second converted to the unit's speed (miles per hour for imperial).
  private func speed(_ metresPerSecond: Double?) -> Double? {
    metresPerSecond.map { units == .imperial ? $0 * 3600 / 1609.344 : $0 }
  }

  private static func oneDecimal(_ value: Double, places: Int = 1) -> String {
    guard value.isFinite else { return "?" }
    var text = String(format: "%.\(places)f", locale: Locale(identifier: "en_US_POSIX"), value)
    while places > 1, text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The direction the wind blows toward, as wttr.in shows it: wind from the north is `↓`.
  private static func arrow(_ degrees: Double) -> String {
    guard degrees.isFinite else { return "" }
    let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
    let sector = Int((degrees.truncatingRemainder(dividingBy: 360) + 360) / 45 + 0.5) % 8
    return arrows[sector]
  }

  /// ANSI colour by temperature: blue at or below freezing, up to red at 30°C and above.
  private static func paint(_ text: String, kelvin: Double) -> String {
    let celsius = kelvin - 273.15
    let code =
      switch celsius {
      case ...0: "34"
      case ..<10: "36"
      case ..<20: "32"
      case ..<30: "33"
      default: "31"
      }
    return "\u{1B}[1;\(code)m\(text)\u{1B}[0m"
  }
}
