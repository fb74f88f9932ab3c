/// A `--format` template such as `%T %l %t`, with wttr.in's letters where they exist.
package struct FormatTemplate: Sendable, Equatable {
  /// One piece of a template.
  package enum Part: Sendable, Equatable {
    /// Text printed as it is.
    case literal(String)
    /// A field of the report.
    case field(Field)
  }

  /// The fields a template can show.
  package enum Field: Character, Sendable {
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
  }

  /// The template's pieces in order.
  package let parts: [Part]

  /// Reads a template; `%%` is a literal `%`.
  /// - Throws: `UsageError` for an unknown letter or a `%` at the end.
  package init(parsing text: String) throws(UsageError) {
    var parts: [Part] = []
    var literal = ""
    var iterator = text.makeIterator()
    while let character = iterator.next() {
      guard character == "%" else {
        literal.append(character)
        continue
      }
      guard let letter = iterator.next() else {
        throw UsageError("--format ends with a lone %; write %% for a percent sign")
      }
      if letter == "%" {
        literal.append("%")
      } else if let field = Field(rawValue: letter) {
        if !literal.isEmpty { parts.append(.literal(literal)) }
        literal = ""
        parts.append(.field(field))
      } else {
        throw UsageError("--format has an unknown letter %\(letter); see weather --help")
      }
    }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    self.parts = parts
  }
}
