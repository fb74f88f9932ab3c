import Foundation
import TestSupport
import Testing
import WeatherCore

@Suite("--normal, %{vs_yesterday}, %{vs_normal}: yesterday in the same trip, the normal once")
struct YesterdayAndNormalTests {
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

  /// The test server's temperature at this hour, today and yesterday (UTC), for each hour the
  /// run may have straddled.
  private func hours(from start: Date, to end: Date) -> Set<Int> {
    Set([start, end].map { Int($0.timeIntervalSince1970 / 3600) % 24 })
  }

  @Test("one forecast request carries yesterday; the normal is one archive request, none after")
  func normalOnce() async throws {
    let start = Date()
    let first = try await weather.run(["--json", "--normal", "London"], environment: keyless)
    let end = Date()
    #expect(first.status == 0, "\(first.stderr)")
    #expect(weather.server.requestCount("/v1/forecast") == 1)
    let forecast = try #require(weather.server.requests.first { $0.path == "/v1/forecast" })
    #expect(forecast.value("past_hours") == "24")
    let archives = weather.server.requests.filter { $0.path == "/v1/archive" }
    #expect(archives.count == 1)
    #expect(archives.first?.value("start_date") == "1991-01-01")
    #expect(archives.first?.value("end_date") == "2020-12-31")
    #expect(archives.first?.value("daily") == "temperature_2m_max,temperature_2m_min")
    let json = try object(first.stdout)
    let yesterday = try #require(json["yesterday"] as? Double)
    let expected = hours(from: start, to: end).map {
      OpenMeteoPastServer.temperature(day: past.today - 1, hour: $0)
    }
    #expect(expected.contains(yesterday), "\(yesterday) not in \(expected)")
    let normal = try #require(json["normal"] as? [String: Any])
    #expect(normal["years"] as? String == "1991-2020")
    let local = CivilTime(Date(), offset: 0)
    #expect(normal["date"] as? String == String(format: "%02d-%02d", local.month, local.day))
    // The server's high is its low + 5.75 °C every day; its lows cycle through 0 to 19.
    let low = try #require(normal["temp_min"] as? Double)
    let high = try #require(normal["temp_max"] as? Double)
    #expect(abs(high - low - 5.75) < 0.01)
    #expect((8.0...11.0).contains(low))

    let again = try await weather.run(
      ["--json", "--normal", "--max-age", "0", "London"], environment: keyless)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(weather.server.requestCount("/v1/archive") == 1)
    #expect(weather.server.requestCount("/v1/forecast") == 2)
    #expect(try object(again.stdout)["normal"] as? [String: Any] != nil)
  }

  @Test("the tokens, the line for people and the report's header say the same")
  func sentences() async throws {
    let template = try await weather.run(
      ["-f", "%{vs_yesterday} %{vs_normal}", "London"], environment: keyless)
    #expect(template.status == 0, "\(template.stderr)")
    // The server's temperature rises by 1 °C a day, but from day 19 to day 0 of its cycle.
    let parts = template.stdout.trimmingCharacters(in: .newlines).split(separator: " ")
    #expect(parts.count == 2, "\(template.stdout)")
    #expect(["+1°", "-19°"].contains(parts.first ?? ""), "\(template.stdout)")
    #expect(parts.last?.hasSuffix("°") == true)
    let human = try await weather.run(["--normal", "London"], environment: keyless)
    #expect(human.status == 0, "\(human.stderr)")
    #expect(
      human.stdout.contains("than yesterday at this hour; "), "\(human.stdout)")
    #expect(human.stdout.contains("the 1991-2020 normal for "), "\(human.stdout)")
    let report = try await weather.run(["--report", "--normal", "London"], environment: keyless)
    #expect(report.status == 0, "\(report.stderr)")
    #expect(report.stdout.contains("than yesterday at this hour; "), "\(report.stdout)")
    #expect(weather.server.requestCount("/v1/archive") == 1)
  }

  @Test("an archive that cannot make a normal: the weather stands, one line says why")
  func badNormal() async throws {
    for body in [
      "{}",
      #"{"daily_units":{"temperature_2m_max":"°C"},"daily":{"time":["2020-01-02","2020-01-01"],"#
        + #""temperature_2m_max":[1,2],"temperature_2m_min":[0,1]}}"#,
      #"{"daily_units":{"temperature_2m_max":"°C"},"daily":{"time":["2020-01-01"],"#
        + #""temperature_2m_max":[1],"temperature_2m_min":[0]}}"#,
    ] {
      weather.server.route("/v1/archive", .json(body))
      let result = try await weather.run(["--json", "--normal", "London"], environment: keyless)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try object(result.stdout)["normal"] is NSNull)
      #expect(
        result.stderr.contains("no 1991-2020 normal from open-meteo: "), "\(result.stderr)")
    }
  }
}
