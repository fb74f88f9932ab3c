import WeatherCore

/// A `--format` template such as `%T %l %t`, with wttr.in's letters where they exist and
/// `%{…}` tokens for the forecast.
struct FormatTemplate: Sendable, Equatable {
  /// One piece of a template.
  enum Part: Sendable, Equatable {
    /// Text printed as it is.
    case literal(String)
    /// A field of the current weather.
    case field(Field)
    /// A value from the forecast.
    case forecast(ForecastToken)
  }

  /// The fields a template can show.
  enum Field: Character, Sendable, CaseIterable {
    /// `%l`: the location, such as `Seoul, KR`.
    case location = "l"
    /// `%t`: the temperature, such as `15°C`.
    case temperature = "t"
    /// `%f`: the perceived temperature.
    case feelsLike = "f"
    /// `%C`: the condition, such as `clear sky`.
    case condition = "C"
    /// `%h`: relative humidity, such as `55%`.
    case humidity = "h"
    /// `%w`: wind, such as `↙3.6m/s`.
    case wind = "w"
    /// `%p`: pressure, such as `1015hPa`.
    case pressure = "p"
    /// `%T`: the observation time, ISO 8601 UTC.
    case observedAt = "T"
    /// `%S`: with `--stale`, empty for a fresh answer and the age (`2h`) of a stale one.
    case stale = "S"
  }

  /// The template's pieces in order.
  let parts: [Part]

  /// Reads a template; `%%` is a literal `%`.
  /// - Throws: `UsageError` for an unknown letter or token, or a `%` at the end.
  init(parsing text: String) throws(UsageError) {
    var parts: [Part] = []
    var literal = ""
    var rest = text[...]
    func add(_ part: Part) {
      if !literal.isEmpty { parts.append(.literal(literal)) }
      literal = ""
      parts.append(part)
    }
    while let character = rest.popFirst() {
      guard character == "%" else {
        literal.append(character)
        continue
      }
      guard let letter = rest.popFirst() else {
        throw UsageError("--format ends with a lone %; write %% for a percent sign")
      }
      if letter == "%" {
        literal.append("%")
      } else if letter == "{" {
        guard let close = rest.firstIndex(of: "}") else {
          throw UsageError("--format has a %{ with no closing }")
        }
        add(.forecast(try ForecastToken(parsing: String(rest[..<close]))))
        rest = rest[rest.index(after: close)...]
      } else if let field = Field(rawValue: letter) {
        add(.field(field))
      } else {
        throw UsageError("--format has an unknown letter %\(letter)")
      }
    }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    self.parts = parts
  }

  /// The forecast the template's tokens need: none when it has no `%{…}` token.
  var forecast: ForecastRequest {
    parts.reduce(ForecastRequest.none) { needed, part in
      guard case .forecast(let token) = part else { return needed }
      return ForecastRequest(
        hours: max(needed.hours, token.hoursNeeded), days: max(needed.days, token.daysNeeded))
    }
  }
}

/// A forecast token of a template, as written between `%{` and `}`.
enum ForecastToken: Sendable, Equatable {
  /// `high`, `high+N`: the highest temperature of today, or of N days on.
  case high(day: Int)
  /// `low`, `low+N`: the lowest temperature of today, or of N days on.
  case low(day: Int)
  /// `t+Nh`: the temperature N hours from now, at the nearest step.
  case temperature(hours: Int)
  /// `pop:Nh`: the highest chance of precipitation in the next N hours.
  case precipitationChance(hours: Int)
  /// `spark:Nh`: the temperature over the next N hours, one block character a step.
  case sparkline(hours: Int)

  /// Reads `high`, `low+2`, `t+4h`, `pop:12h` or `spark:24h`.
  /// - Throws: `UsageError` naming the token when it is none of these.
  init(parsing text: String) throws(UsageError) {
    func number(after prefix: String, suffix: String = "", in range: ClosedRange<Int>) -> Int? {
      guard text.hasPrefix(prefix), text.hasSuffix(suffix),
        text.count > prefix.count + suffix.count
      else { return nil }
      let digits = text.dropFirst(prefix.count).dropLast(suffix.count)
      guard digits.allSatisfy(\.isASCII), let value = Int(digits), range.contains(value) else {
        return nil
      }
      return value
    }
    if text == "high" || text == "low" {
      self = text == "high" ? .high(day: 0) : .low(day: 0)
    } else if let day = number(after: "high+", in: 0...15) {
      self = .high(day: day)
    } else if let day = number(after: "low+", in: 0...15) {
      self = .low(day: day)
    } else if let hours = number(after: "t+", suffix: "h", in: 1...384) {
      self = .temperature(hours: hours)
    } else if let hours = number(after: "pop:", suffix: "h", in: 1...384) {
      self = .precipitationChance(hours: hours)
    } else if let hours = number(after: "spark:", suffix: "h", in: 1...384) {
      self = .sparkline(hours: hours)
    } else {
      let known = Self.forms.map { "%{\($0.form)}" }
      throw UsageError(
        "--format has an unknown token %{\(SafeText.line(text, limit: 40))}; use "
          + known.dropLast().joined(separator: ", ") + " or " + (known.last ?? ""))
    }
  }

  /// Every token as written, with what it prints, for `FormatLetter`.
  static let forms: [(form: String, meaning: String)] = [
    ("high", "today's high"), ("low", "today's low"), ("high+N", "high N days on"),
    ("low+N", "low N days on"), ("t+Nh", "temp. in N hours"),
    ("pop:Nh", "precip. chance, N hours"), ("spark:Nh", "temp. bars, N hours"),
  ]

  var daysNeeded: Int {
    switch self {
    case .high(let day), .low(let day): day + 1
    default: 0
    }
  }

  var hoursNeeded: Int {
    switch self {
    case .temperature(let hours), .precipitationChance(let hours), .sparkline(let hours): hours
    default: 0
    }
  }
}
