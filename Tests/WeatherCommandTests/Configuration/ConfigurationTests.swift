import Foundation
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Configuration: flags beat the environment, which beats the file")
struct ConfigurationTests {
  let home = FileManager.default.temporaryDirectory
    .appendingPathComponent("weather-config-\(UUID().uuidString)")

  func configuration(_ extra: [String: String] = [:], file: String? = nil) throws -> Configuration {
    if let file {
      let folder = home.appendingPathComponent("config/weather")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let url = folder.appendingPathComponent("config")
      try Data(file.utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }
    return Configuration(
      environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config"].merging(extra) {
        $1
      })
  }

  func settings(_ arguments: [String], _ configuration: Configuration) throws -> RunSettings {
    guard case .run(let options) = try CommandLineParser.parse(arguments) else {
      throw UsageError("not a run")
    }
    return try configuration.settings(for: options) { _ in }
  }

  @Test("the key: --api-key, then OPENWEATHER_API_KEY, then the file")
  func keyPrecedence() throws {
    let all = try configuration(["OPENWEATHER_API_KEY": "from-env"], file: "api_key = from-file")
    #expect(
      try settings(["--api-key", "from-flag", "x"], all).provider.apiKey == APIKey("from-flag"))
    #expect(try settings(["x"], all).provider.apiKey == APIKey("from-env"))
    let fileOnly = try configuration(file: "api_key = from-file")
    #expect(try settings(["x"], fileOnly).provider.apiKey == APIKey("from-file"))
    let none = Configuration(environment: ["HOME": "/nonexistent/weather-home"])
    #expect(try settings(["x"], none).provider.apiKey == nil)
  }

  @Test("units, timeout, provider and lang from the file, unless the command line says")
  func filePrecedence() throws {
    let file = try configuration(
      ["LANG": "ko_KR.UTF-8"],
      file: "units = imperial\ntimeout = 30\nprovider = open-meteo\nlang = ja\n")
    let fromFile = try settings(["x"], file).options
    #expect(fromFile.units == .imperial)
    #expect(fromFile.timeout == 30)
    #expect(fromFile.providers == ["open-meteo"])
    #expect(fromFile.language == "ja")
    let flags = try settings(["-u", "metric", "--timeout", "5", "--lang", "de", "x"], file).options
    #expect(flags.units == .metric)
    #expect(flags.timeout == 5)
    #expect(flags.language == "de")
  }

  @Test(
    "the language comes from the locale when nothing names one; C, POSIX and unknown ones are English",
    arguments: [
      (["LANG": "ko_KR.UTF-8"], "ko"), (["LC_ALL": "ja_JP.UTF-8", "LANG": "ko_KR"], "ja"),
      (["LC_MESSAGES": "de_DE", "LANG": "fr_FR"], "de"), (["LANG": "C"], nil),
      (["LANG": "C.UTF-8"], nil), (["LANG": "POSIX"], nil), (["LANG": "nl_NL.UTF-8"], nil),
      ([:], nil),
    ])
  func locale(environment: [String: String], language: String?) throws {
    #expect(try settings(["x"], try configuration(environment)).options.language == language)
  }

  @Test("no location on the command line: the file's, with @places read as they stand")
  func fileLocations() throws {
    let file = try configuration(file: "location = Seoul; @home\nplace.home = 37.57,126.98\n")
    let options = try settings([], file).options
    #expect(options.locations == [.text("Seoul"), .saved("home")])
  }

  @Test("no location anywhere is a usage error that names the location key")
  func noLocation() throws {
    #expect {
      try settings([], try configuration())
    } throws: { error in
      guard case RunSettings.Failure.usage(let usage) = error else { return false }
      return usage.message.contains("location = Seoul")
    }
  }

  @Test("an unknown @place on the command line is a usage error; in the file, a config error")
  func unknownPlace() throws {
    let file = try configuration(file: "place.home = Seoul\nlocation = @work\n")
    #expect {
      try settings(["@office"], file)
    } throws: { error in
      guard case RunSettings.Failure.usage(let usage) = error else { return false }
      return usage.message.contains("@office")
    }
    #expect {
      try settings([], file)
    } throws: { error in
      guard case RunSettings.Failure.configuration = error else { return false }
      return true
    }
  }

  @Test(
    "an unknown @place says how to save it, in a whole sentence; a name no place can have says so",
    arguments: [
      (["@work"], "", "no saved place @work; add place.work = LOCATION to "),
      (
        ["@x,KR"], "",
        "no saved place @x,KR: a saved place's name takes letters, digits, - and _ only"
      ),
      (
        [], "location = @home\n",
        "location names @home, but no place.home line saves it; add place.home = LOCATION"
      ),
      (
        [], "location = @x,KR\n",
        "location names @x,KR; a saved place's name takes letters, digits, - and _ only"
      ),
    ])
  func unknownPlaceWords(arguments: [String], file: String, message: String) throws {
    let configuration = try configuration(file: file)
    #expect {
      try settings(arguments, configuration)
    } throws: { error in
      switch error {
      // The path of the config file ends the first message.
      case RunSettings.Failure.usage(let usage): return usage.message.hasPrefix(message)
      case RunSettings.Failure.configuration(.unreadableFile(_, let reason)):
        return reason == message
      default: return false
      }
    }
  }

  @Test("a broken file is an error naming the line, whichever provider is chosen")
  func brokenFile() throws {
    let broken = try configuration(file: "# ok\napi_key abc\n")
    for arguments in [["x"], ["--provider", "open-meteo", "x"]] {
      #expect {
        try settings(arguments, broken)
      } throws: { error in
        guard case RunSettings.Failure.configuration(.unreadableFile(_, let reason)) = error
        else { return false }
        return reason == "line 2: expected key = value"
      }
    }
  }

  // Found by Scripts/fuzz.sh config-file: the file refuses control characters in values, but
  // not a bidirectional override, which the error quoted as it stood.
  @Test(
    "the error for a broken file prints what it quotes safely",
    arguments: ["units = metric\u{202E}cirtem\n", "\u{1B}[2J =\n"])
  func brokenFileQuotedSafely(text: String) throws {
    #expect {
      try settings(["x"], try configuration(file: text))
    } throws: { error in
      guard case RunSettings.Failure.configuration(let problem) = error else { return false }
      let message = problem.description
      return message.hasPrefix("config file ") && message.contains("line 1: ")
        && !message.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" }
    }
  }

  @Test("addresses come from the environment; empty means unset")
  func addresses() throws {
    let provider = try settings(
      ["x"],
      try configuration(["OPENWEATHER_BASE_URL": "http://127.0.0.1:1", "OPEN_METEO_BASE_URL": ""])
    ).provider
    #expect(provider.addresses["OPENWEATHER_BASE_URL"] == "http://127.0.0.1:1")
    #expect(provider.addresses["OPEN_METEO_BASE_URL"] == nil)
  }

  @Test("paths follow XDG, relative values ignored as the spec says")
  func paths() throws {
    let relative = Configuration(environment: [
      "HOME": "/home/u", "XDG_CONFIG_HOME": "rel", "XDG_CACHE_HOME": "/c",
    ])
    #expect(relative.configFilePath == "/home/u/.config/weather/config")
    #expect(relative.cacheDirectory.path == "/c/weather")
  }
}
