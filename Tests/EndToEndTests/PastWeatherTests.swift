import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("past weather: --date and --from/--to, from Open-Meteo's archive and past_days")
struct PastWeatherTests {
  let weather: WeatherProcess
  let keyless: [String: String]
  let past = OpenMeteoPastServer()

  init() throws {
    weather = try WeatherProcess()
    keyless = weather.environment(apiKey: nil)
    past.install(on: weather.server)
  }

  private func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  private func dates(_ rows: Any?) -> [String] {
    (rows as? [[String: Any]] ?? []).compactMap { $0["date"] as? String }
  }

  @Test("--date yesterday is one round trip: the forecast with past_days, the day's row")
  func yesterday() async throws {
    let result = try await weather.run(
      ["--json", "--date", "yesterday", "London"], environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(weather.server.requests.map(\.path) == ["/v1/forecast"])
    let request = try #require(weather.server.requests.first)
    #expect(Int(request.value("past_days") ?? "") ?? 0 >= 1)
    let json = try object(result.stdout)
    let day = DayPeriod.text(past.today - 1)
    #expect(dates(json["daily"]) == [day])
    let period = try #require(json["period"] as? [String: Any])
    #expect(period["from"] as? String == day)
    #expect(period["to"] as? String == day)
    #expect(period["source"] as? String == "forecast")
    let row = try #require((json["daily"] as? [[String: Any]])?.first)
    #expect(row["precipitation_probability"] is NSNull)
    #expect(
      row["temp_max"] as? Double == OpenMeteoPastServer.temperature(day: past.today - 1, hour: 23))
    #expect(json["hourly"] == nil)
  }

  @Test("--commercial or commercial = yes: past weather is 78 before any request, Open-Meteo named")
  func commercial() async throws {
    let flag = try await weather.run(
      ["--commercial", "--date", "yesterday", "London"], environment: keyless)
    try weather.writeConfig("commercial = yes\n")
    let file = try await weather.run(["--from", "-3d", "London"], environment: keyless)
    for result in [flag, file] {
      #expect(result.status == 78, "\(result.stderr)")
      #expect(
        result.stderr.hasPrefix("weather: past weather comes from Open-Meteo's archive"),
        "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    #expect(weather.server.requestCount() == 0)
  }

  @Test("a failover list answers the past from its sources that have it; none of them is 64")
  func providers() async throws {
    let listed = try await weather.run(
      ["--json", "--provider", "met-norway,open-meteo", "--date", "yesterday", "1,1"],
      environment: keyless)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(weather.server.requests.map(\.path) == ["/v1/forecast"])
    let none = try await weather.run(
      ["--provider", "met-norway", "--date", "yesterday", "1,1"], environment: keyless)
    #expect(none.status == 64)
    #expect(
      none.stderr.contains("--provider met-norway has no past weather; open-meteo has"),
      "\(none.stderr)")
  }

  @Test("NAME@DATE asks for that day; @home stays a saved place, @home@DATE is both")
  func shorthand() async throws {
    let named = try await weather.run(["--json", "London@yesterday"], environment: keyless)
    #expect(named.status == 0, "\(named.stderr)")
    let json = try object(named.stdout)
    #expect(dates(json["daily"]) == [DayPeriod.text(past.today - 1)])
    #expect((json["location"] as? [String: Any])?["name"] as? String == "London", "\(json)")
    try weather.writeConfig("place.home = 1,1\n")
    let saved = try await weather.run(["--json", "@home@2024-07-01"], environment: keyless)
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(dates(try object(saved.stdout)["daily"]) == ["2024-07-01"])
    let archive = try #require(weather.server.requests.first { $0.path == "/v1/archive" })
    #expect(archive.value("latitude") == "1.0" || archive.value("latitude") == "1")
    let home = try await weather.run(["--json", "@home"], environment: keyless)
    #expect(home.status == 0, "\(home.stderr)")
    #expect(try object(home.stdout)["period"] == nil)
  }

