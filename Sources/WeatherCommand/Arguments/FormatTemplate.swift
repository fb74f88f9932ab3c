import WeatherCore

/// A `--format` template such as `%l: %c %t`, with wttr.in's letters and `%{…}` tokens for the
/// forecast, or one of wttr.in's four presets, `1` to `4`.
struct FormatTemplate: Sendable, Equatable {
  /// One piece of a template.
  enum Part: Sendable, Equatable {
    /// Text printed as it is.
    case literal(String)
    /// A field of the current weather.
    case field(Field)
    /// A value from the forecast.
    case forecast(ForecastToken)
    /// The air quality or the alerts.
    case extra(ExtraToken)
  }

  /// The fields a template can show: wttr.in's letters with wttr.in's meanings, and two of
  /// this tool's own (`FormatLetter` lists each with its words and an example).
  enum Field: Character, Sendable, CaseIterable {
    case conditionSymbol = "c"
    case condition = "C"
    case conditionPlain = "x"
    case humidity = "h"
    case temperature = "t"
    case feelsLike = "f"
    case wind = "w"
    case location = "l"
    case moonPhase = "m"
    case moonDay = "M"
    case precipitation = "p"
    case pressure = "P"
    case uvIndex = "u"
    case dawn = "D"
    case sunrise = "S"
    case noon = "z"
    case sunset = "s"
    case dusk = "d"
    case time = "T"
    case timeZone = "Z"
    /// Not wttr.in's: the observation time, ISO 8601 UTC, for logs.
    case observedAt = "I"
    /// Not wttr.in's: with `--stale`, empty for a fresh answer and the age (`2h`) of a stale one.
    case stale = "a"
  }

  /// The template's pieces in order.
  let parts: [Part]

  /// wttr.in's preset one-line formats, `--format 1` to `--format 4` (its README's "One-line
  /// output", and `PRECONFIGURED_FORMAT` in its `lib/view/line.py`), without their final
  /// `\n`: every line ends with one here.
  static let presets = [
    "1": "%c %t", "2": "%c 🌡️%t 🌬️%w", "3": "%l: %c %t", "4": "%l: %c 🌡️%t 🌬️%w",
  ]

  /// wttr.in letters this tool has no value for, and what to write instead.
  static let instead: [Character: String] = [
    "o": "%{pop:Nh} for the chance of precipitation",
    "i": "%c, %x or %C (condition codes here are OpenWeatherMap's)",
  ]

  /// Reads a template, or a preset's number; `%%` is a literal `%`.
  /// - Throws: `UsageError` for an unknown letter or token, or a `%` at the end.
  init(parsing written: String) throws(UsageError) {
    let text = Self.presets[written] ?? written
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
        let token = String(rest[..<close])
        if let extra = ExtraToken(rawValue: token) {
          add(.extra(extra))
        } else {
          add(.forecast(try ForecastToken(parsing: token)))
        }
        rest = rest[rest.index(after: close)...]
      } else if let field = Field(rawValue: letter) {
        add(.field(field))
      } else if letter == "H" || letter == "L" {
        add(.forecast(letter == "H" ? .high(day: 0) : .low(day: 0)))
      } else {
        throw UsageError(
          "--format has an unknown letter %\(SafeText.line(String(letter)))"
            + (Self.instead[letter].map { "; use \($0)" } ?? ""))
      }
    }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    self.parts = parts
  }

  /// The air quality and alerts the template's tokens need.
  var extras: Extras {
    ExtraToken.extras(
      parts.compactMap { part in
        guard case .extra(let token) = part else { return nil }
        return token
      })
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
  /// `spark:Nh`: the temperature over the next N hours, one block character a step; `spark`
  /// for the next 24.
  case sparkline(hours: Int)

  /// The hours `%{spark}` covers.
  static let sparklineHours = 24

  /// Reads `high`, `low+2`, `t+4h`, `pop:12h`, `spark` or `spark:24h`.
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
    } else if text == "spark" {
      self = .sparkline(hours: Self.sparklineHours)
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
      let known = (Self.forms.map(\.form) + ExtraToken.allCases.map(\.rawValue)).map { "%{\($0)}" }
      throw UsageError(
        "--format has an unknown token %{\(SafeText.line(text, limit: 40))}; use "
          + known.dropLast().joined(separator: ", ") + " or " + (known.last ?? ""))
    }
  }

  /// Every token as written, with what it prints, for `FormatLetter`.
  static let forms: [(form: String, meaning: String)] = [
    ("high", "max today"), ("low", "min today"), ("high+N", "day +N"), ("low+N", "day +N"),
    ("t+Nh", "temp. +Nh"), ("pop:Nh", "rain %"), ("spark", "24h bars"),
    ("spark:Nh", "bars"),
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
