// PrometheusText.swift
//
// A strict, dependency-free parser for the Prometheus text exposition format,
// version 0.0.4, written against the published description at
// https://prometheus.io/docs/instrumenting/exposition_formats/ ("Text format
// details"). It is meant for test suites: it accepts what the format allows and
// throws `TextFormatError` (1-based line number + reason) for anything else.
//
// What is enforced:
//   * Lines are separated by "\n"; the last line must end with "\n". A "\r" is not
//     whitespace, so CRLF input is rejected. Empty (or blank/tab-only) lines are ignored.
//   * Tokens may be separated by any number of blanks and/or tabs; leading and
//     trailing blanks/tabs are ignored.
//   * `#` lines are comments unless the first token after `#` is `HELP` or `TYPE`.
//     `# HELP name [docstring]`: docstring escapes are only `\\` and `\n`.
//     `# TYPE name type`: exactly two tokens, type one of counter, gauge,
//     histogram, summary, untyped. At most one HELP and one TYPE per name; both
//     must come before the family's first sample.
//   * Samples: `metric_name [ "{" label_name "=" "value" { "," ... } [ "," ] "}" ] value [ timestamp ]`.
//     Metric names match [a-zA-Z_:][a-zA-Z0-9_:]*, label names [a-zA-Z_][a-zA-Z0-9_]*,
//     label names starting with "__" are reserved and rejected, duplicate label
//     names are rejected. Label value escapes are only `\\`, `\"` and `\n`.
//     The UTF-8 quoted-name syntax (`{"my.metric", ...}`) is not part of the legacy
//     0.0.4 name rules and is rejected.
//   * value: Go `strconv.ParseFloat` syntax (decimal or hexadecimal floats,
//     digit-separating underscores per Go rules, case-insensitive NaN / [+-]Inf /
//     [+-]Infinity). Out-of-range values (e.g. 1e400) are errors, as in Go.
//   * timestamp: Go `strconv.ParseInt(s, 10, 64)` syntax (optional sign, decimal
//     digits, must fit in Int64), milliseconds since the epoch.
//   * All lines of one metric family form a single group; a family that shows up
//     again after another family is an error. The same metric name + label set
//     twice is an error.
//   * histogram `x`: samples are `x_bucket` (needs `le`), `x_sum`, `x_count`; bucket
//     `le` values increase within each series; every series needs an `le="+Inf"`
//     bucket whose value equals `x_count` (when present).
//     summary `x`: samples are `x` (needs `quantile`), `x_sum`, `x_count`; quantiles
//     increase within each series. `x_bucket`/`x_sum`/`x_count` samples are grouped
//     into the family `x` when `x` was typed histogram/summary.

/// One sample line. `name` is the name as written (e.g. `foo_bucket`), not the family name.
public struct PrometheusSample: Equatable, Sendable {
  /// The name.
  public let name: String
  /// The labels, by name.
  public let labels: [String: String]
  /// The value.
  public let value: Double
  /// The timestamp in milliseconds, when given.
  public let timestamp: Int64?

  /// Creates a value.
  public init(name: String, labels: [String: String] = [:], value: Double, timestamp: Int64? = nil)
  {
    self.name = name
    self.labels = labels
    self.value = value
    self.timestamp = timestamp
  }

  /// Like the synthesized equality, except that two NaN values compare equal
  /// (so parsed `NaN` samples can be compared with expected ones in tests).
  public static func == (lhs: PrometheusSample, rhs: PrometheusSample) -> Bool {
    lhs.name == rhs.name && lhs.labels == rhs.labels && lhs.timestamp == rhs.timestamp
      && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
  }
}

/// A metric family: the name from HELP/TYPE lines (or of its first sample), its
/// HELP text and TYPE (nil when the exposition has no such line), and its samples
/// in exposition order.
public struct PrometheusFamily: Equatable, Sendable {
  /// The name.
  public let name: String
  /// The HELP text, when given.
  public let help: String?
  /// The TYPE, when given.
  public let type: String?
  /// The samples, in order.
  public var samples: [PrometheusSample]