  @Test(
    "a bad NAME@DATE is 64 before any request",
    arguments: [
      (["London@2024-02-30"], "NAME@DATE 2024-02-30 is no date in the calendar"),
      (["London@someday"], "NAME@DATE takes a date such as 2024-07-01"),
      (["London@1939-12-31"], "the days that can be answered are 1940-01-01 to "),
      (["London@+16d"], "the days that can be answered are 1940-01-01 to "),
      (["London@yesterday", "Paris@today"], "names another day than the location before it"),
      (["--date", "today", "London@yesterday"], "NAME@DATE gives the day already"),
      (["London@-3d", "--prometheus"], "--prometheus is for the weather now"),
    ])
  func badShorthand(arguments: [String], message: String) async throws {
    let result = try await weather.run(arguments, environment: keyless)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(weather.server.requestCount() == 0)
  }

  @Test("the last day ahead and --from alone (to today) come from the forecast")
  func ahead() async throws {
    for (arguments, days) in [
      (["--date", "+15d"], [past.today + 15]),
      (["--from", "-2d"], Array(past.today - 2...past.today)),
    ] {
      let result = try await weather.run(["--json"] + arguments + ["1,1"], environment: keyless)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(dates(try object(result.stdout)["daily"]) == days.map(DayPeriod.text))
    }
  }

