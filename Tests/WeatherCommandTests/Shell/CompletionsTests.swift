import Foundation
import Testing

@testable import WeatherCommand

@Suite("Completion scripts come from the option table and work in real shells")
struct CompletionsTests {
  /// A folder for one test: a config file under it, and the script written into it.
  let home = FileManager.default.temporaryDirectory
    .appendingPathComponent("weather-completions-\(UUID().uuidString)")

  /// The path of a shell, if one is installed.
  static func shell(_ name: String) -> String? {
    let folders = ["/bin", "/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"]
    return folders.map { $0 + "/" + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// What a shell printed, and how it exited.
  struct ShellRun {
    let status: Int32
    let output: String
    let errors: String
    var lines: [String] { output.split(separator: "\n").map(String.init) }
  }

  /// Writes `text` as the config file: `$XDG_CONFIG_HOME/weather/config`, or
  /// `$HOME/.config/weather/config` when `xdg` is false.
  func writeConfig(_ text: String, xdg: Bool = true) throws {
    let folder = home.appendingPathComponent(xdg ? "xdg/weather" : ".config/weather")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: folder.appendingPathComponent("config"))
  }

  /// Writes the script for `shell` into the test's folder and returns its path.
  func writeScript(_ shell: Shell) throws -> String {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let file = home.appendingPathComponent("weather.\(shell.rawValue)")
    try Data(Completions.script(for: shell).utf8).write(to: file)
    return file.path
  }

  /// Runs `program` with `arguments` in a bare environment whose HOME is the test's folder.
  func run(_ program: String, _ arguments: [String], xdg: Bool = true) throws -> ShellRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    var environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    if xdg { environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("xdg").path }
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ShellRun(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  /// What `_weather` offers for the command line `words`, the last being the word under the
  /// cursor, as bash passes them in `COMP_WORDS`.
  func bashCompletions(_ words: [String], xdg: Bool = true) throws -> [String] {
    let script = try writeScript(.bash)
    let body = """
      source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 ))
      _weather; printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try run("/bin/bash", ["-c", body, "bash", script, "weather"] + words, xdg: xdg)
    #expect(result.status == 0, "bash: \(result.errors)")
    #expect(result.errors.isEmpty, "bash: \(result.errors)")
    return result.lines
  }

  @Test(
    "every option of the table, and every fixed value, is in each script", arguments: Shell.allCases
  )
  func everyOption(shell: Shell) {
    let script = Completions.script(for: shell)
    for option in OptionTable.all {
      switch shell {
      case .bash, .zsh:
        #expect(script.contains(option.long), "\(shell): \(option.long)")
        if let short = option.short { #expect(script.contains(short), "\(shell): \(short)") }
      case .fish:
        #expect(script.contains("-l \(option.long.dropFirst(2)) "), "fish: \(option.long)")
        if let short = option.short {
          #expect(script.contains("-s \(short.dropFirst()) -l "), "fish: \(short)")
        }
      }
      for value in OptionTable.values(of: option.name) {
        #expect(script.contains(value), "\(shell): \(option.long) \(value)")
      }
    }
  }

  @Test("the scripts register themselves for weather")
  func registration() {
    #expect(Completions.script(for: .bash).hasSuffix("complete -F _weather weather"))
    #expect(Completions.script(for: .zsh).hasPrefix("#compdef weather\n"))
    #expect(Completions.script(for: .zsh).contains("compdef _weather weather"))
    #expect(Completions.script(for: .fish).contains("complete -c weather -f\n"))
  }

  @Test("bash: fixed values after an option, options after a dash, nothing after a free value")
  func bashValuesAndOptions() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    #expect(try bashCompletions(["--units", "m"]) == ["metric"])
    #expect(try bashCompletions(["-u", ""]) == ["metric", "imperial", "standard"])
    #expect(try bashCompletions(["--un"]) == ["--units"])
    #expect(try bashCompletions(["--lang", "k"]) == ["ko"])
    #expect(try bashCompletions(["--provider", "open-"]) == ["open-meteo"])
    #expect(try bashCompletions(["--color", "n"]) == ["never"])
    #expect(try bashCompletions(["--completions", "z"]) == ["zsh"])
    #expect(try bashCompletions(["--timeout", ""]).isEmpty)
    #expect(try bashCompletions(["--format", "--units", ""]).isEmpty, "--units is a value here")
    #expect(try bashCompletions(["--", "-"]).isEmpty, "-- ends the options")
    let all = try bashCompletions(["-"])
    #expect(all.count == OptionTable.all.count + OptionTable.all.count { $0.short != nil })
  }

  @Test("bash: --units=VALUE, split at = by bash or not")
  func bashEquals() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    #expect(try bashCompletions(["--units", "=", "i"]) == ["imperial"])
    #expect(try bashCompletions(["--units", "="]) == ["metric", "imperial", "standard"])
    #expect(try bashCompletions(["--units=s"]) == ["--units=standard"])
  }

  @Test("bash: @NAME for the saved places of the config file")
  func bashPlaces() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    try writeConfig("place.home = Seoul\n  place.office=10001,US  # work\n# place.old = Busan\n")
    #expect(try bashCompletions(["@h"]) == ["@home"])
    #expect(try bashCompletions([""]) == ["@home", "@office"])
    // bash itself splits @home into @ and home.
    #expect(try bashCompletions(["@"]) == ["@home", "@office"])
    #expect(try bashCompletions(["@", "o"]) == ["@office"])
    #expect(try bashCompletions(["--json", "--", "@h"]) == ["@home"])
    #expect(try bashCompletions(["Seo"]).isEmpty, "no file names")
  }

  @Test(
    "bash: file names after < and >, as the reference types them, in an interactive bash",
    .enabled(if: shell("bash") != nil && shell("script") != nil && shell("timeout") != nil))
  func bashRedirections() throws {
    let script = try writeScript(.bash)
    try Data("FROM-PLACES\n".utf8).write(to: home.appendingPathComponent("places.txt"))
    try Data().write(to: home.appendingPathComponent("today.csv"))
    // Keystrokes: Tab after `plac` and `tod` must complete the file names.
    let keys = home.appendingPathComponent("keys")
    try Data(
      """
      source \(Completions.shellWord(script))
      weather() { printf 'ARGS:%s\\n' "$*"; cat; }
      weather --csv - < plac\t> tod\t
      exit

      """.utf8
    ).write(to: keys)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "timeout", "20", "script", "-qec", "bash --norc --noprofile -i", "/dev/null",
    ]
    process.currentDirectoryURL = home
    process.environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "dumb"]
    process.standardInput = try FileHandle(forReadingFrom: keys)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let written = try String(contentsOf: home.appendingPathComponent("today.csv"), encoding: .utf8)
    #expect(written == "ARGS:--csv -\nFROM-PLACES\n")
  }

  @Test("bash: without XDG_CONFIG_HOME the file is under ~/.config")
  func bashHomeConfig() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    try writeConfig("place.cabin = 60.1,24.9\n", xdg: false)
    #expect(try bashCompletions(["@"], xdg: false) == ["@cabin"])
  }

  @Test("bash: odd config contents are read, never run")
  func bashOddConfig() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let marker = home.appendingPathComponent("ran")
    try writeConfig(
      """
      place.$(touch \(marker.path)) = x
      place.`touch \(marker.path)` = y
      place.ok = $(touch \(marker.path))
      \(String(repeating: "x", count: 5000))
      place.a b = z\r
      place.last = no newline
      """)
    #expect(try bashCompletions(["@"]) == ["@ok", "@last"])
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  @Test(
    "zsh: the script loads after compinit",
    .enabled(if: Self.shell("zsh") != nil, "zsh is not installed"))
  func zshLoads() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let script = try writeScript(.zsh)
    let result = try run(
      Self.shell("zsh") ?? "zsh",
      ["-f", "-c", "autoload -Uz compinit; compinit -u -D; source \"$1\"", "zsh", script])
    #expect(result.status == 0, "zsh: \(result.errors)")
    #expect(result.errors.isEmpty, "zsh: \(result.errors)")
  }

  @Test(
    "fish: the script loads and completes values, options and places",
    .enabled(if: Self.shell("fish") != nil, "fish is not installed"))
  func fishLoadsAndCompletes() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let fish = Self.shell("fish") ?? "fish"
    let script = try writeScript(.fish)
    let loaded = try run(fish, ["-c", "source $argv[1]", script])
    #expect(loaded.status == 0, "fish: \(loaded.errors)")
    #expect(loaded.errors.isEmpty, "fish: \(loaded.errors)")

    try writeConfig("place.home = Seoul\nplace.$(id) = x\n")
    func complete(_ line: String) throws -> [String] {
      let result = try run(fish, ["-c", "source $argv[1]; complete -C $argv[2]", script, line])
      #expect(result.status == 0, "fish: \(result.errors)")
      return result.lines.map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(try complete("weather --units m") == ["metric"])
    #expect(try complete("weather --un") == ["--units"])
    #expect(try complete("weather @h") == ["@home"])
    #expect(try complete("weather --timeout ").isEmpty)
  }
}
