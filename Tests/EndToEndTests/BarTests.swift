import Foundation
import TestSupport
import Testing

/// `--bar NAME`, end to end: each protocol's output read by a parser of that protocol, and
/// against a server whose place and condition are written to break each bar's markup.
@Suite("--bar: the status bars' own protocols, end to end")
struct BarTests {
  let weather: WeatherProcess
  let zocca = "44.34,10.99"

  /// A place name and a condition that are markup in every bar: Pango's `&` and tags, tmux's
  /// `#`, polybar's `%{F…}`, xmobar's `<fc>`, a quote and a line break.
  static let hostileName = #"A&B <i>#1</i> %{F#f00}<fc=#f00>\"x\"\n'y'"#
  static let hostileCondition = "rain & <b>hail</b>"
  /// The line `%l: %C` is for the hostile answer, made safe for one line but not escaped.
  static let hostileLine = #"A&B <i>#1</i> %{F#f00}<fc=#f00>"x" 'y', IT: rain & <b>hail</b>"#

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
  }

  private func hostile() throws {
    let text = try Fixtures.text("owm-current-zocca")
      .replacingOccurrences(of: #""name": "Zocca""#, with: #""name": "\#(Self.hostileName)""#)
      .replacingOccurrences(
        of: #""description": "moderate rain""#,
        with: #""description": "\#(Self.hostileCondition)""#)
    weather.server.route("/data/2.5/weather", .json(text))
  }

  private func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test("waybar: one JSON object with text, alt, tooltip, class and percentage")
  func waybar() async throws {
    let result = try await weather.run(["--bar", "waybar", zocca])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines.count == 1)
    let json = try object(result.stdout)
    #expect(json["text"] as? String == "🌧️ +25°C")
    #expect(json["alt"] as? String == "rain-day")
    #expect(json["class"] as? [String] == ["rain-day"])
    let percentage = try #require(json["percentage"] as? Int)
    #expect((0...100).contains(percentage))
    let tooltip = try #require(json["tooltip"] as? String).split(separator: "\n").map(String.init)
    #expect(tooltip.first == "Zocca, IT")
    #expect(tooltip.contains("moderate rain"))
    #expect(tooltip.contains("Humidity 64%"))
    #expect(tooltip.contains { $0.hasPrefix("Today ") })
    #expect(tooltip.contains { $0.hasPrefix("Sunrise 06:36  Sunset 19:56") })
    #expect(Set(json.keys) == ["text", "alt", "tooltip", "class", "percentage"])
  }

  @Test("waybar: a hostile place and condition are Pango-escaped inside valid JSON")
  func waybarHostile() async throws {
    try hostile()
    let result = try await weather.run(["--bar", "waybar", "--format", "%l: %C", zocca])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try object(result.stdout)
    let pango = Self.hostileLine.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
    #expect(json["text"] as? String == pango)
    let tooltip = try #require(json["tooltip"] as? String)
    #expect(!tooltip.contains("<") && !tooltip.contains(">"))
    #expect(tooltip.contains("rain &amp; &lt;b&gt;hail&lt;/b&gt;"))
  }

  @Test("i3bar: the header line, then a JSON array of updates, blocks with markup none")
  func i3bar() async throws {
    try hostile()
    let result = try await weather.run(
      ["--bar", "i3bar", "--format", "%l: %C", zocca, "1,2"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", maxSplits: 1).map(String.init)
    #expect(lines.first == #"{"version":1}"#)
    let header = try object(lines[0])
    #expect(header["version"] as? Int == 1)
    let updates = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [[[String: Any]]])
    #expect(updates.count == 1)
    let blocks = try #require(updates.first)
    #expect(blocks.count == 2)
    #expect(blocks[0]["full_text"] as? String == Self.hostileLine)
    #expect(blocks[0]["short_text"] as? String == "25°C")
    #expect(blocks[0]["markup"] as? String == "none")
    #expect(blocks[0]["name"] as? String == "weather")
    #expect(blocks[0]["instance"] as? String == zocca)
    #expect(blocks[1]["instance"] as? String == "1,2")
    #expect(blocks[0]["color"] == nil)
  }

  @Test("i3blocks: full text and short text, one line each, whatever the server sent")
  func i3blocks() async throws {
    try hostile()
    let result = try await weather.run(["--bar", "i3blocks", "--format", "%l: %C", zocca])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == Self.hostileLine + "\n25°C\n")
  }

  @Test("polybar: %{ in the text is broken; no colour tag unless asked")
  func polybar() async throws {
    try hostile()
    let result = try await weather.run(["--bar", "polybar", "--format", "%l: %C", zocca])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == Self.hostileLine.replacingOccurrences(of: "%{", with: "% {") + "\n")
  }

  @Test("tmux: every # doubled; the default symbols are wttr.in's text ones")
  func tmux() async throws {
    let plain = try await weather.run(["--bar", "tmux", zocca])
    #expect(plain.stdout == "/// +25°C\n")
    try hostile()
    let result = try await weather.run(["--bar", "tmux", "--format", "%l: %C", zocca])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == Self.hostileLine.replacingOccurrences(of: "#", with: "##") + "\n")
  }

  @Test("xmobar: a text with < is wrapped in <raw=LEN:…/>, LEN its Unicode scalars")
  func xmobar() async throws {
    let plain = try await weather.run(["--bar", "xmobar", zocca])
    #expect(plain.stdout == "🌧️ +25°C\n")
    try hostile()
    let result = try await weather.run(["--bar", "xmobar", "--format", "%l: %C", zocca])
    #expect(result.status == 0, "\(result.stderr)")
    let line = Self.hostileLine
    #expect(result.stdout == "<raw=\(line.unicodeScalars.count):\(line)/>\n")
  }

  @Test(
    "--icons: emoji, Nerd Font glyphs (night ones after sunset), text, none",
    arguments: [
      ("emoji", "🌧️ +25°C"), ("nerd", "\u{E318} +25°C"), ("text", "/// +25°C"),
      ("none", " +25°C"),
    ])
  func icons(set: String, line: String) async throws {
    let result = try await weather.run(["--bar", "polybar", "--icons", set, zocca])
    #expect(result.stdout == line + "\n")
  }

  @Test("icons = in the config file sets the symbols; --icons wins over it")
  func iconsInConfig() async throws {
    try weather.writeConfig("icons = text\n")
    #expect(
      try await weather.run(["--bar", "waybar", "-f", "%c", zocca]).stdout.contains(
        #""text":"///""#))
    #expect(try await weather.run(["-f", "%c", zocca]).stdout == "///\n")
    #expect(try await weather.run(["--icons", "emoji", "-f", "%c", zocca]).stdout == "🌧️\n")
  }

  @Test("a stale answer: waybar's class stale and the age in the tooltip; tmux dims it")
  func stale() async throws {
    // What each form asks for, cached: waybar's tooltip has the forecast too.
    #expect(try await weather.run(["--bar", "waybar", "--stale", "3600", zocca]).status == 0)
    #expect(try await weather.run(["--bar", "tmux", "--stale", "3600", zocca]).status == 0)
    weather.server.route("/data/2.5/weather", .json("{}", status: 503))
    weather.server.route("/data/2.5/forecast", .json("{}", status: 503))
    let waybar = try await weather.run([
      "--bar", "waybar", "--stale", "3600", "--timeout", "3", zocca,
    ])
    #expect(waybar.status == 0, "\(waybar.stderr)")
    let json = try object(waybar.stdout)
    #expect((json["class"] as? [String])?.contains("stale") == true)
    #expect((json["tooltip"] as? String)?.contains("Stale: ") == true)
    let tmux = try await weather.run(["--bar", "tmux", "--stale", "3600", zocca])
    #expect(tmux.stdout.hasPrefix("#[dim]") && tmux.stdout.hasSuffix("#[default]\n"))
    let never = try await weather.run([
      "--bar", "tmux", "--color", "never", "--stale", "3600", zocca,
    ])
    #expect(!never.stdout.contains("#["))
    let i3blocks = try await weather.run(["--bar", "i3blocks", "--stale", "3600", zocca])
    #expect(i3blocks.stdoutLines.last == "#888888")
  }

  @Test("an alert in force: i3blocks exits 33 (urgent) in red; waybar's class alert; tmux red")
  func alert() async throws {
    let miami = "25.77,-80.19"
    weather.server.route(
      "/alerts/active",
      .json(
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":null,"#
          + #""properties":{"event":"Hurricane <Warning> & #2","severity":"Extreme","#
          + #""status":"Actual","messageType":"Alert","onset":"2026-01-01T00:00:00Z","#
          + #""ends":"2099-01-07T06:00:00-05:00","senderName":"NWS Miami FL","headline":"h","#
          + #""description":"d"}}]}"#))
    let i3blocks = try await weather.run(["--bar", "i3blocks", "--alerts", miami])
    #expect(i3blocks.status == 33, "\(i3blocks.stderr)")
    #expect(i3blocks.stdoutLines == ["🌧️ +25°C", "25°C", "#FF5555"])
    let waybar = try object(try await weather.run(["--bar", "waybar", "--alerts", miami]).stdout)
    #expect(waybar["class"] as? [String] == ["rain-day", "alert"])
    #expect(
      (waybar["tooltip"] as? String)?.contains("Alert: Hurricane &lt;Warning&gt; &amp; #2") == true)
    let tmux = try await weather.run(["--bar", "tmux", "--alerts", miami])
    #expect(tmux.status == 0)
    #expect(tmux.stdout == "#[fg=red]/// +25°C#[default]\n")
    let i3bar = try await weather.run(["--bar", "i3bar", "--alerts", miami])
    #expect(i3bar.stdout.contains(##""color":"#FF5555""##))
  }

  @Test(
    "bad --bar, --icons, or --bar with another output form: a usage error, exit 64",
    arguments: [
      ["--bar", "dwm"], ["--icons", "kitten"], ["--bar", "waybar", "--json"],
      ["--bar", "tmux", "--report"],
    ])
  func usage(arguments: [String]) async throws {
    let result = try await weather.run(arguments + [zocca])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.first?.hasPrefix("weather: ") == true)
  }
}