  @Test("a range across the archive and the recent days is one series: no gap, no duplicate")
  func stitched() async throws {
    let first = past.today - 40
    let last = past.today + 2
    let result = try await weather.run(
      ["--json", "--from", DayPeriod.text(first), "--to", "+2d", "London"], environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try object(result.stdout)
    #expect(dates(json["daily"]) == (first...last).map(DayPeriod.text))
    #expect((json["period"] as? [String: Any])?["source"] as? String == "archive+forecast")
    let archive = try #require(weather.server.requests.first { $0.path == "/v1/archive" })
    #expect(archive.value("start_date") == DayPeriod.text(first))
    #expect(archive.value("daily")?.contains("precipitation_probability") == false)
    #expect(weather.server.requestCount("/v1/forecast") == 1)
  }

  @Test("--hours gives every hour of the range, in order, each once, the archive's without chances")
  func hourly() async throws {
    let first = past.today - 9
    let result = try await weather.run(
      ["--json", "-H", "1", "--from", DayPeriod.text(first), "--to", "yesterday", "1,1"],
      environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try object(result.stdout)
    let hours = try #require(json["hourly"] as? [[String: Any]])
    #expect(hours.count == 9 * 24)
    let times = hours.compactMap { $0["time"] as? String }
    #expect(times == times.sorted() && Set(times).count == times.count)
    #expect(json["daily"] == nil)
    let archive = try #require(weather.server.requests.first { $0.path == "/v1/archive" })
    #expect(archive.value("hourly")?.contains("precipitation_probability") == false)
    #expect(hours.first?["precipitation_probability"] is NSNull)
  }

  @Test("a backfill of hours asks no daily variable (Open-Meteo weighs each); days still do")
  func hoursAskNoDaily() async throws {
    let from = DayPeriod.text(past.today - 20)
    let hours = try await weather.run(
      ["--csv", "-H", "1", "--from", from, "--to", "yesterday", "1,1"], environment: keyless)
    #expect(hours.status == 0, "\(hours.stderr)")
    #expect(
      hours.stdout.split(whereSeparator: \.isNewline).count(where: { $0.hasPrefix("hourly,") })
        == 20 * 24)
    let hourRequests = weather.server.requests
    let days = try await weather.run(
      ["--csv", "--from", from, "--to", "yesterday", "1,1"], environment: keyless)
    #expect(days.status == 0, "\(days.stderr)")
    let dayRequests = weather.server.requests.dropFirst(hourRequests.count)
    for (requests, hourly, daily) in [(hourRequests[...], true, false), (dayRequests, false, true)]
    {
      // The archive's request of the days before the last 7, the forecast's of those.
      for path in ["/v1/archive", "/v1/forecast"] {
        let request = try #require(requests.first { $0.path == path }, "\(path)")
        #expect((request.query["hourly"] != nil) == hourly, "\(request.target)")
        #expect((request.query["daily"] != nil) == daily, "\(request.target)")
      }
    }
  }

  @Test(
    "a streamed backfill says nothing on stderr: its rows are the period's, none short",
    arguments: [["--csv", "-H", "1"], ["--csv"]])
  func streamedQuietly(arguments: [String]) async throws {
    let result = try await weather.run(
      arguments + ["--from", "2024-01-01", "--to", "2024-01-31", "1,1"], environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout.split(whereSeparator: \.isNewline).count > 31)
  }

  @Test("1940 to 2025, day by day: ten-year archive requests, rows in order, every day once")
  func decades() async throws {
    let result = try await weather.run(
      ["--csv", "--timeout", "600", "--from", "1940-01-01", "--to", "2025-12-31", "1,1"],
      environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("daily,") }
    #expect(rows.count == DayPeriod.day("2025-12-31")! - DayPeriod.earliest + 1)
    // A few requests at once: they may arrive out of order, the rows may not.
    let starts = weather.server.requests.filter { $0.path == "/v1/archive" }.compactMap {
      $0.value("start_date")
    }.sorted()
    #expect(starts.first == "1940-01-01")
    #expect(starts.count == 9)
    let days = rows.compactMap { row in
      row.firstMatch(of: /,(\d{4}-\d\d-\d\d),/).map { String($0.output.1) }
    }
    #expect(days.first == "1940-01-01")
    #expect(days == days.sorted() && Set(days).count == days.count)
  }

  @Test("CSV has a daily row a day; with --hours an hourly row an hour")
  func csv() async throws {
    let result = try await weather.run(
      ["--csv", "--date", "2024-07-01", "-H", "24", "1,1"], environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    let hourly = result.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("hourly,") }
    #expect(hourly.count == 24, "\(result.stdout.prefix(600))")
    #expect(
      result.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("daily,") }.isEmpty)
  }

  @Test(
    "bad dates are usage errors (64) before any request, naming what can be answered",
    arguments: [
      (
        ["--date", "1939-12-31"],
        "1939-12-31 is out of range; the days that can be answered are 1940-01-01 to "
      ),
      (["--date", "+16d"], "is out of range; the days that can be answered are 1940-01-01 to "),
      (["--date", "2024-02-30"], "--date 2024-02-30 is no date in the calendar"),
      (["--date", "someday"], "--date takes a date such as 2024-07-01"),
      (["--from", "2024-07-02", "--to", "2024-07-01"], "--to 2024-07-01 is before --from"),
      (["--to", "2024-07-01"], "--to goes with --from"),
      (["--date", "today", "--prometheus"], "--prometheus is for the weather now"),
      (["--date", "today", "--from", "today"], "--date is one day"),
      (["--from", "2020-01-01", "-H", "1"], "--hours shows at most 366 days"),
    ])
  func badDates(arguments: [String], message: String) async throws {
    let result = try await weather.run(arguments + ["London"], environment: keyless)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(weather.server.requestCount() == 0)
  }

  @Test(
    "an archive answering other days, a hole, a duplicate or rows out of order: 76, no row",
    arguments: [
      ("2024-07-01", "2024-07-01"), ("2024-07-01", "2024-07-03"), ("2024-07-02", "2024-07-03"),
      ("2024-06-30", "2024-07-02"),
    ])
  func hostileArchive(start: String, end: String) async throws {
    let hostile = past
    let days = try #require(DayPeriod.day(start))...(try #require(DayPeriod.day(end)))
    weather.server.route("/v1/archive") { request, _ in
      hostile.archiveRows(
        days: days, daily: (request.value("daily") ?? "").split(separator: ",").map(String.init))
    }
    let result = try await weather.run(
      ["--json", "--from", "2024-07-01", "--to", "2024-07-02", "1,1"], environment: keyless)
    #expect(result.status == 76, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("streamed, a bad chunk after good ones: 76, the good rows written, none of the bad")
  func hostileStream() async throws {
    let hostile = past
    weather.server.route("/v1/archive") { request, _ in
      guard request.value("start_date") == "2020-01-01" else {
        // Another year's hours than those asked for.
        let days = (DayPeriod.day("2001-01-01") ?? 0)...(DayPeriod.day("2001-03-01") ?? 0)
        return hostile.archiveRows(days: days, daily: [])
      }
      return hostile.archive(request)
    }
    let result = try await weather.run(
      ["--csv", "-H", "1", "--from", "2020-01-01", "--to", "2020-12-31", "1,1"],
      environment: keyless)
    #expect(result.status == 76, "\(result.stderr)")
    let rows = result.stdout.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("hourly,") }
    #expect(rows.count == 92 * 24)
    #expect(!result.stdout.contains("2001-"))
  }

  @Test("the forecast's answer without the recent days asked for (another date's): 76, no row")
  func hostileRecent() async throws {
    weather.server.route("/v1/forecast", try .fixture("om-forecast-darwin"))
    for arguments in [["--date", "yesterday"], ["-H", "1", "--from", "-3d"]] {
      let result = try await weather.run(["--csv"] + arguments + ["1,1"], environment: keyless)
      #expect(result.status == 76, "\(result.stderr)")
      #expect(!result.stdout.contains("daily,") && !result.stdout.contains("hourly,"))
    }
  }

  @Test("a day repeated or out of order in the archive's answer: 76, no row")
  func unorderedArchive() async throws {
    for days in [#"["2024-07-02","2024-07-01"]"#, #"["2024-07-01","2024-07-01"]"#] {
      weather.server.route(
        "/v1/archive",
        .json(
          #"{"utc_offset_seconds":0,"daily_units":{"temperature_2m_max":"°C"},"#
            + #""daily":{"time":\#(days),"temperature_2m_max":[20,21]}}"#))
      let result = try await weather.run(
        ["--json", "--from", "2024-07-01", "--to", "2024-07-02", "1,1"], environment: keyless)
      #expect(result.status == 76, "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
  }

  @Test("an absurd value is null, an absurd temperature an unreadable answer")
  func absurdValues() async throws {
    weather.server.route(
      "/v1/archive",
      .json(
        #"{"utc_offset_seconds":0,"daily_units":{"temperature_2m_max":"°C"},"#
          + #""daily":{"time":["2024-07-01"],"temperature_2m_max":[9999],"#
          + #""temperature_2m_min":[10],"precipitation_sum":[-5]}}"#))
    let result = try await weather.run(
      ["--json", "--date", "2024-07-01", "1,1"], environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    let row = try #require((try object(result.stdout)["daily"] as? [[String: Any]])?.first)
    #expect(row["temp_max"] is NSNull)
    #expect(row["precipitation"] is NSNull)
    #expect(row["temp_min"] as? Double == 10)
  }

  @Test(
    "a real archive answer (Berlin, 15 days of a mean only) gives its days, lows and highs null")
  func realAnswer() async throws {
    weather.server.route("/v1/archive", try .fixture("om-archive-berlin-daily"))
    let result = try await weather.run(
      ["--json", "--from", "2025-09-22", "--to", "2025-10-06", "1,1"], environment: keyless)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(try object(result.stdout)["daily"] as? [[String: Any]])
    #expect(rows.count == 15)
    #expect(rows.allSatisfy { $0["temp_max"] is NSNull })
  }

  @Test("the documented answer's three hours are not the day asked for: 76")
  func documentedHours() async throws {
    weather.server.route("/v1/archive", try .fixture("om-archive-hourly-documented"))
    let result = try await weather.run(
      ["--json", "-H", "1", "--date", "2022-07-01", "1,1"], environment: keyless)
    #expect(result.status == 76, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("the archive's 400 for a bad date is the tool's fault: 70, with its reason")
  func archiveRefuses() async throws {
    weather.server.route(
      "/v1/archive", try .fixture("om-error-400-date-out-of-range", status: 400))
    let result = try await weather.run(["--date", "2024-07-01", "1,1"], environment: keyless)
    #expect(result.status == 70)
    #expect(result.stderr.contains("out of allowed range"))
  }
}