  /// Creates a value.
  public init(
    name: String, help: String? = nil, type: String? = nil, samples: [PrometheusSample] = []
  ) {
    self.name = name
    self.help = help
    self.type = type
    self.samples = samples
  }
}

/// The Prometheus text exposition format 0.0.4.
public enum PrometheusText {
  /// Parses a whole exposition; throws `TextFormatError` (with the 1-based line
  /// number and a reason) for anything the format does not allow.
  public static func parse(_ text: String) throws -> [PrometheusFamily] {
    let bytes = Array(text.utf8)
    var parser = ExpositionParser()
    var start = 0
    var lineNumber = 0
    while start < bytes.count {
      lineNumber += 1
      guard let newline = bytes[start...].firstIndex(of: Byte.lf) else {
        throw TextFormatError(
          line: lineNumber, reason: "the last line must end with a line feed (\\n)")
      }
      try parser.parseLine(bytes[start..<newline], lineNumber: lineNumber)
      start = newline + 1
    }
    try parser.finish()
    return parser.result()
  }
}

// MARK: - Implementation

private enum Byte {
  static let lf = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let hash = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let quote = UInt8(ascii: "\"")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let comma = UInt8(ascii: ",")
  static let equals = UInt8(ascii: "=")
  static let underscore = UInt8(ascii: "_")
  static let colon = UInt8(ascii: ":")
  static let n = UInt8(ascii: "n")

  static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }
  static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
  static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
  static func isLabelNameStart(_ b: UInt8) -> Bool { isLetter(b) || b == underscore }
  static func isLabelNameContinuation(_ b: UInt8) -> Bool { isLabelNameStart(b) || isDigit(b) }
  static func isMetricNameStart(_ b: UInt8) -> Bool { isLabelNameStart(b) || b == colon }
  static func isMetricNameContinuation(_ b: UInt8) -> Bool {
    isLabelNameContinuation(b) || b == colon
  }
  static func lower(_ b: UInt8) -> UInt8 { isLetter(b) ? (b | 0x20) : b }

  static func describe(_ b: UInt8) -> String {
    if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    return "byte 0x" + String(b, radix: 16, uppercase: true)
  }
}

private let validTypes: Set<String> = ["counter", "gauge", "histogram", "summary", "untyped"]

private struct SeriesKey: Hashable {
  let name: String
  let labels: [String: String]
}

/// Per-series bookkeeping for histogram/summary families (series = labels without le/quantile).
private struct SeriesGroup {
  var lastBound: Double?
  var infBucketValue: Double?
  var infBucketLine: Int?
  var countValue: Double?
  var countLine: Int?
  var lastLine: Int
}

private struct FamilyBuilder {
  let name: String
  var help: String?
  var type: String?
  var samples: [PrometheusSample] = []
  var groups: [[String: String]: SeriesGroup] = [:]
  var groupOrder: [[String: String]] = []

  init(name: String) { self.name = name }

  func build() -> PrometheusFamily {
    PrometheusFamily(name: name, help: help, type: type, samples: samples)
  }
}

private struct ExpositionParser {
  var families: [FamilyBuilder] = []
  var indexByName: [String: Int] = [:]
  var current: Int?
  var seenSeries: Set<SeriesKey> = []

  func result() -> [PrometheusFamily] { families.map { $0.build() } }

  // MARK: lines

  mutating func parseLine(_ raw: ArraySlice<UInt8>, lineNumber: Int) throws {
    var lo = raw.startIndex
    var hi = raw.endIndex
    while lo < hi, Byte.isBlank(raw[lo]) { lo += 1 }
    while hi > lo, Byte.isBlank(raw[hi - 1]) { hi -= 1 }
    if lo == hi { return }  // empty line
    let line = Array(raw[lo..<hi])
    if line[0] == Byte.hash {
      try parseComment(line, lineNumber: lineNumber)
    } else {
      try parseSample(line, lineNumber: lineNumber)
    }
  }

