import Foundation
import WeatherCore

/// Turns the arguments (without the program name) into an `Invocation`.
enum CommandLineParser {
  /// The completion scripts' entry point, `weather --complete-place PREFIX`: first and
  /// alone, and not in the option table, so neither the help nor the man page shows it.
  static let completePlace = "--complete-place"

  /// Parses a command line.
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - sources: The sources `--provider` may name.
  /// - Returns: What the command line asks for.
  /// - Throws: `UsageError` naming the first problem.
  static func parse(_ arguments: [String], sources: SourceTable = .standard) throws(UsageError)
    -> Invocation
  {
    if arguments.first == Self.completePlace, arguments.count <= 2 {
      return .completePlace(arguments.dropFirst().first ?? "")
    }
    let options = arguments.prefix { $0 != "--" }
    let named = options.compactMap { OptionTable.spec(for: split($0).0)?.name }
    if named.contains(.help) { return .help }
    if named.contains(.version) { return .version }

    var result = Options()
    var latitude: String?
    var longitude: String?
    var coordinateIndex: Int?
    var format: String?
    var bar: BarRequest.Kind?
    var forms: [(name: OptionName, written: String)] = []
    var json = false
    var dates: (from: DateWord?, to: DateWord?, single: DateWord?) = (nil, nil, nil)
    var remaining = arguments[...]
    var onlyLocations = false

    var shorthand: DateWord?
    while let argument = remaining.popFirst() {
      if onlyLocations || !isOption(argument) {
        let (place, date) = try location(argument)
        result.locations.append(place)
        if let date, let earlier = shorthand, earlier != date {
          throw UsageError(
            "\(SafeText.line(argument, limit: 60)) names another day than the location before "
              + "it; a run asks for one day or range: run once a day")
        }
        shorthand = date ?? shorthand
        continue
      }
      if argument == "--" {
        onlyLocations = true
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let option = OptionTable.spec(for: name) else {
        let suggestion = OptionTable.nearest(to: name).map { "; did you mean \($0.long)?" }
        throw UsageError("unknown option \(SafeText.line(name, limit: 40))\(suggestion ?? "")")
      }
      let value: String
      if option.valueName == nil {
        if inlineValue != nil { throw UsageError("\(name) takes no value") }
        value = ""
      } else if let given = inlineValue ?? remaining.popFirst() {
        value = given
      } else {
        throw UsageError("\(name) needs a value")
      }
      result.given.insert(option.name)
      switch option.name {
      case .lang: result.language = try OptionValues.language(value)
      case .places: result.listPlaces = true
      case .air: result.extras.air = true
      case .normal:
        result.extras.yesterday = true
        result.extras.normal = true
      case .alerts: result.extras.alerts = true
      case .days:
        result.forecast.days = Int(
          try OptionValues.number(value, for: name, in: 1...16, whole: true))
      case .hours:
        result.forecast.hours = Int(
          try OptionValues.number(value, for: name, in: 1...384, whole: true))
      case .date: dates.single = try DateWord(value, for: name)
      case .from: dates.from = try DateWord(value, for: name)
      case .to: dates.to = try DateWord(value, for: name)
      case .units: result.units = try OptionValues.units(value)
      case .wind: result.wind = try OptionValues.wind(value)
      case .json:
        json = true
        forms.append((option.name, name))
      case .csv:
        result.output = .csv
        forms.append((option.name, name))
      case .report:
        result.output = .report
        forms.append((option.name, name))
      case .prometheus:
        result.output = .prometheus
        forms.append((option.name, name))
      case .color:
        guard let choice = ColorChoice(rawValue: value.lowercased()) else {
          throw UsageError(
            "--color takes auto, always or never, not \"\(SafeText.line(value, limit: 20))\"")
        }
        result.color = choice
      case .stale: result.staleLimit = try OptionValues.number(value, for: name, in: 1...31_536_000)
      case .completions:
        guard let shell = Shell(rawValue: value.lowercased()) else {
          throw UsageError(
            "--completions takes bash, zsh or fish, not \"\(SafeText.line(value, limit: 20))\"")
        }
        return .completions(shell)
      case .format:
        format = value
        forms.append((option.name, name))
      case .bar:
        guard let kind = BarRequest.Kind(rawValue: value.lowercased()) else {
          throw UsageError(
            "unknown bar \"\(SafeText.line(value, limit: 20))\"; use "
              + BarRequest.Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        bar = kind
        forms.append((option.name, name))
      case .icons: result.icons = try OptionValues.icons(value)
      case .apiKey: result.apiKey = value
      case .timeout: result.timeout = try OptionValues.number(value, for: name, in: 0.001...86_400)
      case .noCache: result.useCache = false
      case .maxAge: result.maxAge = try OptionValues.number(value, for: name, in: 0...604_800)
      case .parallel:
        result.parallel = Int(try OptionValues.number(value, for: name, in: 1...64, whole: true))
      case .provider: result.providers = try OptionValues.providers(value, in: sources)
      case .commercial: result.commercialOnly = true
      case .compare: result.compare = true
      case .watch: result.watch = true
      case .interval: result.interval = try OptionValues.duration(value, for: name, atLeast: 60)
      case .rate: result.rate = try OptionValues.number(value, for: name, in: 0.001...60_000)
      case .lat:
        guard latitude == nil else { throw UsageError("--lat is given twice") }
        latitude = value
        coordinateIndex = coordinateIndex ?? result.locations.count
      case .lon:
        guard longitude == nil else { throw UsageError("--lon is given twice") }
        longitude = value
        coordinateIndex = coordinateIndex ?? result.locations.count
      case .help, .version:
        break  // handled before the loop
      }
    }

    if let coordinateIndex {
      guard let latitude, let longitude else {
        throw UsageError("--lat and --lon go together; give both")
      }
      let coordinate = try coordinate(latitude: latitude, longitude: longitude)
      result.locations.insert(.coordinate(coordinate), at: coordinateIndex)
    }
    // A form given twice is harmless (the last --format wins); two forms are not. A bar's
    // text is a --format template.
    let exclusive = bar == nil ? forms : forms.filter { $0.name != .format }
    if let first = exclusive.first, let other = exclusive.first(where: { $0.name != first.name }) {
      throw UsageError("\(first.written) and \(other.written) cannot be used together")
    }
    if result.output == .report, result.given.contains(.hours) {
      throw UsageError("--report shows whole days; use -d N with it, or --hours without it")
    }
    if result.output == .report, result.listPlaces {
      throw UsageError("--places lists places, not their weather; use it without --report")
    }
    if let shorthand {
      guard dates.from == nil, dates.single == nil || dates.single == shorthand else {
        throw UsageError("NAME@DATE gives the day already; leave out --date and --from")
      }
      dates.single = shorthand
    }
    result.dates = try dateRange(dates)
    if result.dates != nil, result.output == .prometheus {
      throw UsageError("--prometheus is for the weather now, not for --date or --from")
    }
    if result.dates != nil, result.given.contains(.days) {
      throw UsageError("--days counts from today; with --date or --from, the days are theirs")
    }
    if result.dates != nil, result.compare {
      throw UsageError("--compare is for the weather now, not for --date or --from")
    }
    if result.dates != nil, result.staleLimit != nil {
      throw UsageError("--stale is for the weather now, not for --date or --from")
    }
    let tables: Set<OptionName> = [.json, .csv]
    if result.compare, let form = forms.first(where: { !tables.contains($0.name) }) {
      throw UsageError("--compare gives a table, --json or --csv; not \(form.written)")
    }
    try checkWatch(result)
    if json { result.output = .json }
    if let format {
      guard format.contains("%") || FormatTemplate.presets[format] != nil else {
        // `weather --format Seoul`: the template was forgotten and the place taken for it.
        throw UsageError(
          "--format \"\(SafeText.line(format, limit: 40))\" has no % letter; as in: "
            + "weather -f '%l %t' Seoul")
      }
      result.output = .template(try FormatTemplate(parsing: format))
    }
    if let bar {
      let colors = bar.colorsByDefault ? result.color != .never : result.color == .always
      result.output = .bar(
        BarRequest(
          kind: bar, template: try FormatTemplate(parsing: format ?? BarRequest.defaultFormat),
          colors: colors))
    }
    if result.locations.count(where: { $0 == .standardInput }) > 1 {
      throw UsageError("- (standard input) is given more than once")
    }
    return .run(result)
  }

  /// `--watch` asks again and again for locations it holds: not standard input's, read once,
  /// nor a list of places or a comparison, which answer once.
  private static func checkWatch(_ options: Options) throws(UsageError) {
    guard options.watch else {
      if options.given.contains(.interval) { throw UsageError("--interval goes with --watch") }
      return
    }
    if options.locations.contains(.standardInput) {
      throw UsageError(
        "--watch asks again and again, and standard input (-) is read once; "
          + "give the locations as arguments")
    }
    if options.listPlaces {
      throw UsageError("--watch shows the weather; --places lists places once")
    }
    if options.compare { throw UsageError("--watch and --compare cannot be used together") }
    if options.dates != nil {
      throw UsageError(
        "--watch follows the weather now; a day (--date, --from, NAME@DATE) is answered once")
    }
  }

  /// The days of `--date`, or `--from` (to today) and `--to`; `nil` for none.
  private static func dateRange(_ given: (from: DateWord?, to: DateWord?, single: DateWord?))
    throws(UsageError) -> DateRange?
  {
    switch given {
    case (nil, nil, nil): return nil
    case (nil, nil, let single?): return DateRange(from: single, to: single)
    case (let from?, let to, nil): return DateRange(from: from, to: to ?? .fromToday(0))
    case (nil, _?, _): throw UsageError("--to goes with --from; give the first day with --from")
    case (_?, _, _?): throw UsageError("--date is one day; for a range give --from and --to")
    }
  }

  /// `-` is standard input, `@NAME` a saved place, anything else a location as written;
  /// either may end in `@DATE`, the day asked for (`Seoul@2024-07-01`, `@home@yesterday`).
  /// - Throws: A `UsageError` for a DATE that is none.
  private static func location(_ argument: String) throws(UsageError) -> (
    LocationArgument, DateWord?
  ) {
    if argument == "-" { return (.standardInput, nil) }
    var name = Substring(argument)
    var date: DateWord?
    if let at = argument.lastIndex(of: "@"), at != argument.startIndex {
      date = try DateWord(String(argument[argument.index(after: at)...]), for: "NAME@DATE")
      name = argument[..<at]
    }
    if name.hasPrefix("@"), name.count > 1 { return (.saved(String(name.dropFirst())), date) }
    return (.text(String(name)), date)
  }

  /// An option starts with `-` and is not `-` alone or a negative number such as `-33.8,151.2`.
  private static func isOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), argument != "-" else { return false }
    let second = argument.dropFirst().first
    return !(second?.isNumber == true || second == ".")
  }

  /// The value given to `--api-key` in `arguments`, found even on a command line that does
  /// not parse, so that its error can hide the key.
  static func apiKey(in arguments: [String]) -> String? {
    let options = arguments.prefix { $0 != "--" }
    for (index, argument) in options.enumerated() {
      let (name, inline) = split(argument)
      guard OptionTable.spec(for: name)?.name == .apiKey else { continue }
      return inline ?? options.dropFirst(index + 1).first
    }
    return nil
  }

  /// `--units=metric` and `-umetric` (a short option's value attached, as getopt allows) into
  /// the option and its value; anything else is the option alone.
  private static func split(_ argument: String) -> (String, String?) {
    if argument.hasPrefix("--") {
      guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
      return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
    let short = String(argument.prefix(2))
    guard argument.count > 2, OptionTable.spec(for: short)?.valueName != nil else {
      return (argument, nil)
    }
    return (short, String(argument.dropFirst(2)))
  }

  private static func coordinate(latitude: String, longitude: String) throws(UsageError)
    -> Coordinate
  {
    let parsed: Coordinate?
    do {
      parsed = try Coordinate.parse("\(latitude),\(longitude)")
    } catch {
      throw UsageError(ErrorMessage.text(for: error))
    }
    guard let parsed else {
      throw UsageError("--lat and --lon take decimal degrees, such as --lat 37.57 --lon 126.98")
    }
    return parsed
  }
}
