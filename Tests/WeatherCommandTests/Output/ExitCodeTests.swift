import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Errors: one exit code and one line each")
struct ExitCodeTests {
  @Test(
    "every error has its exit code and its words",
    arguments: [
      (
        WeatherError.invalidLocation(.emptyName), ExitCode.usage,
        "invalid location: the name is empty"
      ),
      (.notFound(query: "Atlantis"), .notFound, "no place named \"Atlantis\""),
      (
        .keyRejected, .keyRejected,
        "the API key was rejected; check it (a new key can take up to 2 hours to activate)"
      ),
      (.rateLimited(retryAfter: 7), .temporaryFailure, "rate limit hit; try again in 7 seconds"),
      (.rateLimited(retryAfter: 1e308), .temporaryFailure, "rate limit hit; try again later"),
      (.rateLimited(retryAfter: nil), .temporaryFailure, "rate limit hit; try again later"),
      (
        .temporarilyUnavailable(.serviceError(status: 503)), .temporaryFailure,
        "the weather service failed (HTTP 503); try again later"
      ),
      (
        .temporarilyUnavailable(.cannotConnect(host: "api.example")), .temporaryFailure,
        "could not connect to api.example; check the network"
      ),
      (
        .unreadableAnswer(.malformed("missing field main.temp")), .unreadableAnswer,
        "could not read the weather service's answer: missing field main.temp"
      ),
      (
        .unreadableAnswer(.tooLarge(limit: 1 << 20)), .unreadableAnswer,
        "the weather service's answer was larger than 1024 KiB; refused it"
      ),
      (
        .requestRejected("wrong \u{1B}[2Jlatitude\n"), .software,
        "the weather service refused the request: wrong ?[2Jlatitude ; this is a bug in weather, please report it"
      ),
    ])
  func codeAndWords(error: WeatherError, code: ExitCode, words: String) {
    #expect(ExitCode(error) == code)
    #expect(ErrorMessage.text(for: error) == words)
  }
}
