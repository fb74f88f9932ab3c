import Foundation
import TestSupport
import Testing

/// The API key typed where something else belongs (`--units KEY`, `@KEY`, `units = KEY`):
/// every error that echoes what was typed hides it, wherever the key was given.
@Suite("weather: the API key never echoed by a usage or config error, end to end")
struct KeyInErrorsTests {
  let weather: WeatherProcess
  let key = WeatherProcess.apiKey

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// Every option that takes a value, as `weather --help` lists it, but `--api-key` itself.
  func optionsWithValues() async throws -> [(long: String, short: String?)] {
    let help = try await weather.run(["--help"]).stdout
    return help.split(separator: "\n").compactMap { line in
      let words = line.split(separator: " ").map(String.init)
      guard let index = words.firstIndex(where: { $0.hasPrefix("--") }), index + 1 < words.count,
        words[index + 1].allSatisfy(\.isUppercase), words[index] != "--api-key"
      else { return nil }
      return (words[index], index > 0 ? String(words[0].dropLast()) : nil)
    }
  }

  /// Runs `weather` and gives its standard error (what a `--format KEY` prints on stdout is
  /// the template asked for, not a message).
  func stderr(_ arguments: [String], environment: [String: String]) async throws -> String {
    try await WeatherProcess.launch(arguments, environment: environment, stdin: nil).stderr
  }

  @Test("the key from the environment, in every option's value and as @KEY")
  func everyOption() async throws {
    let options = try await optionsWithValues()
    #expect(options.count >= 15)
    var lines: [[String]] = [["@" + key], ["--" + key], ["-" + key]]
    for (long, short) in options {
      lines += [[long, key, "Seoul"], [long + "=" + key, "Seoul"]]
      if let short { lines.append([short + key, "Seoul"]) }
    }
    for arguments in lines {
      let text = try await stderr(arguments, environment: weather.environment())
      #expect(!text.contains(key.prefix(8)), "\(arguments): \(text)")
    }
  }

  @Test("the key from --api-key or the config file, in an option's value")
  func otherSources() async throws {
    let flagged = try await stderr(
      ["--api-key", key, "--units", key, "Seoul"], environment: weather.environment(apiKey: nil))
    #expect(flagged.contains("<redacted>"))
    #expect(!flagged.contains(key.prefix(8)))
    try weather.writeConfig("api_key = \"\(key)\"\n")
    let filed = try await stderr(["--lang", key], environment: weather.environment(apiKey: nil))
    #expect(filed.contains("<redacted>"))
    #expect(!filed.contains(key.prefix(8)))
  }

  @Test("the key from the config file, in every other setting of the file")
  func everySetting() async throws {
    try weather.writeConfig("nonsense = 1\n")
    let listed = try await stderr(["Seoul"], environment: weather.environment(apiKey: nil))
    let list = try #require(listed.split(separator: "(expected ").last).dropLast(2)
    let settings = list.split(separator: ", ").map(String.init).filter { $0 != "api_key" }
    #expect(settings.count >= 10)
    for setting in settings + [key] {
      let name = setting == "place.NAME" ? "place.\(key)!" : setting
      // The key stands after the broken line too: it hides whatever its place in the file.
      try weather.writeConfig("api_key = \(key)\n\(name) = \(key)\n# api_key = \(key)\n")
      for arguments in [["Seoul"], ["@" + key]] {
        let text = try await stderr(arguments, environment: weather.environment(apiKey: nil))
        #expect(!text.contains(key.prefix(8)), "\(name): \(text)")
      }
    }
  }
}
