import Foundation
import WeatherCore

/// The settings in `~/.config/weather/config`: lines of `key = value`, `#` comments.
///
/// A value may be quoted with `"` or `'`; a `#` after white space starts a comment. Lines end
/// with LF or CRLF. A line that is not `key = value`, a value with a control character or an
/// unterminated quote, an unknown key and a key given twice are errors naming the line: a
/// broken file never means a quiet fallback.
struct ConfigFile: Sendable, Equatable {
  /// The key from an `api_key` line, if there is one.
  var apiKey: String?
  /// `units = metric|imperial|standard`.
  var units: UnitSystem?
  /// `wind = kmh|ms|mph|kn`.
  var wind: SpeedUnit?
  /// `provider = NAME, NAME`: weather sources in failover order, or `auto`.
  var providers: [String]?
  /// `commercial = yes|no`: only sources whose terms allow commercial use.
  var commercial: Bool?
  /// `lang = ko`.
  var language: String?
  /// `timeout = SECONDS`.
  var timeout: Double?
  /// `air = yes|no`: the air quality with every lookup, as `--air` asks.
  var air: Bool?
  /// `alerts = yes|no`: the weather alerts with every lookup, as `--alerts` asks.
  var alerts: Bool?
  /// `view = report|line`: the view at a terminal when no output form is given.
  var view: View?
  /// `contact = you@example.com`: a way to reach the operator, for the sources that ask for
  /// one (`WEATHER_CONTACT` wins over it).
  var contact: String?

  /// What `view` chooses.
  enum View: String, Sendable, Equatable {
    /// The one line (the default).
    case line
    /// `--report`.
    case report
  }
  /// `location = Seoul; London,GB`: the locations a run without any uses.
  var locations: [String] = []
  /// `place.home = 37.57,126.98`: locations by name, used as `@home`.
  var places: [String: String] = [:]

  /// The keys a file may set, as the error for an unknown one lists them.
  static let keys =
    "api_key, units, wind, provider, commercial, lang, timeout, air, alerts, view, contact, "
    + "location, place.NAME"

  /// A line that cannot be read; `line` counts from 1.
  struct ParseError: Error, Equatable {
    let line: Int
    let reason: String
  }

  /// Reads the file's bytes: UTF-8 text, no NUL, after the byte order mark some editors
  /// (Windows Notepad) put first.
  /// - Parameters:
  ///   - bytes: The file.
  ///   - sources: The sources `provider` may name.
  /// - Throws: `ParseError` naming the first line that is wrong, or that is not such text.
  init(parsing bytes: Data, sources: SourceTable = .standard) throws(ParseError) {
    let data = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
    {
      if line.contains(0) { throw ParseError(line: index + 1, reason: "holds a NUL character") }
      if String(validating: line, as: UTF8.self) == nil {
        throw ParseError(line: index + 1, reason: "is not UTF-8 text")
      }
    }
    try self.init(parsing: String(decoding: data, as: UTF8.self), sources: sources)
  }

  /// Reads the file's text; `sources` are those `provider` may name.
  /// - Throws: `ParseError` naming the first line that is wrong.
  init(parsing text: String, sources: SourceTable = .standard) throws(ParseError) {
    var seen: [String: Int] = [:]
    // Split by scalars: as Characters, "\r\n" is one, and never equal to "\n".
    let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, scalars) in lines.enumerated() {
      let number = index + 1
      let line = String(
        String.UnicodeScalarView(scalars.last == "\r" ? scalars.dropLast() : scalars))
      let content = Self.withoutComment(line).trimmingCharacters(in: .whitespaces)
      guard !content.isEmpty else { continue }
      guard let equals = content.firstIndex(of: "=") else {
        throw ParseError(line: number, reason: "expected key = value")
      }
      let key = content[..<equals].trimmingCharacters(in: .whitespaces)
      let value = try Self.value(
        content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces),
        line: number)
      if let first = seen[key] {
        throw ParseError(line: number, reason: "\(key) is set twice (first on line \(first))")
      }
      seen[key] = number
      guard !value.isEmpty else { throw ParseError(line: number, reason: "\(key) is empty") }
      do throws(UsageError) {
        try set(key, to: value, sources: sources)
      } catch {
        throw ParseError(line: number, reason: error.message)
      }
    }
  }

  /// Sets `key` from its text.
  /// - Throws: `UsageError` for an unknown key or a value the key does not take.
  private mutating func set(_ key: String, to value: String, sources: SourceTable)
    throws(UsageError)
  {
    switch key {
    case "api_key": apiKey = value
    case "units": units = try OptionValues.units(value)
    case "wind": wind = try OptionValues.wind(value)
    case "provider": providers = try OptionValues.providers(value, in: sources)
    case "commercial": commercial = try OptionValues.yesOrNo(value, for: key)
    case "lang": language = try OptionValues.language(value)
    case "timeout": timeout = try OptionValues.number(value, for: "timeout", in: 0.001...86_400)
    case "air": air = try OptionValues.yesOrNo(value, for: key)
    case "alerts": alerts = try OptionValues.yesOrNo(value, for: key)
    case "contact": contact = value
    case "view":
      guard let chosen = View(rawValue: value.lowercased()) else {
        throw UsageError("view takes line or report, not \"\(SafeText.line(value, limit: 20))\"")
      }
      view = chosen
    case "location":
      locations = value.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    case _ where key.hasPrefix("place.") && key.count > 6:
      let name = String(key.dropFirst(6))
      guard Self.isPlaceName(name) else {
        throw UsageError(
          "a place name takes letters, digits, - and _ only: \"\(SafeText.line(name, limit: 40))\"")
      }
      guard !value.contains(";") else {
        throw UsageError(
          "\(key) saves one location; a list is for location = \(SafeText.line(value, limit: 60))")
      }
      places[name] = value
    default:
      throw UsageError(
        "unknown setting \"\(SafeText.line(key, limit: 40))\" (expected \(Self.keys))")
    }
  }

  /// The value of every `api_key` line, whatever else the file holds, so that an error about
  /// another line can hide the key.
  static func apiKeys(in bytes: Data) -> [String] {
    let data = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap {
      let content = withoutComment(String($0))
      guard let equals = content.firstIndex(of: "="),
        content[..<equals].trimmingCharacters(in: .whitespaces) == "api_key"
      else { return nil }
      let text = content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      return (try? value(text, line: 0)) ?? text
    }
  }

  /// Whether `name` can be a saved place's, as in `place.NAME` and `@NAME`: letters, digits,
  /// `-` and `_`.
  static func isPlaceName(_ name: String) -> Bool {
    !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
  }

  /// The value without its quotes, refusing control characters and a quote left open.
  private static func value(_ text: String, line: Int) throws(ParseError) -> String {
    guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { throw ParseError(line: line, reason: "the value holds control characters") }
    guard let quote = text.first, quote == "\"" || quote == "'" else { return text }
    guard text.count >= 2, text.last == quote else {
      throw ParseError(line: line, reason: "the value's quote \(quote) is not closed")
    }
    return String(text.dropFirst().dropLast())
  }

  /// The line up to a `#` that starts it or follows white space, outside quotes.
  private static func withoutComment(_ line: String) -> String {
    var previous: Character = " "
    var quote: Character?
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'", previous == "=" || previous.isWhitespace {
        quote = character
      } else if character == "#", previous.isWhitespace {
        return String(line[..<index])
      }
      previous = character
    }
    return line
  }
}
