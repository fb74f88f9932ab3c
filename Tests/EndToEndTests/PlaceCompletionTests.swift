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
    #expect(try await bashCompletions(["seo"]).first == "Seoul")
    #expect(try await bashCompletions(["--json", "서"]).first == "서울")
  }

  @Test("names with spaces are quoted for the command line", .enabled(if: Self.bash))
  func spaces() async throws {
    #expect(try await bashCompletions(["New\\ Y"]).first == #"New\ York\ City"#)
    #expect(try await bashCompletions(["\"New Y"]).first == "\"New York City")
    #expect(try await bashCompletions(["sao\\ pau"]).first == #"São\ Paulo"#)
  }

  @Test(
    "Tab never cuts what was typed: every name offered begins as far as the word goes",
    .enabled(if: Self.bash))
  func nothingTypedIsCut() async throws {
    for (word, beginning) in [("mosc", "Mosc"), (#"São\ P"#, #"São\ P"#), (#"sao\ p"#, #"São\ P"#)]
    {
      let offered = try await bashCompletions([word])
      #expect(!offered.isEmpty)
      #expect(offered.allSatisfy { $0.hasPrefix(beginning) }, "\(word): \(offered)")
    }
    #expect(try await bashCompletions([#"St.\ John\'"#]) == [#"St.\ John\'s,CA"#])
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
    #expect(try await complete("weather 'new y").first == "New York City")
    #expect(try await complete("weather London").prefix(2) == ["London,GB", "London,CA"])
    #expect(try await complete("weather --un") == ["--units"])
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
