import Foundation
import TestSupport
import Testing

@Suite("Place names complete in a real bash, from the binary's hidden --complete-place")
struct PlaceCompletionTests {
  let weather: WeatherProcess

  init() throws { weather = try WeatherProcess() }

  static let bash = FileManager.default.isExecutableFile(atPath: "/bin/bash")

  /// What bash's `_weather`, as `weather --completions bash` writes it, offers for `words`
  /// (the last being the word under the cursor), with the binary as the command's first word.
  func bashCompletions(_ words: [String]) async throws -> [String] {
    let binary = try WeatherProcess.binary().path
    let script = try await weather.run(["--completions", "bash"]).stdout
    let file = weather.home.appendingPathComponent("weather.bash")
    try Data(script.utf8).write(to: file)
    let body = """
      source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 ))
      _weather; printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try await WeatherProcess.launch(
      ["-c", body, "bash", file.path, binary] + words, executable: "/bin/bash",
      environment: weather.environment(), stdin: nil)
    #expect(result.status == 0, "bash: \(result.stderr)")
    #expect(result.stderr.isEmpty, "bash: \(result.stderr)")
    return result.stdoutLines
  }

  @Test("weather Seo<Tab>: Seoul first, the most populous places first", .enabled(if: Self.bash))
  func seoul() async throws {
    let offered = try await bashCompletions(["Seo"])
    #expect(offered.first == "Seoul")
    #expect(offered.contains("Seongnam-si"))
    #expect(try await bashCompletions(["seo"]).first == "seoul")
    #expect(try await bashCompletions(["--json", "서"]).first == "서울")
  }

  @Test("names with spaces are quoted for the command line", .enabled(if: Self.bash))
  func spaces() async throws {
    #expect(try await bashCompletions(["New\\ Y"]).first == #"New\ York\ City"#)
    #expect(try await bashCompletions(["\"New Y"]).first == "\"New York City")
    #expect(try await bashCompletions(["sao\\ pau"]).first == #"sao\ paulo"#)
  }

  /// Words as typed, in each of the shell's quoting contexts.
  static let typedWords = [
    "mosc", #"São\ P"#, #"sao\ p"#, #"O\'"#, "Zü", "\"Zü", "'Zü", "\"Bur Sa", "'Bur Sa",
    #"Bur\ Sa"#,
    "'St. John", "\"O'F",
  ]

  @Test(
    "Tab never changes what was typed: every name offered begins with the word as typed",
    .enabled(if: Self.bash))
  func nothingTypedIsChanged() async throws {
    for word in Self.typedWords {
      let offered = try await bashCompletions([word])
      #expect(!offered.isEmpty, "\(word)")
      #expect(offered.allSatisfy { $0.hasPrefix(word) }, "\(word): \(offered)")
    }
    #expect(try await bashCompletions([#"St.\ John\'"#]) == [#"St.\ John\'s,CA"#])
    #expect(try await bashCompletions(["Zü"]).contains("Zürich"))
  }

  @Test(
    "each name is quoted for where the word stands: unquoted, in \"…\", in '…'",
    .enabled(if: Self.bash))
  func quotedForTheContext() async throws {
    #expect(try await bashCompletions(["\"Bur Sa"]).contains(#""Bur Sa\`id"#))
    #expect(try await bashCompletions(["'Bur Sa"]).contains("'Bur Sa`id"))
    #expect(try await bashCompletions([#"Bur\ Sa"#]).contains(#"Bur\ Sa\`id"#))
    #expect(try await bashCompletions(["'St. John"]).contains(#"'St. John'\''s,CA"#))
    #expect(try await bashCompletions(["\"O'F"]).contains(#""O'Fallon,MO,US"#))
    // Closed as readline closes it, each reads back as a name weather offers, running nothing.
    for word in Self.typedWords {
      let quote = word.first.map { "\"'".contains($0) ? String($0) : "" } ?? ""
      let names = Set(try await weather.run(["--complete-place", "Bur Sa"]).stdoutLines)
        .union(try await weather.run(["--complete-place", "O'F"]).stdoutLines)
        .union(try await weather.run(["--complete-place", "St. John"]).stdoutLines)
      for completion in try await bashCompletions([word])
      where ["Bur Sa", "Fallon", "John"].contains(where: completion.contains) {
        let read = try await WeatherProcess.launch(
          ["-c", "eval \"set -- $1\"; printf '%s' \"$1\"", "bash", completion + quote],
          executable: "/bin/bash", environment: [:], stdin: nil)
        #expect(names.contains(read.stdout), "\(completion) read as \(read.stdout)")
      }
    }
  }

  @Test(
    "a name many places share is offered with its country, and its state in the US",
    .enabled(if: Self.bash))
  func shared() async throws {
    let offered = try await bashCompletions(["Springfiel"])
    #expect(offered.contains("Springfield,IL,US"))
    #expect(try await bashCompletions(["London"]).prefix(2) == ["London,GB", "London,CA"])
  }

  @Test(
    "options, @places and free values complete as before; no names for an empty word",
    .enabled(if: Self.bash))
  func unchanged() async throws {
    #expect(try await bashCompletions(["--un"]) == ["--units"])
    #expect(try await bashCompletions([""]).isEmpty)
    #expect(try await bashCompletions(["--timeout", "Seo"]).isEmpty)
  }

  static let fish = ["/usr/bin/fish", "/usr/local/bin/fish", "/bin/fish"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(
    "fish: weather Seo<Tab> offers Seoul first; shared names with their country",
    .enabled(if: Self.fish != nil, "fish is not installed"))
  func fishCompletes() async throws {
    let binary = try WeatherProcess.binary()
    let script = weather.home.appendingPathComponent("weather.fish")
    try Data(try await weather.run(["--completions", "fish"]).stdout.utf8).write(to: script)
    var environment = weather.environment()
    environment["PATH"] = binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    func complete(_ line: String) async throws -> [String] {
      let result = try await WeatherProcess.launch(
        ["-c", "source $argv[1]; complete -C $argv[2]", script.path, line],
        executable: Self.fish, environment: environment, stdin: nil)
      #expect(result.status == 0, "fish: \(result.stderr)")
      return result.stdoutLines.map { String($0.prefix { $0 != "\t" }) }
    }
    #expect(try await complete("weather Seo").first == "Seoul")
    #expect(try await complete("weather 'new y").first == "new york City")
    // fish quotes a name itself as it puts it in: each begins with the word as typed.
    for (line, typed) in [
      ("weather \"Bur Sa", "Bur Sa"), ("weather 'Zü", "Zü"), (#"weather O\'"#, "O'"),
      ("weather Zü", "Zü"), ("weather sao\\ p", "sao p"),
    ] {
      let offered = try await complete(line)
      #expect(!offered.isEmpty, "\(line)")
      #expect(offered.allSatisfy { $0.hasPrefix(typed) }, "\(line): \(offered)")
    }
    #expect(try await complete("weather \"Bur Sa").contains("Bur Sa`id"))
    #expect(try await complete("weather London").prefix(2) == ["London,GB", "London,CA"])
    #expect(try await complete("weather --un") == ["--units"])
  }

  static let zsh = ["/usr/bin/zsh", "/usr/local/bin/zsh", "/bin/zsh"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// The command line an interactive zsh (in a pseudo-terminal, through zsh/zpty) shows after
  /// `line` and Tab twice (the second puts in the first name offered), with the script in
  /// `$fpath` and the binary in `$PATH`.
  func zshCompleted(_ line: String) async throws -> String {
    let folder = weather.home.appendingPathComponent("zsh")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = try await weather.run(["--completions", "zsh"]).stdout
    try Data(script.utf8).write(to: folder.appendingPathComponent("_weather"))
    let driver = #"""
      zmodload zsh/zpty
      zpty z zsh -f -i
      zpty -w z "PS1=''; fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
      zpty -w z $'show() { print -rn -- $\'\\x01\'"$BUFFER"$\'\\x02\'; }; zle -N show; bindkey "^X" show'
      zpty -n -w z "$2"$'\t'
      sleep 2
      zpty -n -w z $'\t'
      sleep 2
      zpty -n -w z $'\x18'
      zpty -r -m z shown $'*\x01*\x02*'
      shown=${shown##*$'\x01'}
      print -rn -- "${shown%%$'\x02'*}"
      zpty -d z
      """#
    var environment = weather.environment()
    environment["PATH"] =
      try WeatherProcess.binary().deletingLastPathComponent().path + ":/usr/bin:/bin"
    environment["LANG"] = "C.UTF-8"
    let result = try await WeatherProcess.launch(
      ["30", Self.zsh ?? "zsh", "-f", "-c", driver, "zsh", folder.path, line],
      executable: "/usr/bin/timeout", environment: environment, stdin: nil)
    #expect(result.status == 0, "zsh: \(result.stderr)")
    return result.stdout
  }

  @Test(
    "zsh: Tab puts in a name quoted for where the word stands, never changing what was typed",
    .enabled(if: Self.zsh != nil, "zsh is not installed"))
  func zshCompletes() async throws {
    for (line, completed) in [
      ("weather \"Bur Sa", #"weather "Bur Sa\`id""#), ("weather 'Bur Sa", "weather 'Bur Sa`id'"),
      (#"weather Bur\ Sa"#, #"weather Bur\ Sa\`id"#),
      (#"weather O\'"#, #"weather O\'Fallon,MO,US"#),
      ("weather Zü", "weather Zürich"),
    ] {
      let shown = try await zshCompleted(line)
      #expect(shown == completed, "\(line): \(shown)")
    }
  }

  @Test("--complete-place prints one name a line, nothing for nothing, and is not in --help")
  func hiddenEntryPoint() async throws {
    let seo = try await weather.run(["--complete-place", "Seo"])
    #expect(seo.status == 0)
    #expect(seo.stdoutLines.first == "Seoul")
    #expect(seo.stdoutLines.count <= 20)
    for nothing in [[], [""], ["Qxzq"], [String(repeating: "a", count: 1024)], [",XX,YY"]] {
      let result = try await weather.run(["--complete-place"] + nothing)
      #expect(result.status == 0)
      #expect(result.stdout.isEmpty)
    }
    #expect(!(try await weather.run(["--help"])).stdout.contains("complete-place"))
    #expect(weather.server.requestCount() == 0)
  }
}
