import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One status bar's recipe in Documentation/recipes.md: how its command is written in the bar's
/// configuration, and what its first update must be, read with the bar's protocol.
struct BarRecipe: Sendable, CustomStringConvertible {
  let bar: String
  /// What the recipe's line starts with before the command, and ends with after it.
  let before: String
  let after: String
  /// Whether the bar reads `##` as `#` and `%%` as `%` (tmux's `#()`).
  var tmuxFormat = false
  /// The lines of the first update, checked.
  let check: @Sendable ([String]) throws -> Void

  var description: String { bar }

  /// The command the bar runs, as its line in recipes.md writes it.
  func command(in recipes: [Substring]) throws -> String {
    let lines = recipes.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.hasPrefix(before) && $0.hasSuffix(after) && $0.contains("--bar \(bar) ")
    }
    try #require(lines.count == 1, "the recipes have \(lines.count) lines for \(bar)")
    let command = String(lines[0].dropFirst(before.count).dropLast(after.count))
    return tmuxFormat
      ? command.replacingOccurrences(of: "##", with: "#").replacingOccurrences(of: "%%", with: "%")
      : command
  }

  /// Zocca's answer as the bars show it, emoji first.
  static let text = "🌧️ +25°C"

  static let all = [
    BarRecipe(bar: "waybar", before: #""exec": ""#, after: #"","#) { lines in
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
      #expect(object["text"] as? String == text)
      #expect((object["alt"] as? String)?.hasPrefix("rain-") == true)
    },
    BarRecipe(bar: "i3bar", before: "status_command ", after: "") { lines in
      #expect(lines.prefix(2) == [#"{"version":1}"#, "["])
      let update = try #require(
        try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [[String: Any]])
      #expect(update.map { $0["full_text"] as? String } == [text])
      #expect(update.map { $0["markup"] as? String } == ["none"])
    },
    BarRecipe(bar: "i3blocks", before: "command=", after: "") { lines in
      #expect(lines == [text])
    },
    BarRecipe(bar: "polybar", before: "exec = ", after: "") { lines in
      #expect(lines == [text])
    },
    BarRecipe(
      bar: "tmux", before: "set -g status-right '#(", after: ")'", tmuxFormat: true
    ) { lines in
      // Width-safe text symbols by default in tmux.
      #expect(lines == ["/// +25°C"])
    },
    BarRecipe(bar: "xmobar", before: #"Run CommandReader ""#, after: #"" "weather""#) { lines in
      #expect(lines == [text])
    },
  ]
}

/// Each bar's recipe of Documentation/recipes.md run as the bar runs it: its command as
/// written, by `/bin/sh -c`, with `PATH` lacking `~/.local/bin` and the binary there, against
/// the test server; its first update read with the bar's protocol; then ended as a bar ends
/// it (SIGTERM), with 0. tmux's line is also run in a real tmux (TmuxStatusTests).
@Suite("Each bar's recipe runs as written")
struct BarRecipeTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    try weather.writeConfig("place.home = 44.34,10.99\n")
  }

  @Test("every bar has one recipe, one watcher that writes the bar's protocol")
  func oneRecipeEach() throws {
    let recipes = try RecipeTests.recipes()
    let bars = ["waybar", "i3bar", "i3blocks", "polybar", "tmux", "xmobar"]
    for bar in bars {
      let lines = recipes.filter { $0.contains("weather --watch --bar \(bar) @home") }
      #expect(lines.count == 1, "\(bar): \(lines)")
    }
    // No recipe of a loop around one-shot runs is left beside them.
    #expect(!recipes.contains { $0.contains("weather: no answer") })
    // README's status-bar line is the recipes' tmux one, run in a real tmux by TmuxStatusTests.
    let readme = try String(
      contentsOf: DocumentedExamples.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```\n" + TmuxStatusTests.watchRecipe + "\n```"))
  }

  @Test(
    "the recipe's command prints the bar's first update and ends with 0 on SIGTERM",
    arguments: BarRecipe.all)
  func recipe(_ recipe: BarRecipe) async throws {
    let command = try recipe.command(in: try RecipeTests.recipes())
    #expect(command.hasPrefix("$HOME/.local/bin/weather --watch --bar \(recipe.bar) "))
    try await RecipeTests.install(into: weather)
    let shell = try Watcher(
      ["-c", command], weather: weather, executable: URL(fileURLWithPath: "/bin/sh"))
    let expected = recipe.bar == "i3bar" ? 3 : 1
    let lines = try await shell.waitForLines(expected)
    try recipe.check(Array(lines.prefix(expected)))
    try await shell.waitUntil("the shell's command") { !shell.children.isEmpty }
    for child in shell.children { kill(child, SIGTERM) }
    #expect(try await shell.waitForExit() == 0)
    #expect(shell.errors == [])
    #expect(weather.server.requestCount("/data/2.5/weather") == 1)
  }
}
