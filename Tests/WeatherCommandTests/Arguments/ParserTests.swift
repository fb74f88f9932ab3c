import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Command-line parsing")
struct ParserTests {
  func options(_ arguments: [String]) throws -> Options {
    guard case .run(let options) = try CommandLineParser.parse(arguments) else {
      Issue.record("expected a run for \(arguments)")
      return Options()
    }
    return options
  }

  @Test(
    "positional arguments are locations, in order",
    arguments: [
      (["Seoul"], [LocationArgument.text("Seoul")]),
      (["New York", "London,GB"], [.text("New York"), .text("London,GB")]),
      (["-33.8688,151.2093"], [.text("-33.8688,151.2093")]),
      (["-.5,1"], [.text("-.5,1")]),
      (["-"], [.standardInput]),
      (["--", "--json"], [.text("--json")]),
      (["Seoul", "-", "Busan"], [.text("Seoul"), .standardInput, .text("Busan")]),
    ])
  func locations(arguments: [String], expected: [LocationArgument]) throws {
    #expect(try options(arguments).locations == expected)
  }

  @Test(
    "--complete-place, first and with at most one word, asks for place names; elsewhere it is unknown",
    arguments: [
      (["--complete-place", "Seo"], Invocation.completePlace("Seo")),
      (["--complete-place"], .completePlace("")),
      (["--complete-place", "--json"], .completePlace("--json")),
    ])
  func completePlace(arguments: [String], expected: Invocation) throws {
    #expect(try CommandLineParser.parse(arguments) == expected)
  }

