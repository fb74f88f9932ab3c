import Foundation
import TestSupport

@testable import WeatherCommand
@testable import WeatherCore

#if canImport(Glibc)
  import Glibc
#endif

/// Locations as a run reads them: the input's NUL-separated parts are the arguments after
/// `--` (names, coordinates, postal codes, `@NAME`, `-`), and the whole input is standard
/// input for a `-`. Saved places come from a config file. Each query that reads as a location
/// is looked up through both providers, answered with recorded answers.
enum LocationTarget {
  private static let savedPlaces = Data(
    "place.home = 37.57,126.98\nplace.office = 10001,US\nplace.far = Springfield,MO,US\n".utf8)
  private static let fixtures = [
    "/geo/1.0/direct": "owm-geocoding-direct-london-uk", "/geo/1.0/zip": "owm-geocoding-zip",
    "/data/2.5/weather": "owm-current-london-drizzle", "/v1/search": "om-search-london",
    "/v1/forecast": "om-forecast-full",
  ].mapValues(Answers.fixture)
  /// Standard input may hold many lines; the first two are looked up, the rest only read.
  private static let lookedUp = 2

  static func check(_ bytes: Data) throws(Violation) {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    let invocation: Invocation
    do throws(UsageError) {
      invocation = try CommandLineParser.parse(["--"] + arguments)
    } catch {
      return try Violation.terminalSafe(
        "weather: \(SafeText.line(error.message)) (see weather --help)", "the error for locations")
    }
    guard case .run(let options) = invocation else {
      throw Violation(description: "locations read as something else than a run")
    }
    let settings: RunSettings
    do throws(RunSettings.Failure) {
      settings = try ConfigFolder.configuration(file: savedPlaces).settings(for: options) { _ in }
    } catch {
      return try Violation.terminalSafe(ConfigFolder.message(error), "the error for locations")
    }
    let queries = Blocking.run { await Self.queries(settings.options.locations, settings, bytes) }
    for (index, query) in queries.enumerated() {
      try Violation.terminalSafe(query.displayed, "a location as messages name it")
      switch query.location {
      case .failure(let error):
        try Violation.terminalSafe(ErrorMessage.text(for: error), "the error for a location")
      case .success(let location):
        try valid(location)
        if index < lookedUp { try lookUp(location, query: query) }
      }
    }
  }

  /// Every query the run would make, standard input read to its end from a pipe that holds
  /// `input`.
  private static func queries(
    _ locations: [LocationArgument], _ settings: RunSettings, _ input: Data
  ) async -> [Query] {
    var ends: [Int32] = [0, 0]
    let reader = locations.contains(.standardInput) && pipe(&ends) == 0 ? ends[0] : nil
    if reader != nil {
      _ = input.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
      close(ends[1])
    }
    // The reader's thread has finished with the pipe once it has delivered the end.
    defer { reader.map { _ = close($0) } }
    let source = QuerySource(
      locations, savedPlaces: settings.savedPlaces,
      standardInput: reader.map { StandardInputLines(descriptor: $0) })
    var queries: [Query] = []
    while let query = await source.next() { queries.append(query) }
    return queries
  }

  /// What `Location` promises of what it accepts.
  private static func valid(_ location: Location) throws(Violation) {
    switch location {
    case .name(let name):
      try Violation.check(
        name == name.trimmingCharacters(in: .whitespaces) && !name.isEmpty
          && name.count <= Location.maximumNameLength,
        "a name not trimmed, empty or too long: \(name.debugDescription)")
      // Location refuses controls and bidirectional controls; a line separator is a name's to
      // hold (printed as a space, like every outside text).
      try Violation.terminalSafe(name, "a name", allowing: ["\u{2028}", "\u{2029}"])
    case .coordinate(let point):
      try Violation.check(
        (-90...90).contains(point.latitude) && (-180...180).contains(point.longitude),
        "a coordinate off the globe: \(point)")
    case .postalCode(let code, let country):
      try Violation.check(
        code.contains(where: \.isNumber) && CountryCode.isValid(country),
        "a postal code with no digit or country: \(code.debugDescription), \(country)")
      try Violation.terminalSafe(code, "a postal code", allowing: ["\u{2028}", "\u{2029}"])
    }
  }

  /// Looks `location` up through each provider, and checks that the request carried the
  /// name or code exactly, and that the outcome prints safely: in every form from
  /// OpenWeatherMap (the query is in each), and Open-Meteo's error, if any.
  private static func lookUp(_ location: Location, query: Query) throws(Violation) {
    let request = WeatherRequest(location: location)
    let owm = StubTransport { url in
      fixtures[url.path].map { HTTPResponse(status: 200, body: $0) } ?? HTTPResponse(status: 404)
    }
    let owmResult = Answers.report(
      for: request, lookup: Answers.lookup(Answers.openWeatherMap(owm)))
    try PrintedForms.check(Outcome(result: owmResult), query: query)
    try sentExactly(location, owm.urls.first)
    let openMeteo = StubTransport { url in
      fixtures[url.path].map { HTTPResponse(status: 200, body: $0) } ?? HTTPResponse(status: 404)
    }
    let openMeteoResult = Answers.report(
      for: request, lookup: Answers.lookup(Answers.openMeteo(openMeteo)))
    if case .failure(let error) = openMeteoResult {
      try Violation.terminalSafe(ErrorMessage.text(for: error), "the error for a lookup")
    }
    try sentExactly(location, openMeteo.urls.first)
  }

  /// The first request carries the name, or the code and country, exactly: each provider's
  /// parameter, percent-decoded, is the text.
  private static func sentExactly(_ location: Location, _ url: URL?) throws(Violation) {
    guard let url,
      let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
    else {
      throw Violation(description: "no request, or one without a query: \(String(describing: url))")
    }
    try Violation.check(
      !query.contains("+") && !query.contains(" "), "a request query not strictly encoded: \(query)"
    )
    var parameters: [String: String] = [:]
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1).map { $0.removingPercentEncoding ?? "" }
      parameters[parts[0]] = parts.count > 1 ? parts[1] : ""
    }
    let expected: [String: String]
    switch (location, url.path) {
    case (.name(let name), "/geo/1.0/direct"): expected = ["q": name]
    case (.name(let name), "/v1/search"): expected = ["name": NameFilter(name).name]
    case (.postalCode(let code, let country), "/geo/1.0/zip"):
      expected = ["zip": code + "," + country]
    case (.postalCode(let code, let country), "/v1/search"):
      expected = ["name": code, "countryCode": country]
    case (.coordinate, _): return
    default: throw Violation(description: "\(location) asked first for \(url.path)")
    }
    for (name, value) in expected {
      try Violation.check(
        parameters[name] == value && !value.isEmpty,
        "\(location) was sent as \(name)=\(parameters[name].debugDescription)")
    }
  }
}
