import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Renderers: the golden line of each output form")
struct RendererTests {
  /// Zocca from OpenWeatherMap's documented example, as the provider reads it.
  func zocca(place: Place? = nil) async throws -> Report {
    let provider = try ProviderConfiguration(choice: "openweathermap", apiKey: APIKey("key"))
      .makeSources(transport: try StubTransport(fixture: "owm-current-zocca")).weather
    let observation = try await provider.weather(
      WeatherQuery(coordinate: Coordinate(latitude: 44.34, longitude: 10.99))
    ).current
    return Report(
      place: place ?? observation.place, observation: observation, provider: provider.name)
  }

  func line(_ form: OutputForm, _ report: Report, units: UnitSystem = .metric) -> String {
    var renderer = form.renderer(color: false)
    return renderer.answer(
      FormattedReport(report: report, units: units), query: "44.34,10.99", notes: []
    ).map { if case .output(let text) = $0 { text } else { "" } }.joined(separator: "\n")
  }

  @Test("human: place, whole degrees, conditions")
  func human() async throws {
    let report = try await zocca()
    #expect(line(.human, report) == "Zocca, IT  25°C  moderate rain")
    #expect(line(.human, report, units: .imperial) == "Zocca, IT  78°F  moderate rain")
  }

  @Test("human, coloured: the temperature alone is painted, by its Celsius value")
  func color() async throws {
    let line = HumanRenderer(color: true).line(
      for: FormattedReport(report: try await zocca(), units: .imperial), query: "")
    #expect(line == "Zocca, IT  \u{1B}[1;33m78°F\u{1B}[0m  moderate rain")
  }

  @Test("human: a US place shows its state; a place with no name shows its coordinates")
  func labels() async throws {
    let coordinate = try Coordinate(latitude: 39.8017, longitude: -89.6437)
    let springfield = Place(
      name: "Springfield", country: "US", state: "IL", coordinate: coordinate)
    #expect(line(.human, try await zocca(place: springfield)).hasPrefix("Springfield, IL, US  "))
    let nowhere = Place(name: "", country: nil, state: nil, coordinate: coordinate)
    #expect(line(.human, try await zocca(place: nowhere)).hasPrefix("39.8017,-89.6437  "))
  }

  @Test("server text cannot reach the terminal raw")
  func hostilePlace() async throws {
    let hostile = Place(
      name: "Evil\u{1B}]8;;http://x\u{7}\nTown\u{202E}", country: "X\u{9B}Y", state: nil,
      coordinate: try Coordinate(latitude: 1, longitude: 2))
    let human = line(.human, try await zocca(place: hostile))
    #expect(human == "Evil?]8;;http://x? Town?, X?Y  25°C  moderate rain")
  }

  @Test("a server's endless place name is cut for people, kept whole in JSON")
  func endlessPlace() async throws {
    let long = Place(
      name: String(repeating: "Town", count: 75_000), country: "KR", state: nil,
      coordinate: try Coordinate(latitude: 1, longitude: 2))
    let report = try await zocca(place: long)
    let human = line(.human, report)
    #expect(
      human.hasPrefix(String(repeating: "Town", count: 25) + "…  25°C"), "\(human.prefix(120))")
    #expect(line(.json, report).contains(String(repeating: "Town", count: 75_000)))
  }

  @Test("JSON: the documented shape, keys in order")
  func json() async throws {
    #expect(
      line(.json, try await zocca()) == """
        {"query":"44.34,10.99","provider":"openweathermap","location":{"name":"Zocca","country":"IT",\
        "state":null,"lat":44.34,"lon":10.99},"units":"metric","temperature":25.33,"feels_like":25.59,\
        "temp_min":24.41,"temp_max":26.9,"humidity":64,"pressure":1015,"wind":{"speed":0.62,"deg":349,\
        "gust":1.18},"condition":{"id":501,"kind":"rain","main":"Rain","description":"moderate rain",\
        "icon":"10d"},"current_kind":"observation","observed_at":"2022-08-30T14:43:12Z","timezone_offset":7200,"wind_unit":"m/s",\
        "precipitation":3.16,"uv_index":null,"timezone":null,"sun":{"dawn":"2022-08-30T04:06:12Z",\
        "sunrise":"2022-08-30T04:36:20Z","noon":"2022-08-30T11:16:41Z","sunset":"2022-08-30T17:56:14Z",\
        "dusk":"2022-08-30T18:26:15Z"},"moon":{"phase":"waxing crescent","illumination":10.86,\
        "age_days":3.27},"lang":"en"}
        """)
  }

  @Test("template: every letter, tabs kept for TSV")
  func template() async throws {
    let template = try FormatTemplate(
      parsing: "%c|%C|%x|%h|%t|%f|%w|%l|%m|%M|%p|%P|%u|%D|%S|%z|%s|%d|%T|%Z|%a|100%%\t")
    #expect(
      line(.template(template), try await zocca())
        == "🌧️|moderate rain|///|64%|+25°C|+26°C|↓0.6m/s|Zocca, IT|🌒|3|3.2mm|1015hPa|?|06:06:12|"
        + "06:36:20|13:16:41|19:56:14|20:26:15|16:43:12+0200|+02:00||100%\t")
  }

  @Test("sun letters at Longyearbyen: no sunrise in polar night, --; solar noon still happens")
  func polarNight() throws {
    let place = Place(
      name: "Longyearbyen", country: "SJ", state: nil,
      coordinate: try Coordinate(latitude: 78.2232, longitude: 15.6267))
    let winter = Observation(
      place: place, temperature: 260, observedAt: Date(timeIntervalSince1970: 1_797_854_400),
      timezoneOffset: 3600)
    let report = Report(place: place, observation: winter, provider: "openweathermap")
    let template = try FormatTemplate(parsing: "%D|%S|%z|%s|%d|%m")
    let text = line(.template(template), report)
    #expect(text.hasPrefix("--|--|"))
    #expect(text.contains("|--|--|"))
    let json = line(.json, report)
    #expect(json.contains(#""sun":{"dawn":null,"sunrise":null,"noon":"2026-12-21T"#))
  }
}