  private func fail(_ line: Int, _ reason: String) -> TextFormatError {
    TextFormatError(line: line, reason: reason)
  }

  private static func string(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  private static func skipBlanks(_ line: [UInt8], _ i: inout Int) {
    while i < line.count, Byte.isBlank(line[i]) { i += 1 }
  }

  private static func readToken(_ line: [UInt8], _ i: inout Int) -> ArraySlice<UInt8> {
    let start = i
    while i < line.count, !Byte.isBlank(line[i]) { i += 1 }
    return line[start..<i]
  }

  private static func isValidMetricName(_ s: ArraySlice<UInt8>) -> Bool {
    guard let first = s.first, Byte.isMetricNameStart(first) else { return false }
    return s.dropFirst().allSatisfy(Byte.isMetricNameContinuation)
  }

  // MARK: comments, HELP, TYPE

  private mutating func parseComment(_ line: [UInt8], lineNumber: Int) throws {
    var i = 1  // after '#'
    Self.skipBlanks(line, &i)
    let keyword = Self.string(Self.readToken(line, &i))
    guard keyword == "HELP" || keyword == "TYPE" else { return }  // plain comment

    Self.skipBlanks(line, &i)
    let nameToken = Self.readToken(line, &i)
    if nameToken.isEmpty {
      throw fail(lineNumber, "\(keyword) line needs a metric name")
    }
    guard Self.isValidMetricName(nameToken) else {
      throw fail(lineNumber, "invalid metric name \"\(Self.string(nameToken))\" in \(keyword) line")
    }
    let name = Self.string(nameToken)
    Self.skipBlanks(line, &i)

    if keyword == "HELP" {
      let help = try unescapeHelp(line[i...], lineNumber: lineNumber)
      let index = try familyForMetadata(name, keyword: "HELP", lineNumber: lineNumber)
      if families[index].help != nil {
        throw fail(lineNumber, "second HELP line for metric \"\(name)\"")
      }
      families[index].help = help
    } else {
      let typeToken = Self.readToken(line, &i)
      if typeToken.isEmpty {
        throw fail(lineNumber, "TYPE line for \"\(name)\" needs a type")
      }
      Self.skipBlanks(line, &i)
      if i < line.count {
        throw fail(lineNumber, "TYPE line for \"\(name)\" has more than two tokens after TYPE")
      }
      let type = Self.string(typeToken)
      guard validTypes.contains(type) else {
        throw fail(
          lineNumber,
          "unknown metric type \"\(type)\" (expected counter, gauge, histogram, summary or untyped)"
        )
      }
      let index = try familyForMetadata(name, keyword: "TYPE", lineNumber: lineNumber)
      if families[index].type != nil {
        throw fail(lineNumber, "second TYPE line for metric \"\(name)\"")
      }
      // Samples x_sum/x_count(/x_bucket) reported before `TYPE x summary|histogram`
      // are samples of x that came before its TYPE line.
      if type == "histogram" || type == "summary" {
        let suffixes = type == "histogram" ? ["_bucket", "_sum", "_count"] : ["_sum", "_count"]
        for suffix in suffixes {
          if let other = indexByName[name + suffix], !families[other].samples.isEmpty {
            throw fail(
              lineNumber, "TYPE line for \"\(name)\" comes after samples of \"\(name + suffix)\"")
          }
        }
      }
      families[index].type = type
    }
  }

  /// Returns the family a HELP/TYPE line for `name` belongs to, creating it (and
  /// closing the current family) if needed.
  private mutating func familyForMetadata(_ name: String, keyword: String, lineNumber: Int) throws
    -> Int
  {
    if let index = indexByName[name] {
      let family = families[index]
      if keyword == "HELP", family.help != nil {
        throw fail(lineNumber, "second HELP line for metric \"\(name)\"")
      }
      if keyword == "TYPE", family.type != nil {
        throw fail(lineNumber, "second TYPE line for metric \"\(name)\"")
      }
      if !family.samples.isEmpty {
        throw fail(
          lineNumber,
          "\(keyword) line for \"\(name)\" comes after its first sample; HELP and TYPE lines must come first"
        )
      }
      if index != current {
        throw fail(
          lineNumber,
          "lines for metric \"\(name)\" are not grouped together (it appeared before another metric family)"
        )
      }
      return index
    }
    return try openFamily(name, lineNumber: lineNumber)
  }

  private mutating func openFamily(_ name: String, lineNumber: Int) throws -> Int {
    try closeCurrent()
    families.append(FamilyBuilder(name: name))
    let index = families.count - 1
    indexByName[name] = index
    current = index
    return index
  }

  private func unescapeHelp(_ bytes: ArraySlice<UInt8>, lineNumber: Int) throws -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = bytes.startIndex
    while i < bytes.endIndex {
      let b = bytes[i]
      if b == Byte.backslash {
        guard i + 1 < bytes.endIndex else {
          throw fail(lineNumber, "HELP text ends with a lone backslash")
        }
        let next = bytes[i + 1]
        if next == Byte.backslash {
          out.append(Byte.backslash)
        } else if next == Byte.n {
          out.append(Byte.lf)
        } else {
          throw fail(
            lineNumber,
            "invalid escape sequence \\\(Self.string(bytes[(i + 1)...(i + 1)])) in HELP text (only \\\\ and \\n are allowed)"
          )
        }
        i += 2
      } else {
        out.append(b)
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  // MARK: samples

  private mutating func parseSample(_ line: [UInt8], lineNumber: Int) throws {
    var i = 0
    let first = line[0]
    if first == Byte.openBrace || first == Byte.quote {
      throw fail(
        lineNumber,
        "metric name must come first and match [a-zA-Z_:][a-zA-Z0-9_:]* (quoted UTF-8 names are not part of format 0.0.4)"
      )
    }
    guard Byte.isMetricNameStart(first) else {
      throw fail(
        lineNumber,
        "invalid metric name: it must start with [a-zA-Z_:], found \(Byte.describe(first))")
    }
    while i < line.count, Byte.isMetricNameContinuation(line[i]) { i += 1 }
    let name = Self.string(line[0..<i])
    if i == line.count {
      throw fail(lineNumber, "sample \"\(name)\" has no value")
    }
    if line[i] != Byte.openBrace && !Byte.isBlank(line[i]) {
      throw fail(
        lineNumber, "invalid character \(Byte.describe(line[i])) in metric name \"\(name)\"")
    }
    Self.skipBlanks(line, &i)

    var labels: [String: String] = [:]
    if i < line.count, line[i] == Byte.openBrace {
      i += 1
      labels = try parseLabels(line, &i, lineNumber: lineNumber)
      Self.skipBlanks(line, &i)
    }

    let valueToken = Self.readToken(line, &i)
    if valueToken.isEmpty {
      throw fail(lineNumber, "sample \"\(name)\" has no value")
    }
    let value: Double
    switch goParseFloat(valueToken) {
    case .success(let v): value = v
    case .failure(let why):
      throw fail(lineNumber, "invalid sample value \"\(Self.string(valueToken))\": \(why.reason)")
    }

    Self.skipBlanks(line, &i)
    var timestamp: Int64?
    if i < line.count {
      let tsToken = Self.readToken(line, &i)
      guard let ts = goParseInt64(tsToken) else {
        throw fail(
          lineNumber,
          "invalid timestamp \"\(Self.string(tsToken))\" (expected a base-10 int64 of milliseconds)"
        )
      }
      timestamp = ts
      Self.skipBlanks(line, &i)
      if i < line.count {
        throw fail(lineNumber, "unexpected text \"\(Self.string(line[i...]))\" after the timestamp")
      }
    }

    try addSample(
      PrometheusSample(name: name, labels: labels, value: value, timestamp: timestamp),
      lineNumber: lineNumber)
  }

  /// Parses label pairs after "{" up to and including "}".
  private func parseLabels(_ line: [UInt8], _ i: inout Int, lineNumber: Int) throws -> [String:
    String]
  {
    var labels: [String: String] = [:]
    Self.skipBlanks(line, &i)
    while true {
      guard i < line.count else { throw fail(lineNumber, "label set is not closed with '}'") }
      if line[i] == Byte.closeBrace {
        i += 1
        return labels
      }
      // label name
      guard Byte.isLabelNameStart(line[i]) else {
        if line[i] == Byte.quote {
          throw fail(lineNumber, "quoted label names are not part of format 0.0.4")
        }
        throw fail(
          lineNumber,
          "expected a label name matching [a-zA-Z_][a-zA-Z0-9_]*, found \(Byte.describe(line[i]))")
      }
      let nameStart = i
      while i < line.count, Byte.isLabelNameContinuation(line[i]) { i += 1 }
      let labelName = Self.string(line[nameStart..<i])
      if labelName.hasPrefix("__") {
        throw fail(
          lineNumber,
          "label name \"\(labelName)\" is reserved (names starting with __ are for internal use)")
      }
      Self.skipBlanks(line, &i)
      guard i < line.count, line[i] == Byte.equals else {
        let found = i < line.count ? Byte.describe(line[i]) : "end of line"
        throw fail(lineNumber, "expected '=' after label name \"\(labelName)\", found \(found)")
      }
      i += 1
      Self.skipBlanks(line, &i)
      guard i < line.count, line[i] == Byte.quote else {
        throw fail(lineNumber, "value of label \"\(labelName)\" must be enclosed in double quotes")
      }
      i += 1
      let value = try readLabelValue(line, &i, labelName: labelName, lineNumber: lineNumber)
      if labels[labelName] != nil {
        throw fail(lineNumber, "duplicate label name \"\(labelName)\"")
      }
      labels[labelName] = value
      Self.skipBlanks(line, &i)
      guard i < line.count else { throw fail(lineNumber, "label set is not closed with '}'") }
      if line[i] == Byte.comma {
        i += 1
        Self.skipBlanks(line, &i)
      } else if line[i] != Byte.closeBrace {
        throw fail(
          lineNumber,
          "expected ',' or '}' after the value of label \"\(labelName)\", found \(Byte.describe(line[i]))"
        )
      }
    }
  }

  /// Reads an escaped label value after the opening quote, consuming the closing quote.
  private func readLabelValue(_ line: [UInt8], _ i: inout Int, labelName: String, lineNumber: Int)
    throws -> String
  {
    var out: [UInt8] = []
    while i < line.count {
      let b = line[i]
      if b == Byte.quote {
        i += 1
        return String(decoding: out, as: UTF8.self)
      }
      if b == Byte.backslash {
        guard i + 1 < line.count else { break }
        let next = line[i + 1]
        switch next {
        case Byte.backslash: out.append(Byte.backslash)
        case Byte.quote: out.append(Byte.quote)
        case Byte.n: out.append(Byte.lf)
        default:
          throw fail(
            lineNumber,
            "invalid escape sequence \\\(Self.string(line[(i + 1)...(i + 1)])) in value of label \"\(labelName)\" (only \\\\, \\\" and \\n are allowed)"
          )
        }
        i += 2
      } else {
        out.append(b)
        i += 1
      }
    }
    throw fail(lineNumber, "value of label \"\(labelName)\" has no closing double quote")
  }

  // MARK: families

  /// The family a sample named `name` belongs to: an existing family of exactly
  /// that name, else `x` for `x_bucket`/`x_sum`/`x_count` when `x` is a histogram
  /// (or `x_sum`/`x_count` when `x` is a summary), else a new family `name`.
  private func familyName(forSample name: String) -> String {
    if indexByName[name] != nil { return name }
    for (suffix, types) in [
      ("_bucket", ["histogram"]), ("_sum", ["histogram", "summary"]),
      ("_count", ["histogram", "summary"]),
    ] {
      if name.hasSuffix(suffix) {
        let base = String(name.dropLast(suffix.count))
        if let index = indexByName[base], let type = families[index].type, types.contains(type) {
          return base
        }
      }
    }
    return name
  }

  private mutating func addSample(_ sample: PrometheusSample, lineNumber: Int) throws {
    let familyName = familyName(forSample: sample.name)
    let index: Int
    if let existing = indexByName[familyName] {
      if existing != current {
        throw fail(
          lineNumber,
          "sample of metric family \"\(familyName)\" after other metric families; all lines of a family must be one group"
        )
      }
      index = existing
    } else {
      index = try openFamily(familyName, lineNumber: lineNumber)
    }

    let key = SeriesKey(name: sample.name, labels: sample.labels)
    if seenSeries.contains(key) {
      throw fail(
        lineNumber,
        "duplicate sample: metric name \"\(sample.name)\" with the same label set appeared before")
    }
    seenSeries.insert(key)

    switch families[index].type {
    case "histogram": try checkHistogramSample(sample, family: index, lineNumber: lineNumber)
    case "summary": try checkSummarySample(sample, family: index, lineNumber: lineNumber)
    default: break
    }
    families[index].samples.append(sample)
  }

  private func parseBound(_ text: String, label: String, lineNumber: Int) throws -> Double {
    switch goParseFloat(ArraySlice(text.utf8)) {
    case .success(let v) where !v.isNaN: return v
    case .success: throw fail(lineNumber, "\(label) label must be a number, found NaN")
    case .failure(let why):
      throw fail(lineNumber, "\(label)=\"\(text)\" is not a float: \(why.reason)")
    }
  }

  private mutating func touchGroup(_ key: [String: String], family: Int, lineNumber: Int) {
    if families[family].groups[key] == nil {
      families[family].groups[key] = SeriesGroup(lastLine: lineNumber)
      families[family].groupOrder.append(key)
    }
    families[family].groups[key, default: SeriesGroup(lastLine: lineNumber)].lastLine = lineNumber
  }

  private mutating func checkHistogramSample(
    _ sample: PrometheusSample, family: Int, lineNumber: Int
  ) throws {
    let base = families[family].name
    switch sample.name {
    case base + "_bucket":
      guard let le = sample.labels["le"] else {
        throw fail(lineNumber, "histogram bucket \"\(sample.name)\" has no le label")
      }
      let bound = try parseBound(le, label: "le", lineNumber: lineNumber)
      var key = sample.labels
      key["le"] = nil
      touchGroup(key, family: family, lineNumber: lineNumber)
      if let last = families[family].groups[key, default: SeriesGroup(lastLine: lineNumber)]
        .lastBound, !(bound > last)
      {
        throw fail(
          lineNumber,
          "histogram buckets must appear in increasing order of le; le=\"\(le)\" follows a bucket with le=\(last)"
        )
      }
      families[family].groups[key, default: SeriesGroup(lastLine: lineNumber)].lastBound = bound
      if bound == .infinity {
        families[family].groups[key, default: SeriesGroup(lastLine: lineNumber)].infBucketValue =
          sample.value
        families[family].groups[key, default: SeriesGroup(lastLine: lineNumber)].infBucketLine =
          lineNumber
      }
    case base + "_count":
      touchGroup(sample.labels, family: family, lineNumber: lineNumber)
      families[family].groups[sample.labels, default: SeriesGroup(lastLine: lineNumber)]
        .countValue = sample.value
      families[family].groups[sample.labels, default: SeriesGroup(lastLine: lineNumber)].countLine =
        lineNumber
    case base + "_sum":
      touchGroup(sample.labels, family: family, lineNumber: lineNumber)
    default:
      throw fail(
        lineNumber,
        "sample \"\(sample.name)\" of histogram \"\(base)\" must be named \(base)_bucket, \(base)_sum or \(base)_count"
      )
    }
  }

  private mutating func checkSummarySample(_ sample: PrometheusSample, family: Int, lineNumber: Int)
    throws
  {
    let base = families[family].name
    guard sample.name == base else { return }  // x_sum / x_count
    guard let q = sample.labels["quantile"] else {
      throw fail(lineNumber, "summary sample \"\(base)\" has no quantile label")
    }
    let quantile = try parseBound(q, label: "quantile", lineNumber: lineNumber)
    var key = sample.labels
    key["quantile"] = nil
    touchGroup(key, family: family, lineNumber: lineNumber)
    if let last = families[family].groups[key, default: SeriesGroup(lastLine: lineNumber)]
      .lastBound, !(quantile > last)
    {
      throw fail(
        lineNumber,
        "summary quantiles must appear in increasing order; quantile=\"\(q)\" follows quantile=\(last)"
      )
    }
    families[family].groups[key, default: SeriesGroup(lastLine: lineNumber)].lastBound = quantile
  }

  /// Whole-family checks that can only be made once the family's group has ended.
  private mutating func closeCurrent() throws {
    guard let index = current else { return }
    current = nil
    let family = families[index]
    guard family.type == "histogram" else { return }
    for key in family.groupOrder {
      guard let group = family.groups[key] else { continue }
      let series = Self.describeLabels(key)
      guard let inf = group.infBucketValue, let infLine = group.infBucketLine else {
        throw fail(
          group.lastLine, "histogram \"\(family.name)\"\(series) has no bucket with le=\"+Inf\"")
      }
      if let count = group.countValue, let countLine = group.countLine,
        !(count == inf || (count.isNaN && inf.isNaN))
      {
        throw fail(
          max(infLine, countLine),
          "histogram \"\(family.name)\"\(series): le=\"+Inf\" bucket value \(inf) differs from \(family.name)_count value \(count)"
        )
      }
    }
  }

  mutating func finish() throws {
    try closeCurrent()
  }

  private static func describeLabels(_ labels: [String: String]) -> String {
    if labels.isEmpty { return "" }
    return "{" + labels.keys.sorted().map { "\($0)=\"\(labels[$0] ?? "")\"" }.joined(separator: ",")
      + "}"
  }
}

// MARK: - Go strconv equivalents

private struct FloatSyntaxError: Error {
  let reason: String
}

/// `strconv.ParseFloat(s, 64)`: decimal or hexadecimal (0x..p..) floats, `_` digit
/// separators where Go allows them, case-insensitive "nan", "[+-]inf", "[+-]infinity".
/// Out-of-range values are errors (Go returns ErrRange); underflow rounds silently.
private func goParseFloat(_ s: ArraySlice<UInt8>) -> Result<Double, FloatSyntaxError> {
  let bytes = Array(s)
  guard !bytes.isEmpty else { return .failure(FloatSyntaxError(reason: "empty")) }

  // Special values (Go's `special`): whole string must match.
  let lowered = String(decoding: bytes.map(Byte.lower), as: UTF8.self)
  switch lowered {
  case "nan": return .success(.nan)
  case "inf", "+inf", "infinity", "+infinity": return .success(.infinity)
  case "-inf", "-infinity": return .success(-.infinity)
  default: break
  }

  // Go's readFloat grammar.
  var i = 0
  if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
  var hex = false
  if i + 2 < bytes.count, bytes[i] == UInt8(ascii: "0"),
    Byte.lower(bytes[i + 1]) == UInt8(ascii: "x")
  {
    hex = true
    i += 2
  }
  var underscores = false
  var sawDot = false
  var sawDigits = false
  mantissa: while i < bytes.count {
    let c = bytes[i]
    switch c {
    case Byte.underscore:
      underscores = true
    case UInt8(ascii: "."):
      if sawDot { break mantissa }
      sawDot = true
    default:
      if Byte.isDigit(c)
        || (hex && Byte.lower(c) >= UInt8(ascii: "a") && Byte.lower(c) <= UInt8(ascii: "f"))
      {
        sawDigits = true
      } else {
        break mantissa
      }
    }
    i += 1
  }
  guard sawDigits else { return .failure(FloatSyntaxError(reason: "not a Go float")) }
  let expChar = hex ? UInt8(ascii: "p") : UInt8(ascii: "e")
  if i < bytes.count, Byte.lower(bytes[i]) == expChar {
    i += 1
    guard i < bytes.count else {
      return .failure(FloatSyntaxError(reason: "exponent has no digits"))
    }
    if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard i < bytes.count, Byte.isDigit(bytes[i]) else {
      return .failure(FloatSyntaxError(reason: "exponent has no digits"))
    }
    while i < bytes.count, Byte.isDigit(bytes[i]) || bytes[i] == Byte.underscore {
      if bytes[i] == Byte.underscore { underscores = true }
      i += 1
    }
  } else if hex {
    return .failure(FloatSyntaxError(reason: "hexadecimal float needs a 'p' exponent"))
  }
  guard i == bytes.count else { return .failure(FloatSyntaxError(reason: "not a Go float")) }
  if underscores && !goUnderscoreOK(bytes) {
    return .failure(FloatSyntaxError(reason: "misplaced '_' digit separator"))
  }

  let cleaned = String(decoding: bytes.filter { $0 != Byte.underscore }, as: UTF8.self)
  guard let value = Double(cleaned) else {
    return .failure(FloatSyntaxError(reason: "not a Go float"))
  }
  if value.isInfinite { return .failure(FloatSyntaxError(reason: "value out of float64 range")) }
  return .success(value)
}

/// Go's `underscoreOK`: underscores only between digits, or between a base prefix and a digit.
private func goUnderscoreOK(_ s: [UInt8]) -> Bool {
  var saw: UInt8 = UInt8(ascii: "^")
  var i = 0
  var s = s[...]
  if let f = s.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") { s = s.dropFirst() }
  let body = Array(s)
  var hex = false
  if body.count >= 2, body[0] == UInt8(ascii: "0"),
    [UInt8(ascii: "b"), UInt8(ascii: "o"), UInt8(ascii: "x")].contains(Byte.lower(body[1]))
  {
    i = 2
    saw = UInt8(ascii: "0")
    hex = Byte.lower(body[1]) == UInt8(ascii: "x")
  }
  while i < body.count {
    let c = body[i]
    if Byte.isDigit(c)
      || (hex && Byte.lower(c) >= UInt8(ascii: "a") && Byte.lower(c) <= UInt8(ascii: "f"))
    {
      saw = UInt8(ascii: "0")
    } else if c == Byte.underscore {
      if saw != UInt8(ascii: "0") { return false }
      saw = Byte.underscore
    } else {
      if saw == Byte.underscore { return false }
      saw = UInt8(ascii: "!")
    }
    i += 1
  }
  return saw != Byte.underscore
}

/// `strconv.ParseInt(s, 10, 64)`: optional sign, decimal digits only, must fit Int64.
private func goParseInt64(_ s: ArraySlice<UInt8>) -> Int64? {
  var digits = s[...]
  var negative = false
  if let f = digits.first, f == UInt8(ascii: "+") || f == UInt8(ascii: "-") {
    negative = f == UInt8(ascii: "-")
    digits = digits.dropFirst()
  }
  guard !digits.isEmpty else { return nil }
  var magnitude: UInt64 = 0
  for d in digits {
    guard Byte.isDigit(d) else { return nil }
    let (m1, o1) = magnitude.multipliedReportingOverflow(by: 10)
    let (m2, o2) = m1.addingReportingOverflow(UInt64(d - UInt8(ascii: "0")))
    if o1 || o2 { return nil }
    magnitude = m2
  }
  if negative {
    if magnitude > UInt64(Int64.max) + 1 { return nil }
    return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
  }
  if magnitude > UInt64(Int64.max) { return nil }
  return Int64(magnitude)
}
