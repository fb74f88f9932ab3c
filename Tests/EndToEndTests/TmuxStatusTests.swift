import Foundation
import TestSupport
import Testing

/// A tmux inside a tmux: the inner one's status line is a line of the outer one's pane, so
/// `capture-pane` reads what tmux drew from `#()`.
struct NestedTmux {
  static let path = "/usr/bin/tmux"
  static var installed: Bool { FileManager.default.isExecutableFile(atPath: path) }

  let directory: URL
  let environment: [String: String]
  private let outer = "outer"

  /// Starts the inner tmux with `configuration`, `weather` first on its PATH.
  init(configuration: String, environment base: [String: String]) async throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-tmux-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let conf = directory.appendingPathComponent("tmux.conf")
    try Data(configuration.utf8).write(to: conf)
    var environment = base
    let binaries = try WeatherProcess.binary().deletingLastPathComponent().path
    environment["PATH"] = binaries + ":/usr/bin:/bin"
    environment["TMUX_TMPDIR"] = directory.path
    environment["TERM"] = "xterm-256color"
    environment["LANG"] = "C.UTF-8"
    self.environment = environment
    // Through bash (dash takes no descriptor over 9), which hands the server /dev/null and no
    // other descriptor: a server holding the test's pipe, or the socket by which Foundation
    // sees its child end, would keep this launch waiting for good.
    let inner = "env -u TMUX \(Self.path) -u -L inner -f \(conf.path) new-session"
    _ = try await WeatherProcess.launch(
      [
        "-c",
        #"for fd in $(ls /proc/$$/fd); do [ "$fd" -gt 2 ] && eval "exec $fd>&-"; done; "#
          + "exec \(Self.path) -u -L \(outer) -f /dev/null new-session -d -x 160 -y 6 "
          + "'\(inner)' >/dev/null 2>&1",
      ], executable: "/bin/bash", environment: environment, stdin: nil)
  }

  /// The outer pane's lines: the inner tmux's window, then its status line.
  func screen() async throws -> [String] {
    try await tmux(["-L", outer, "capture-pane", "-p"]).split(separator: "\n").map(String.init)
  }

  /// The inner status line once `text` shows in it, or the last one seen after 20 s.
  func statusLine(showing text: String) async throws -> String {
    let deadline = ContinuousClock.now + .seconds(20)
    var last = ""
    while ContinuousClock.now < deadline {
      last = try await screen().last ?? ""
      if last.contains(text) { return last }
      try await Task.sleep(for: .milliseconds(200))
    }
    return last
  }

  /// Ends both servers, by their process ids (a server waits for its panes to end before it
  /// exits on kill-server, and the inner tmux client is the outer one's pane).
  func stop() async {
    for server in ["inner", outer] {
      let pid = try? await tmux(["-L", server, "display-message", "-p", "#{pid}"])
      if let pid = pid.flatMap({ Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
        kill(pid, SIGKILL)
      }
    }
    try? FileManager.default.removeItem(at: directory)
  }

  private func tmux(_ arguments: [String]) async throws -> String {
    try await WeatherProcess.launch(
      arguments, executable: Self.path, environment: environment, stdin: nil
    ).stdout
  }
}

@Suite(
  "--bar tmux in a real tmux: the recipes' line, read from the status line",
  .serialized, .enabled(if: NestedTmux.installed, "tmux is not installed (Debian: tmux)"))
struct TmuxStatusTests {
  let weather: WeatherProcess

  /// A one-shot `--bar tmux` line, run each status-interval.
  static let oneShot = """
    set -g status-interval 300
    set -g status-right '#(weather --bar tmux --max-age 600 --timeout 5 --stale 21600 @home)'
    """

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    try weather.writeConfig("place.home = 44.34,10.99\n")
  }

  @Test("a one-shot line: the status line shows the weather in text symbols")
  func oneShotLine() async throws {
    let tmux = try await NestedTmux(
      configuration: Self.oneShot + "\n", environment: weather.environment())
    let line = try await tmux.statusLine(showing: "+25°C")
    await tmux.stop()
    #expect(line.hasSuffix("/// +25°C"), "status line: \(line)")
  }

  /// The recipes' tmux line: one watcher.
  static let watchRecipe = """
    set -g status-interval 5
    set -g status-right '#($HOME/.local/bin/weather --watch --bar tmux @home)'
    """

  @Test("the recipes' watcher line: tmux starts it once and shows each change it prints")
  func watchRecipe() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("Documentation/recipes.md"), encoding: .utf8)
    #expect(readme.contains("```\n" + Self.watchRecipe + "\n```"))
    let warm = try TestResponse.fixture("owm-current-zocca")
    let cold = TestResponse.json(
      try Fixtures.text("owm-current-zocca").replacingOccurrences(
        of: #""temp": 298.48"#, with: #""temp": 275.15"#))
    // 25 °C for the first two requests, then 2 °C; a minute is 0.6 s.
    weather.server.route("/data/2.5/weather") { _, index in index < 2 ? warm : cold }
    try await RecipeTests.install(into: weather)
    var environment = weather.environment()
    environment["WEATHER_TEST_WATCH_TIME_SCALE"] = "0.01"
    let tmux = try await NestedTmux(
      configuration: Self.watchRecipe + "\n", environment: environment)
    let first = try await tmux.statusLine(showing: "+25°C")
    let later = try await tmux.statusLine(showing: "+2°C")
    let asked = weather.server.requestCount("/data/2.5/weather")
    await tmux.stop()
    #expect(first.hasSuffix("/// +25°C"), "status line: \(first)")
    #expect(later.hasSuffix("/// +2°C"), "status line: \(later)")
    // One watcher: a process started each status-interval would have asked once, not again.
    #expect(asked >= 3)
  }

  @Test("a place named with # and tmux's own markup shows literally in the status line")
  func hostile() async throws {
    let text = try Fixtures.text("owm-current-zocca")
      .replacingOccurrences(of: #""name": "Zocca""#, with: #""name": "Zo #1 #[fg=red] #(id)""#)
    weather.server.route("/data/2.5/weather", .json(text))
    let tmux = try await NestedTmux(
      configuration: """
        set -g status-right-length 120
        set -g status-right '#(weather --bar tmux -f "%%l %%t" @home)'

        """, environment: weather.environment())
    let line = try await tmux.statusLine(showing: "+25°C")
    await tmux.stop()
    #expect(line.hasSuffix("Zo #1 #[fg=red] #(id), IT +25°C"), "status line: \(line)")
  }
}
