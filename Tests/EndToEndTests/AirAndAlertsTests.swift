import Foundation
import TestSupport
import Testing

/// An NWS answer holding `features`, each a CAP alert's properties as JSON members.
private func nwsBody(_ features: [String]) -> String {
  #"{"type":"FeatureCollection","features":["#
    + features.map { #"{"type":"Feature","geometry":null,"properties":{\#($0)}}"# }
    .joined(separator: ",") + "]}"
}

/// One alert's properties, in force until 2099 unless told otherwise.
private func alert(
  _ event: String, severity: String = "Severe", onset: String = "2026-01-01T00:00:00Z",
  ends: String = "2099-01-07T06:00:00-05:00",
  description: String = "Snow.", extra: String = ""
) -> String {
  let escaped = { (text: String) in
    "\""
      + text.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case _ where scalar.value < 0x20: String(format: "\\u%04x", scalar.value)
        default: String(scalar)
        }
      }.joined() + "\""
  }
  return #""event":\#(escaped(event)),"severity":"\#(severity)","status":"Actual","#
    + #""messageType":"Alert","onset":"\#(onset)","ends":"\#(ends)","#
    + #""senderName":"NWS Miami FL","headline":"h","description":\#(escaped(description))"#
    + extra
}

@Suite("--air and --alerts end to end: one round trip, every form, hostile feeds")
struct AirAndAlertsTests {
  let weather: WeatherProcess
  let keyless: [String: String]
  let miami = "25.77,-80.19"
  let seoul = "37.57,126.98"

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
    weather.server.route("/data/2.5/air_pollution", try .fixture("owm-air-pollution"))
    weather.server.route("/data/3.0/onecall", try .fixture("owm-onecall-alerts"))
    weather.server.route("/v1/forecast", try .fixture("om-forecast-full"))
    weather.server.route("/v1/air-quality", try .fixture("om-air-quality-london"))
    weather.server.route("/alerts/active", .json(nwsBody([alert("Winter Storm Warning")])))
  }

  @Test("--air adds `AQI 31 good` to the line, asked at the same time as the weather")
  func airLine() async throws {
    for path in ["/data/2.5/weather", "/data/2.5/air_pollution"] {
      weather.server.route(
        path,
        try .fixture(
          path.hasSuffix("weather") ? "owm-current-zocca" : "owm-air-pollution",
          delay: .milliseconds(500)))
    }
    let result = try await weather.run(["--air", seoul])
    #expect(result.status == 0)
    #expect(result.stdout == "Zocca, IT  25°C  moderate rain  AQI 31 good\n")
    #expect(weather.server.peakConcurrentRequests == 2, "air rides in the weather's round trip")
    let air = try #require(weather.server.requests.first { $0.path == "/data/2.5/air_pollution" })
    #expect(air.value("lat") == "37.57")
    #expect(air.value("appid") == WeatherProcess.apiKey)
  }

  @Test("JSON `air` has one shape from both providers; Open-Meteo's host is OPEN_METEO_BASE_URL")
  func airJSON() async throws {
    let owm = try await weather.run(["--json", "--air", seoul])
    let meteo = try await weather.run(["--json", "--air", seoul], environment: keyless)
    let keys = #""air":{"aqi_us":"#
    #expect(
      owm.stdout.contains(
        #""air":{"aqi_us":31,"aqi_eu":27.5,"pm2_5":0.5,"pm10":0.54,"o3":68.66,"no2":0.77,"so2":0.64,"co":201.94,"pollen":null,"provider_index":{"scale":"openweathermap","value":1}}"#
      ))
    #expect(
      meteo.stdout.contains(#""air":{"aqi_us":27,"aqi_eu":19.0,"pm2_5":3.2,"#),
      "\(meteo.stdout.suffix(400))")
    #expect(
      meteo.stdout.contains(
        #""pollen":{"alder":0.0,"birch":0.0,"grass":0.1,"mugwort":0.0,"olive":0.0,"ragweed":0.0},"provider_index":null}"#
      ))
    #expect(owm.stdout.contains(keys) && meteo.stdout.contains(keys))
    #expect(!(try await weather.run(["--json", seoul])).stdout.contains(#""air""#))
  }

  @Test("an old answer (--stale) shows what this run asks for, and says when it is short")
  func staleAnswersThisRun() async throws {
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    let asked = ["--stale", "3600", "-d", "3", "-H", "2", "--air", "--alerts", miami]
    let first = try await weather.run(asked)
    #expect(first.status == 0)
    #expect(first.stdout.contains("AQI"))
    weather.server.route("/data/2.5/weather", .json("", status: 503))
    let offline = ["--stale", "3600", "--timeout", "3"]
    let human = try await weather.run(offline + [miami])
    #expect(human.status == 0)
    #expect(human.stdoutLines.count == 1, "\(human.stdout)")
    #expect(!human.stdout.contains("AQI"))
    #expect(human.stderrLines.count == 1, "\(human.stderr)")
    let metrics = try await weather.run(offline + ["--prometheus", miami])
    #expect(!metrics.stdout.contains("weather_air"))
    #expect(!metrics.stdout.contains("weather_alert"))
    let longer = try await weather.run(offline + ["-d", "5", miami])
    #expect(longer.stderr.contains("of forecast: the old answer has no more"), "\(longer.stderr)")
    #expect(!longer.stderr.contains("provider"))
  }

  @Test("a failed air service never fails the weather: the line prints, one warning, exit 0")
  func airFails() async throws {
    // A status that is not retried: three tries of a 503 may outlast the extra's budget.
    weather.server.route("/data/2.5/air_pollution", .json("{}", status: 418))
    let result = try await weather.run(["--air", "--json", seoul])
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""air":null"#))
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderrLines == [
        "weather: \(seoul): no air quality from OpenWeatherMap Air Pollution: it answered HTTP "
          + "418 unexpectedly; the weather is shown without it"
      ], "the source that failed is named, never \"the weather service\", which answered")
  }

  @Test("--alerts in the US: one line an alert under the place, from the NWS, with its User-Agent")
  func alertsHuman() async throws {
    let result = try await weather.run(["--alerts", miami])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 2)
    #expect(
      result.stdoutLines[1]
        == "  ⚠ Severe: Winter Storm Warning until 2099-01-07 13:00 (NWS Miami FL)")
    let request = try #require(weather.server.requests.first { $0.path == "/alerts/active" })
    #expect(request.value("point") == "25.77,-80.19")
    #expect(request.headers["user-agent"]?.hasPrefix("weather-cli/") == true)
    #expect(weather.server.requestCount("/data/3.0/onecall") == 0)
  }

  @Test("NWS_CONTACT names a contact in the User-Agent, as the NWS asks")
  func contact() async throws {
    var environment = weather.environment()
    environment["NWS_CONTACT"] = "ops@example.com"
    _ = try await weather.run(["--alerts", miami], environment: environment)
    let request = try #require(weather.server.requests.first { $0.path == "/alerts/active" })
    #expect(request.headers["user-agent"]?.hasSuffix("(ops@example.com)") == true)
  }

  @Test("NWS_CONTACT goes to the NWS alone: every other service gets the bare User-Agent")
  func contactOnlyToTheNWS() async throws {
    weather.server.route("/data/2.5/forecast", try .fixture("owm-forecast-zocca"))
    for key in [WeatherProcess.apiKey, nil] {
      var environment = weather.environment(apiKey: key)
      environment["NWS_CONTACT"] = "ops@example.com"
      let result = try await weather.run(
        ["--air", "--alerts", "-d", "2", miami], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let requests = weather.server.requests
    #expect(Set(requests.map(\.path)).count >= 5, "weather, forecast, air and alerts were asked")
    for request in requests {
      let agent = request.headers["user-agent"] ?? ""
      #expect(agent.hasPrefix("weather-cli/"), "\(request.path)")
      #expect(
        agent.contains("ops@example.com") == (request.path == "/alerts/active"),
        "\(request.path): \(agent)")
    }
  }

  @Test("outside the US One Call answers; a 401 there is no bad key: one note, the weather, exit 0")
  func oneCall() async throws {
    let result = try await weather.run(["--alerts", "--json", seoul])
    #expect(
      result.stdout.contains(#""alerts":[{"event":"Small Craft Advisory","severity":"unknown""#)
        == false)  // ended 2023
    #expect(result.stdout.contains(#""alerts":[]"#))
    weather.server.route("/data/3.0/onecall", try .fixture("owm-error-401", status: 401))
    let refused = try await weather.run(["--alerts", seoul, "1,2"])
    #expect(refused.status == 0)
    #expect(refused.stdoutLines.count == 2)
    #expect(
      refused.stderrLines == [
        "weather: alerts need One Call 3.0 on this key (OpenWeatherMap's \"One Call by Call\" subscription); the weather is shown without them"
      ])
  }

  @Test("an NWS 401 names the NWS and what it did, never a One Call subscription")
  func nwsRefuses() async throws {
    weather.server.route("/alerts/active", .json(#"{"title":"Unauthorized"}"#, status: 401))
    let result = try await weather.run(["--alerts", miami])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 1)
    #expect(
      result.stderrLines == [
        "weather: \(miami): no alerts from NWS: it refused the request (HTTP 401, unauthorized); "
          + "the weather is shown without them"
      ])
  }

  @Test("the NWS's alerts follow one redirect on their host; a second is refused with a note")
  func nwsRedirectOnce() async throws {
    let redirect = { (to: String) in TestResponse(status: 301, headers: ["Location": to]) }
    weather.server.route("/alerts/active", redirect("/alerts/moved"))
    weather.server.route("/alerts/moved", .json(nwsBody([alert("Winter Storm Warning")])))
    let once = try await weather.run(["--alerts", miami])
    #expect(once.status == 0, "\(once.stderr)")
    #expect(once.stdoutLines.count == 2)
    #expect(once.stdoutLines.last?.contains("Winter Storm Warning") == true)
    weather.server.route("/alerts/moved", redirect("/alerts/again"))
    weather.server.route("/alerts/again", .json(nwsBody([alert("Flood Watch")])))
    let twice = try await weather.run(["--alerts", miami])
    #expect(twice.status == 0)
    #expect(twice.stdoutLines.count == 1)
    #expect(twice.stderr.contains("redirected too many times"), "\(twice.stderr)")
    #expect(weather.server.requestCount("/alerts/again") == 0)
  }

  @Test("an alert that ends before it begins is left out with a note; the others stand")
  func endsBeforeItBegins() async throws {
    weather.server.route(
      "/alerts/active",
      .json(
        nwsBody([
          alert("Winter Storm Warning"),
          alert("Flood Watch", onset: "2099-02-01T00:00:00Z", ends: "2099-01-07T06:00:00Z"),
        ])))
    let result = try await weather.run(["--alerts", miami])
    #expect(result.status == 0)
    #expect(result.stdoutLines.count == 2)
    #expect(result.stdoutLines[1].contains("Winter Storm Warning"))
    #expect(
      result.stderrLines == [
        "weather: \(miami): an alert from NWS left out: it ends before it begins"
      ])
    let json = try await weather.run(["--alerts", "--json", miami])
    #expect(!json.stdout.contains("Flood Watch"))
  }

  @Test("a place no feed covers: one note naming it, exit 0; JSON alerts null")
  func uncovered() async throws {
    let result = try await weather.run(["--alerts", "--json", seoul], environment: keyless)
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""alerts":null"#))
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("no alert feed covers this place"))
  }

  @Test(
    "a slow feed: the weather prints by --timeout with a warning; 75 with --alerts alone, else 0")
  func slowFeed() async throws {
    weather.server.route("/alerts/active", TestResponse(status: 200, delivery: .hang))
    let alone = try await weather.run(["--alerts", "--timeout", "2", miami])
    #expect(alone.status == 75)
    #expect(alone.stdout.hasPrefix("Zocca, IT  25°C"))
    #expect(alone.stderr.contains("no alerts from NWS: it did not answer in time"))
    let both = try await weather.run(["--alerts", "--air", "--timeout", "2", miami])
    #expect(both.status == 0)
    #expect(both.stdout.contains("AQI 31 good"))
  }

  @Test(
    "a hanging feed and 15 places at --parallel 1: every weather prints, the feed is named once")
  func hangingFeedBatch() async throws {
    weather.server.route("/alerts/active", TestResponse(status: 200, delivery: .hang))
    // In Florida: the NWS covers each. One at a time, each extra's second after its weather
    // would take 15 s if it held the turn; on its own budget the batch ends in about 2.
    let places = (10..<25).map { "25.\($0),-80.19" }
    let options = ["--alerts", "--air", "--no-cache", "--timeout", "8", "--parallel", "1"]
    for environment in [keyless, weather.environment()] {
      let result = try await weather.run(options + places, environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdoutLines.count == 15)
      #expect(result.stdoutLines.allSatisfy { $0.contains("°C") && $0.contains("AQI") })
      #expect(
        result.stderrLines == [
          "weather: no alerts from NWS: it did not answer in time (an extra waits at most 1s "
            + "after its place's weather, or as long as the weather took); the weather is shown "
            + "without them"
        ])
    }
    // The alerts alone were asked for: the run says they are missing (75), every weather still
    // printed.
    let alone = try await weather.run(
      ["--alerts", "--no-cache", "--timeout", "8", "--parallel", "1"] + places,
      environment: keyless)
    #expect(alone.status == 75)
    #expect(alone.stdoutLines.count == 15)
    #expect(alone.stderrLines.count == 1)
  }

  @Test("10,000 alerts within the body cap: the 100 most severe kept, 10 lines and a count")
  func manyAlerts() async throws {
    let features = (0..<10_000).map {
      #""event":"E\#($0)","severity":"\#($0 == 9_999 ? "Extreme" : "Minor")","status":"Actual""#
    }
    let body = nwsBody(features)
    #expect(body.utf8.count < 1 << 20)
    weather.server.route("/alerts/active", .json(body))
    let human = try await weather.run(["--alerts", miami])
    #expect(human.status == 0)
    #expect(human.stdoutLines.count == 1 + 10 + 1)
    #expect(human.stdoutLines[1] == "  ⚠ Extreme: E9999")
    #expect(human.stdoutLines.last == "  … and 90 more alerts (the 100 most severe with --json)")
    let json = try await weather.run(["--alerts", "--json", miami])
    #expect(json.stdout.components(separatedBy: #""event":"#).count - 1 == 100)
  }

  @Test(
    "a description of 0.9 MiB (in a body near the 1 MiB cap), escapes, controls and bidi: one safe line; complete, escaped JSON"
  )
  func hostileText() async throws {
    let huge = String(repeating: "line\n", count: 150_000)
    let evil = "Storm\u{1B}[31mRED\u{202E}gnol\n\"quoted\"\\"
    weather.server.route(
      "/alerts/active",
      .json(nwsBody([alert(evil, severity: "Catastrophic", description: huge)])))
    let human = try await weather.run(["--alerts", miami])
    #expect(human.status == 0)
    #expect(human.stdoutLines.count == 2, "\(human.stderr)")
    #expect(
      human.stdoutLines.last
        == "  ⚠ Unknown: Storm?[31mRED?gnol \"quoted\"\\ until 2099-01-07 13:00 (NWS Miami FL)")
    let json = try await weather.run(["--alerts", "--json", miami])
    #expect(
      json.stdout.contains(
        #""event":"Storm\u001b[31mRED\u202egnol\n\"quoted\"\\","severity":"unknown""#))
    #expect(json.stdout.contains(String(repeating: #"line\n"#, count: 150_000)))
    #expect(json.stdoutLines.count == 1)
  }

  @Test("a body past the cap fails the feed, not the weather")
  func tooLarge() async throws {
    weather.server.route(
      "/alerts/active",
      .json(nwsBody([alert("x", description: String(repeating: "a", count: 1 << 20))])))
    let result = try await weather.run(["--alerts", "--air", miami])
    #expect(result.status == 0)
    #expect(result.stderr.contains("no alerts from NWS"))
  }

  @Test("expired alerts and alerts drawn around another area are not shown")
  func expiredAndElsewhere() async throws {
    let elsewhere =
      #","geometry":{"type":"Polygon","coordinates":[[[-101,39],[-99,39],[-99,41],[-101,41],[-101,39]]]}"#
    weather.server.route(
      "/alerts/active",
      .json(
        #"{"type":"FeatureCollection","features":[{"properties":{"#
          + alert("Over", ends: "2001-01-01T00:00:00Z") + #"}},{"properties":{"#
          + alert("Kansas") + "}" + elsewhere + "}]}"))
    let result = try await weather.run(["--alerts", "--json", miami])
    #expect(result.stdout.contains(#""alerts":[]"#))
  }

  @Test("templates: %{aqi} %{pm25} %{pm10} %{alerts} %{alert} ask for what they show")
  func template() async throws {
    let result = try await weather.run(["-f", "%{aqi}|%{pm25}|%{pm10}|%{alerts}|%{alert}", miami])
    #expect(result.stdout == "31|1µg/m³|1µg/m³|1|Winter Storm Warning\n")
    let none = try await weather.run(["-f", "%t", miami])
    #expect(none.stdout == "+25°C\n")
    #expect(weather.server.requestCount("/data/2.5/air_pollution") == 1)
  }

  @Test("CSV: the air columns on the current row, an alert row of kind alert")
  func csv() async throws {
    let result = try await weather.run(["--csv", "--air", "--alerts", miami])
    let lines = result.stdout.split(whereSeparator: \.isNewline)
    #expect(
      lines[0].hasSuffix(
        ",aqi_us,aqi_eu,pm2_5,pm10,o3,no2,so2,co,air_provider_index,alert_event,alert_severity,alert_headline,alert_onset,alert_expires,alert_sender,alert_source"
      ))
    #expect(
      lines[1].hasPrefix("current,")
        && lines[1].contains(",31,27.5,0.5,0.54,68.66,0.77,0.64,201.94,1,"), "\(lines[1])")
    #expect(
      lines[2].hasPrefix("alert,")
        && lines[2].hasSuffix(
          ",Winter Storm Warning,severe,h,2026-01-01T00:00:00Z,2099-01-07T11:00:00Z,NWS Miami FL,nws"
        ))
    #expect(
      lines[1].split(separator: ",", omittingEmptySubsequences: false).count
        == lines[2].split(separator: ",", omittingEmptySubsequences: false).count)
  }

  @Test("CSV: an alert's event, headline and sender a spreadsheet would run are quoted with '")
  func csvAlertFormulas() async throws {
    weather.server.route(
      "/alerts/active",
      .json(
        nwsBody([
          #""event":"=HYPERLINK(\"http://evil\",\"x\")","severity":"Severe","status":"Actual","#
            + #""messageType":"Alert","onset":"2026-01-01T00:00:00Z","#
            + #""ends":"2099-01-07T06:00:00-05:00","senderName":"@SUM(1+1)","#
            + #""headline":"+1+cmd|' /C calc'!A0","description":"Snow.""#
        ])))
    let result = try await weather.run(["--csv", "--alerts", miami])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try CSVTable.parse(result.stdout)
    let header = try #require(rows.first)
    let row = try #require(rows.first { $0.first == "alert" })
    let cell = { (name: String) in header.firstIndex(of: name).map { row[$0] } }
    #expect(cell("alert_event") == #"'=HYPERLINK("http://evil","x")"#)
    #expect(cell("alert_headline") == "'+1+cmd|' /C calc'!A0")
    #expect(cell("alert_sender") == "'@SUM(1+1)")
  }

  @Test("Prometheus: the index by scale, PM by size, alerts counted by severity")
  func prometheus() async throws {
    let result = try await weather.run(["--prometheus", "--air", "--alerts", miami])
    let labels = #"{location="25.77,-80.19",country="IT",provider="openweathermap""#
    #expect(result.stdout.contains("weather_air_quality_index\(labels),scale=\"us\"} 31"))
    #expect(result.stdout.contains("weather_air_quality_index\(labels),scale=\"eu\"} 27.5"))
    #expect(result.stdout.contains("weather_pm2_5_grams_per_cubic_meter\(labels)} 0.0000005"))
    #expect(result.stdout.contains("weather_alerts\(labels),severity=\"severe\"} 1"))
    #expect(result.stdout.contains("weather_alerts\(labels),severity=\"extreme\"} 0"))
  }

  @Test(
    "--max-age keeps the air and the alerts as it keeps the weather: no request the second time")
  func cached() async throws {
    _ = try await weather.run(["--air", "--alerts", "--max-age", "600", miami])
    let second = try await weather.run(["--air", "--alerts", "--max-age", "600", miami])
    #expect(second.stdout.contains("AQI 31 good"))
    #expect(second.stdout.contains("Winter Storm Warning"))
    #expect(weather.server.requestCount("/data/2.5/air_pollution") == 1)
    #expect(weather.server.requestCount("/alerts/active") == 1)
  }

  @Test("config `air = yes` asks for the air as --air does")
  func config() async throws {
    try weather.writeConfig("air = yes\n")
    let result = try await weather.run([miami])
    #expect(result.stdout.contains("AQI 31 good"))
  }
}