  @Test("--complete-place with more words, or after another argument, is a usage error")
  func completePlaceMisplaced() {
    #expect(throws: UsageError.self) {
      try CommandLineParser.parse(["--complete-place", "a", "b"])
    }
    #expect(throws: UsageError.self) { try CommandLineParser.parse(["Seo", "--complete-place"]) }
  }

  @Test("--lat and --lon make one location, where --lat stood")
  func latLon() throws {
    let parsed = try options(["Seoul", "--lon", "126.98", "--lat=37.57", "Busan"])
    #expect(
      parsed.locations == [
        .text("Seoul"), .coordinate(try Coordinate(latitude: 37.57, longitude: 126.98)),
        .text("Busan"),
      ])
  }

  @Test(
    "units and their aliases",
    arguments: [
      ("metric", UnitSystem.metric), ("c", .metric), ("Celsius", .metric),
      ("imperial", .imperial),
      ("f", .imperial), ("fahrenheit", .imperial), ("standard", .standard), ("K", .standard),
      ("kelvin", .standard),
    ])
  func units(text: String, unit: UnitSystem) throws {
    #expect(try options(["-u", text, "x"]).units == unit)
    #expect(try options(["--units=\(text)", "x"]).units == unit)
  }

  @Test("defaults: metric, human output, 10 seconds, no key")
  func defaults() throws {
    let parsed = try options(["Seoul"])
    #expect(parsed.units == .metric)
    #expect(parsed.output == .human)
    #expect(parsed.timeout == 10)
    #expect(parsed.apiKey == nil)
  }

  @Test("output forms, key and timeout are read")
  func settings() throws {
    #expect(try options(["--json", "x"]).output == .json)
    #expect(try options(["-f", "%t", "x"]).output == .template(try FormatTemplate(parsing: "%t")))
    #expect(try options(["--api-key", "abc", "x"]).apiKey == "abc")
    #expect(try options(["--timeout", "2.5", "x"]).timeout == 2.5)
  }

  @Test("help and version win wherever they stand, unless after --")
  func helpAndVersion() throws {
    #expect(try CommandLineParser.parse(["Seoul", "-h"]) == .help)
    #expect(try CommandLineParser.parse(["--bogus", "--help"]) == .help)
    #expect(try CommandLineParser.parse(["--version"]) == .version)
    #expect(try CommandLineParser.parse(["--", "--help"]) == .run(try options(["--", "--help"])))
  }

  @Test(
    "bad command lines are usage errors that say what is wrong",
    arguments: [
      (["--bogus", "x"], "unknown option --bogus"),
      (["-x"], "unknown option -x"),
      (["--units"], "--units needs a value"), (["x", "--api-key"], "--api-key needs a value"),
      (["-u", "parsecs", "x"], "unknown units \"parsecs\""),
      (["--timeout", "-1", "x"], "--timeout takes"),
      (["--timeout", "abc", "x"], "--timeout takes"), (["--timeout", "0", "x"], "--timeout takes"),
      (["--timeout", "nan", "x"], "--timeout takes"),
      (["--timeout", "inf", "x"], "--timeout takes"),
      (["--lat", "1"], "--lat and --lon go together"),
      (["--lat", "1", "--lat", "2", "--lon", "3"], "--lat is given twice"),
      (["--lat", "91", "--lon", "0"], "latitude must be between"),
      (["--lat", "x", "--lon", "0"], "decimal degrees"),
      (["--lat", "nan", "--lon", "0"], "decimal degrees"),
      (["--json", "-f", "%t", "x"], "cannot be used together"),
      (["-f", "%q", "x"], "unknown letter %q"), (["-f", "50%", "x"], "lone %"),
      (["--json=yes", "x"], "takes no value"),
      (["-", "-"], "more than once"),
      (["-d", "17", "x"], "-d takes a whole number from 1 to 16, not \"17\""),
      (["--hours", "0", "x"], "--hours takes a whole number from 1 to 384"),
      (["-f", "%{rain}", "x"], "unknown token %{rain}"),
      (["-f", "%{high", "x"], "no closing }"),
      (["--timeout", "0.0001", "x"], "--timeout takes a number from 0.001 to 86400"),
      (["--rate", "0", "x"], "--rate takes a number from 0.001 to 60000"),
      (["--lang", "ko&appid=x", "x"], "unknown language"),
      (["--lang", "ko\u{1B}[31m", "x"], "unknown language"),
      (["--lang", "ko x", "x"], "unknown language"), (["--lang", "", "x"], "unknown language"),
      (["--lang", "ko_KR.UTF-8/../x", "x"], "unknown language"),
      (["--day", "3", "x"], "unknown option --day; did you mean --days?"),
      (["--jsno", "x"], "unknown option --jsno; did you mean --json?"),
      (["--timout=3", "x"], "unknown option --timout; did you mean --timeout?"),
      (["-d", "x"], "-d takes a whole number"), (["-dx", "x"], "-d takes a whole number"),
      (["-Vx", "x"], "unknown option -Vx"),
      (["--format", "Seoul"], "--format \"Seoul\" has no % letter"),
      (["-f", "Seoul", "Busan"], "as in: weather -f '%l %t' Seoul"),
      (["--json", "--csv", "x"], "--json and --csv cannot be used together"),
      (
        ["-r", "--places", "x"], "--places lists places, not their weather; use it without --report"
      ),
    ])
  func usageErrors(arguments: [String], message: String) {
    do {
      _ = try CommandLineParser.parse(arguments)
      Issue.record("expected a usage error for \(arguments)")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
    }
  }

  @Test(
    "a flag given twice is harmless; a value given twice, the last wins",
    arguments: [
      (["--json", "--json", "x"], OutputForm.json), (["--csv", "--csv", "x"], .csv),
      (["--prometheus", "--prometheus", "x"], .prometheus),
    ])
  func repeatedFlags(arguments: [String], form: OutputForm) throws {
    #expect(try options(arguments).output == form)
    #expect(
      try options(["-f", "%l", "--format", "%t", "x"]).output
        == .template(try FormatTemplate(parsing: "%t")))
  }

  @Test("a short option's value may be attached, as getopt allows")
  func attachedShortValues() throws {
    #expect(try options(["-d3", "-H12", "x"]).forecast == ForecastRequest(hours: 12, days: 3))
    #expect(try options(["-uimperial", "x"]).units == .imperial)
    #expect(try options(["-lko", "x"]).language == "ko")
    #expect(try options(["-f%t", "x"]).output == .template(try FormatTemplate(parsing: "%t")))
    #expect(try options(["-33.8,151.2"]).locations == [.text("-33.8,151.2")])
  }

  @Test(
    "--lang takes a whole language code, or a locale name, and nothing more",
    arguments: ["ko", "KO", "ko_KR", "ko-KR", "ko_KR.UTF-8", "zh_CN"])
  func languageCodes(text: String) throws {
    #expect(try options(["--lang", text, "x"]).language == String(text.prefix(2)).lowercased())
  }

  @Test("an unknown option far from every real one gets no suggestion")
  func unknownWithoutSuggestion() {
    #expect(throws: UsageError("unknown option --xyzzy")) {
      try CommandLineParser.parse(["--xyzzy", "x"])
    }
  }

  @Test("--days, --hours and forecast tokens say how much forecast to ask for")
  func forecast() throws {
    let flags = try options(["-d", "3", "--hours=12", "x"])
    #expect(flags.forecast == ForecastRequest(hours: 12, days: 3))
    #expect(try options(["x"]).forecast == .none)
    let template = try FormatTemplate(
      parsing: "%{high} %{low+2} %{t+5h} %{pop:12h} %{spark:24h} %t")
    #expect(template.forecast == ForecastRequest(hours: 24, days: 3))
    #expect(
      template.parts.prefix(3) == [
        .forecast(.high(day: 0)), .literal(" "), .forecast(.low(day: 2)),
      ])
    #expect(try FormatTemplate(parsing: "%l %t").forecast == .none)
  }
}
