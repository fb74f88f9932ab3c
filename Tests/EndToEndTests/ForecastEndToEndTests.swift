import Foundation
import TestSupport
import Testing

@Suite("weather --days and --hours, end to end, with both providers")
struct ForecastEndToEndTests {
  let weather: WeatherProcess
  let keyless: [String: String]

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    weather.server.route("/geo/1.0/direct", try .fixture("owm-geocoding-direct-london-uk"))
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    weather.server.route("/v1/search", try .fixture("om-search-london"))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
  }

  func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test("OpenWeatherMap: the current line, then today's row and the 3-hour steps")
  func owmRows() async throws {
    let result = try await weather.run(["--days", "1", "--hours", "6", "44.34,10.99"])
    #expect(result.status == 0)
    #expect(
      result.stdoutLines == [
        "Zocca, IT  25°C  moderate rain",
        // Today counts the rain falling now, heavier than the steps left today.
        "  Tue 30 Aug  moderate rain            19 /  25°C   70%   1.3mm  ↗2.7m/s",
        "  17:00       light rain                     24°C   32%   0.3mm  ↓0.6m/s",
        "  20:00       light rain                     22°C   33%   0.6mm  ↖2.0m/s",
      ])
    #expect(result.stderr.isEmpty)
    #expect(result.stdoutLines.allSatisfy { $0.count <= 80 })
  }

  @Test(
    "on a terminal, a header names the forecast's columns; in a pipe, none",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func headerOnTerminal() async throws {
    let command = "\(try WeatherProcess.binary().path) --color never -d 1 -H 6 44.34,10.99"
    let terminal = try await WeatherProcess.launch(
      ["-q", "-e", "-c", command, "/dev/null"], executable: "/usr/bin/script",
      environment: weather.environment(), stdin: nil)
    let lines = terminal.stdout.replacingOccurrences(of: "\r", with: "")
      .split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "Zocca, IT  25°C  moderate rain",
        "              condition               min / max  chance  precip  wind",
        "  Tue 30 Aug  moderate rain            19 /  25°C   70%   1.3mm  ↗2.7m/s",
        "              condition                    temp  chance  precip  wind",
        "  17:00       light rain                     24°C   32%   0.3mm  ↓0.6m/s",
        "  20:00       light rain                     22°C   33%   0.6mm  ↖2.0m/s",
      ])
    let pipe = try await weather.run(["-d", "1", "44.34,10.99"])
    #expect(!pipe.stdout.contains("condition"))
    // In the language asked for, in the same columns.
    let korean = try await WeatherProcess.launch(
      ["-q", "-e", "-c", command + " --lang ko", "/dev/null"], executable: "/usr/bin/script",
      environment: weather.environment(), stdin: nil)
    let koreanLines = korean.stdout.replacingOccurrences(of: "\r", with: "")
      .split(separator: "\n").map(String.init)
    #expect(
      koreanLines.filter { $0.hasPrefix("   ") } == [
        "                 날씨                    최저/최고    확률    강수  바람",
        "                 날씨                         기온    확률    강수  바람",
      ])
  }

  @Test("OpenWeatherMap: current weather and forecast are asked for at the same time")
  func owmConcurrent() async throws {
    weather.server.route(
      "/data/2.5/weather", try .fixture("owm-current-zocca", delay: .milliseconds(300)))
    weather.server.route(
      "/data/2.5/forecast", try .fixture("owm-forecast-zocca", delay: .milliseconds(300)))
    let result = try await weather.run(["-d", "2", "London,GB"])
    #expect(result.status == 0)
    // London is in the gazetteer: no geocoding, so one round trip of two requests.
    #expect(weather.server.requestCount() == 2)
    #expect(weather.server.requestCount("/data/2.5/forecast") == 1)
    #expect(weather.server.peakConcurrentRequests == 2)
    let forecast = try #require(weather.server.requests.first { $0.path == "/data/2.5/forecast" })
    #expect(forecast.value("units") == "standard")
    #expect(forecast.value("appid") == WeatherProcess.apiKey)
  }

  @Test(
    "without a forecast flag or token, the requests are exactly today's",
    arguments: [
      ["44.34,10.99"], ["--json", "44.34,10.99"], ["-f", "%l %t %h", "44.34,10.99"],
    ])
  func noForecastRequest(arguments: [String]) async throws {
    #expect(try await weather.run(arguments).status == 0)
    #expect(weather.server.requests.map(\.path) == ["/data/2.5/weather"])
  }

  @Test("asking OpenWeatherMap for more than it has prints what it has, notes it once, exits 0")
  func owmShortfall() async throws {
    let result = try await weather.run(["--json", "-d", "6", "44.34,10.99", "44.34,10.99"])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 2)
    #expect((try object(result.stdoutLines[0])["daily"] as? [Any])?.count == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("--provider open-meteo"))
  }

  @Test("JSON keeps every key in order, then daily, hourly_interval_hours and hourly")
  func jsonKeys() async throws {
    let result = try await weather.run(["--json", "-d", "1", "-H", "3", "44.34,10.99"])
    let line = try #require(result.stdoutLines.first)
    let keys = [
      "query", "provider", "location", "units", "temperature", "feels_like", "temp_min",
      "temp_max", "humidity", "pressure", "wind", "condition", "current_kind", "observed_at",
      "timezone_offset",
      "wind_unit", "precipitation", "uv_index", "timezone", "sun", "moon", "daily",
      "hourly_interval_hours", "hourly", "lang",
    ]
    let positions = keys.map { line.range(of: "\"\($0)\":")?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    let json = try object(line)
    #expect(json["hourly_interval_hours"] as? Int == 3)
    let day = try #require((json["daily"] as? [[String: Any]])?.first)
    #expect(day["date"] as? String == "2022-08-30")
    #expect(day["temp_min"] as? Double == 19.31)
    #expect(day["temp_max"] as? Double == 25.33)
    #expect(day["precipitation_probability"] as? Int == 70)
    #expect(day["precipitation"] as? Double == 1.32)
    // Computed here, from either provider: Zocca's sunrise that morning, 06:36 CEST.
    #expect(day["sunrise"] as? String == "2022-08-30T04:36:20Z")
    #expect(day["dusk"] as? String == "2022-08-30T18:26:15Z")
    let hour = try #require((json["hourly"] as? [[String: Any]])?.first)
    #expect(hour["time"] as? String == "2022-08-30T15:00:00Z")
    #expect(hour["hours"] as? Int == 3, "each row says how long its step is")
    #expect(hour["temperature"] as? Double == 23.61)
    #expect((hour["condition"] as? [String: Any])?["id"] as? Int == 500)
  }

  @Test("Open-Meteo: one request carries current, hourly and daily")
  func openMeteoOneRequest() async throws {
    let result = try await weather.run(
      ["--json", "-d", "7", "-H", "5", "London"], environment: keyless)
    #expect(result.status == 0)
    #expect(weather.server.requests.map(\.path) == ["/v1/forecast"])
    let request = try #require(weather.server.requests.last)
    #expect(request.value("forecast_days") == "7")
    #expect(request.value("timezone") == "auto")
    let json = try object(result.stdout)
    #expect((json["daily"] as? [Any])?.count == 7)
    #expect((json["hourly"] as? [Any])?.count == 5)
    #expect(json["hourly_interval_hours"] as? Int == 1)
    #expect((json["hourly"] as? [[String: Any]])?.allSatisfy { $0["hours"] as? Int == 1 } == true)
  }

  @Test("template tokens read the forecast; they cost one forecast request, not one each")
  func tokens() async throws {
    var utf8 = keyless
    utf8["LANG"] = "C.UTF-8"
    let result = try await weather.run(
      ["-f", "%{low}..%{high} %{low+1}..%{high+1} %{t+3h} %{pop:6h} %{spark:7h}", "1,1"],
      environment: utf8)
    #expect(result.status == 0)
    #expect(result.stdout == "+25°C..+29°C +23°C..+30°C +27°C 22% █▇▆▄▃▂▁\n")
    #expect(weather.server.requestCount("/v1/forecast") == 1)
    let request = try #require(weather.server.requests.last)
    #expect(request.value("forecast_days") == "2")
    #expect(request.value("hourly") != nil)
  }

  @Test("a forecast the answer lacks prints as ?")
  func missingToken() async throws {
    let result = try await weather.run(["-f", "%{high+9}|%{t+4h}", "44.34,10.99"])
    #expect(result.stdout == "?|+22°C\n")
  }

  @Test(
    "out-of-range values and unknown tokens are usage errors, before any request",
    arguments: [
      ["-d", "17"], ["-d", "0"], ["--hours", "385"], ["-H", "1.5"], ["-f", "%{high+16}"],
      ["-f", "%{rain}"], ["-f", "%{t+0h}"], ["-f", "%{high"],
    ])
  func limits(arguments: [String]) async throws {
    let result = try await weather.run(arguments + ["44.34,10.99"])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(weather.server.requestCount() == 0)
  }

  @Test("a forecast in a batch: every location gets its rows, in order")
  func batch() async throws {
    let result = try await weather.run(
      ["-d", "1", "-"], stdin: "44.34,10.99\n1,1\n44.34,10.99\n")
    #expect(result.status == 0)
    #expect(
      result.stdoutLines.filter { !$0.hasPrefix(" ") }
        == Array(repeating: "Zocca, IT  25°C  moderate rain", count: 3))
    #expect(result.stdoutLines.count == 6)
  }

  @Test("--max-age covers forecasts, kept apart from plain answers")
  func cached() async throws {
    #expect(try await weather.run(["--max-age", "600", "-d", "1", "44.34,10.99"]).status == 0)
    #expect(try await weather.run(["--max-age", "600", "-d", "1", "44.34,10.99"]).status == 0)
    #expect(weather.server.requestCount() == 2)
    #expect(try await weather.run(["--max-age", "600", "44.34,10.99"]).status == 0)
    #expect(weather.server.requestCount() == 3)
  }
}
