import WeatherCore

/// The words for every error the core reports: the one place they are chosen.
enum ErrorMessage {
  /// What a run knows besides the error when it tells one.
  struct Context {
    /// `--timeout`, in seconds, which a timeout names.
    let timeout: Double
    /// `--rate`, when given, which a request left without a turn names.
    let rate: Double?
    /// For a name not found: the name the neighbouring arguments make, which exists
    /// (`weather New York`), to say that names with spaces need quotes.
    var spacedName: String?
    /// For a name not found: places whose names are near it.
    var suggestions: [Place] = []
    /// For a name not found: why names the built-in places do not know cannot be looked up
    /// (`TermsRefusals.names`), when that is so.
    var unknownNameNote: String?
  }

  /// The line for a lookup of `location` (as shown) that failed with `error`, starting
  /// `weather: `.
  static func line(for error: WeatherError, location: String, context: Context) -> String {
    switch error {
    case .notFound:
      let quotes = context.spacedName.map { name in
        "; names with spaces need quotes, as in: weather \"\(SafeText.line(name, limit: 60))\""
      }
      let hint =
        quotes ?? PlaceLines.didYouMean(context.suggestions).map { "; " + $0 }
        ?? context.unknownNameNote.map { "; " + $0 }
      return "weather: no place named \"\(location)\"\(hint ?? "")"
    case .invalidLocation:
      // An empty name has nothing to show before the reason: `weather: invalid location: …`.
      let name = location.allSatisfy(\.isWhitespace) ? "" : location + ": "
      return "weather: \(name)\(text(for: error)) (see weather --help)"
    case .temporarilyUnavailable(.noTurnBeforeDeadline) where context.rate != nil:
      return "weather: \(location): --rate \(seconds(context.rate ?? 0)) leaves no turn for this "
        + "request within --timeout \(seconds(context.timeout)); raise --timeout"
    // Without --rate, no turn before the deadline is the deadline's doing: a timeout.
    case .temporarilyUnavailable(.timedOut), .temporarilyUnavailable(.noTurnBeforeDeadline),
      .cancelled:
      return "weather: \(location): timed out after \(seconds(context.timeout))s waiting for the "
        + "weather service; try again later or raise --timeout"
    default:
      return "weather: \(location): \(text(for: error))"
    }
  }

  /// The one line for the lookups the run's deadline cut off after the first, which is told.
  static func notLookedUp(_ count: Int, timeout: Double) -> String {
    "weather: … and \(count) more locations not looked up: timed out after \(seconds(timeout))s"
  }

  /// The line for standard input still open when the run's time was up.
  static func inputLeft(timeout: Double) -> String {
    "weather: timed out after \(seconds(timeout))s before standard input ended; raise --timeout "
      + "to read it all"
  }

  /// The line for a run that SIGINT or SIGTERM ended with `done` of `total` locations printed.
  static func interrupted(after done: Int, of total: Int) -> String {
    "weather: interrupted after \(done) of \(total)"
  }

  /// The note for an answer shown in place of one that failed with `cause`, `age` seconds old.
  static func stale(location: String, cause: WeatherError, age: Double) -> String {
    "weather: \(location): \(text(for: cause)); showing the answer from \(StaleAge.text(age)) ago"
  }

  /// Seconds as given: `5`, `2.5`.
  private static func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// One line, lower-case, saying what went wrong and, where it helps, what to do; server text
  /// in it is made safe.
  static func text(for error: WeatherError) -> String {
    switch error {
    case .invalidLocation(let problem): text(for: problem)
    case .notFound(let query): "no place named \"\(SafeText.line(query, limit: 60))\""
    case .keyRejected:
      "the API key was rejected; check it (a new key can take up to 2 hours to activate)"
    case .rateLimited(let seconds?) where seconds < 86_400:
      "rate limit hit; try again in \(Int(seconds.rounded(.up))) seconds"
    case .rateLimited: "rate limit hit; try again later"
    case .temporarilyUnavailable(.timedOut):
      "timed out waiting for the weather service; try again later"
    case .temporarilyUnavailable(.cannotConnect(let host)):
      "could not connect to \(SafeText.line(host, limit: 100)); check the network"
    case .temporarilyUnavailable(.serviceError(let status)):
      "the weather service failed (HTTP \(status)); try again later"
    case .temporarilyUnavailable(.noTurnBeforeDeadline):
      "the pace asked for leaves no turn for this request in time; raise --timeout"
    case .temporarilyUnavailable(.closedEarly(let host)):
      "the connection to \(SafeText.line(host, limit: 100)) closed before the answer was "
        + "complete; try again later"
    case .insecureConnection(let host):
      "no secure connection to \(SafeText.line(host, limit: 100)): its certificate cannot be "
        + "trusted or it does not speak TLS; check the address"
    case .unreadableAnswer(.redirectedElsewhere(let origin)):
      "the weather service redirected to another address (\(SafeText.line(origin, limit: 100))); "
        + "refused, so the key stays with the configured one"
    case .unreadableAnswer(.tooManyRedirects):
      "the weather service redirected too many times; check the address"
    case .unreadableAnswer(.tooLarge(let limit)):
      "the weather service's answer was larger than \(limit / 1024) KiB; refused it"
    case .unreadableAnswer(.unexpectedStatus(403)):
      "the weather service refused the request (HTTP 403); set your contact: "
        + "WEATHER_CONTACT=you@example.com, or contact = you@example.com in the config file"
    case .unreadableAnswer(.unexpectedStatus(let status)):
      "the weather service answered HTTP \(status) unexpectedly"
    case .unreadableAnswer(let problem):
      "could not read the weather service's answer: \(text(for: problem))"
    case .requestRejected(let message):
      "the weather service refused the request: \(SafeText.line(message, limit: 200)); "
        + "this is a bug in weather, please report it"
    case .cancelled: "the lookup was cancelled"
    case .outsideCoverage(let source, let coverage, let others):
      "\(source) covers only \(coverage), not this place"
        + (others.isEmpty
          ? "" : "; for it use --provider " + others.joined(separator: " or "))
    }
  }

  /// Why a location cannot be looked up.
  static func text(for problem: LocationProblem) -> String {
    switch problem {
    case .emptyName: "invalid location: the name is empty"
    case .nameTooLong:
      "invalid location: the name is longer than \(Location.maximumNameLength) characters "
        + "or \(Location.maximumNameBytes) bytes"
    case .controlCharacters: "invalid location: the name contains control characters"
    case .notText: "invalid location: the line is not UTF-8 text"
    case .latitudeOutOfRange: "invalid coordinates: latitude must be between -90 and 90"
    case .longitudeOutOfRange: "invalid coordinates: longitude must be between -180 and 180"
    case .notDecimalDegrees:
      "invalid coordinates: use decimal degrees, such as 37.5665,126.9780"
    }
  }

  private static func text(for problem: AnswerProblem) -> String {
    switch problem {
    case .malformed(let detail): SafeText.line(detail, limit: 200)
    case .emptyBody: "empty body"
    case .tooLarge(let limit): "larger than \(limit / 1024) KiB"
    case .notHTTP: "not an HTTP answer"
    case .unexpectedStatus(let status): "unexpected HTTP \(status)"
    case .coordinatesOutOfRange: "coordinates out of range"
    case .redirectedElsewhere(let origin): "redirected to \(SafeText.line(origin, limit: 100))"
    case .tooManyRedirects: "too many redirects"
    case .notFoundAt(let service, let host):
      "\(SafeText.line(service, limit: 40)) at \(SafeText.line(host, limit: 100)) answered 404 "
        + "(not found); check its address, or a proxy in the way"
    }
  }
}
