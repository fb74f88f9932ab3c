import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherCommand

@Suite("Renderers: the golden line of each output form")
struct RendererTests {
  /// Zocca from OpenWeatherMap's documented example, as the provider reads it.
  func zocca(place: Place? = nil) async throws -> Report {
    let provider = try ProviderConfiguration(choice: .openWeatherMap, apiKey: APIKey("key"))
      .makeProvider(transport: try StubTransport(fixture: "owm-current-zocca"))
    let observation = try await provider.weather(
      WeatherQuery(coordinate: Coordinate(latitude: 44.34, longitude: 10.99))
    ).current
    return Report(
      place: place ?? observation.place, observation: observation, provider: provider.name)
  }

  func line(_ form: OutputForm, _ report: Report, units: UnitSystem = .metric) -> String {
    form.renderer(color: false).line(
      for: FormattedReport(report: report, units: units), query: "44.34,10.99")
  }

  @Test("human: place, whole degrees, conditions")
  func human() async throws {
    let report = try await zocca()
    #expect(line(.human, report) == "Zocca, IT  25°C  moderate rain")
    #expect(line(.human, report, units: .imperial) == "Zocca, IT  78°F  moderate rain")
  }

  @Test("human, coloured: the temperature alone is painted, by its Celsius value")
  func color() async throws {
    let line = OutputForm.human.renderer(color: true).line(
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

  @Test("JSON: the documented shape, keys in order")
  func json() async throws {
    #expect(
      line(.json, try await zocca()) == """
        {"query":"44.34,10.99","provider":"openweathermap","location":{"name":"Zocca","country":"IT",\
        "state":null,"lat":44.34,"lon":10.99},"units":"metric","temperature":25.33,"feels_like":25.59,\
        "temp_min":24.41,"temp_max":26.9,"humidity":64,"pressure":1015,"wind":{"speed":0.62,"deg":349,\
        "gust":1.18},"condition":{"id":501,"main":"Rain","description":"moderate rain","icon":"10d"},\
        "observed_at":"2022-08-30T14:43:12Z","timezone_offset":7200,"lang":"en"}
        """)
  }

  @Test("template: every letter, tabs kept for TSV")
  func template() async throws {
    let template = try FormatTemplate(parsing: "%T|%l|%t|%f|%C|%h|%w|%p|100%%\t")
    #expect(
      line(.template(template), try await zocca())
        == "2022-08-30T14:43:12Z|Zocca, IT|25°C|26°C|moderate rain|64%|↓0.6m/s|1015hPa|100%\t")
  }
}
