import Foundation
import TestSupport
import Testing
import WeatherCore

@testable import WeatherCommand

/// Each output form's life cycle on its own: what it writes for an answer, a failure and
/// `--places`, when, and what it writes at the end.
@Suite("Renderers: each form's life cycle")
struct RendererLifeCycleTests {
  static let line = "Zocca, IT  25°C  moderate rain"
  let zocca: FormattedReport
  let seoul: FormattedReport
  let place: Place

  init() async throws {
    let provider = try ProviderConfiguration(choice: "openweathermap", apiKey: APIKey("key"))
      .makeSources(transport: try StubTransport(fixture: "owm-current-zocca")).weather
    let observation = try await provider.weather(
      WeatherQuery(coordinate: Coordinate(latitude: 44.34, longitude: 10.99))
    ).current
    let report = Report(place: observation.place, observation: observation, provider: "owm")
    zocca = FormattedReport(report: report, units: .metric)
    place = Place(
      name: "Seoul", country: "KR", state: nil,
      coordinate: try Coordinate(latitude: 37.57, longitude: 126.98))
    seoul = FormattedReport(
      report: Report(place: place, observation: observation, provider: "owm"), units: .metric)
  }

  @Test("human: each answer's line as it comes, its notes after it; nothing at the end")
  func human() {
    var renderer = HumanRenderer(color: false)
    #expect(
      renderer.answer(zocca, query: "Zocca", notes: ["weather: a note"])
        == [.output(Self.line), .error("weather: a note")])
    #expect(
      renderer.failure(query: "X", message: "weather: no place") == [.error("weather: no place")])
    #expect(renderer.failure(query: "X", message: nil) == [])
    #expect(renderer.places([place]) == [.output("Seoul, KR  37.57,126.98")])
    #expect(renderer.end() == [])
  }

  @Test("human, aligned: everything held to the end, in order, places and temperatures padded")
  func aligned() {
    var renderer = AlignedHumanRenderer(color: false)
    #expect(renderer.answer(zocca, query: "Zocca", notes: ["weather: a note"]) == [])
    #expect(renderer.failure(query: "X", message: "weather: no place") == [])
    #expect(renderer.answer(seoul, query: "Seoul", notes: []) == [])
    #expect(
      renderer.end() == [
        .output(Self.line), .error("weather: a note"), .error("weather: no place"),
        .output("Seoul, KR  25°C  moderate rain"),
      ])
    #expect(renderer.end() == [])
  }

  @Test("report: a blank line between reports, never before the first")
  func report() {
    var renderer = ReportView(
      terminal: Terminal(isTerminal: false, width: 80, unicode: false), color: false, days: 0)
    let first = renderer.answer(zocca, query: "Zocca", notes: [])
    #expect(first.count == 1)
    #expect(first.first != .output(""))
    let second = renderer.answer(zocca, query: "Zocca", notes: ["weather: a note"])
    #expect(second.first == .output(""))
    #expect(second.last == .error("weather: a note"))
    #expect(renderer.end() == [])
  }

  @Test("JSON: an object a line as it comes; --places as JSON objects")
  func json() throws {
    var renderer = JSONRenderer(forecast: .none)
    let written = renderer.answer(zocca, query: "Zocca", notes: [])
    guard case .output(let line) = try #require(written.first) else {
      Issue.record("no line")
      return
    }
    #expect(line.hasPrefix(#"{"query":"Zocca","#))
    #expect(
      renderer.places([place]) == [
        .output(#"{"name":"Seoul","state":null,"country":"KR","lat":37.57,"lon":126.98}"#)
      ])
    #expect(renderer.end() == [])
  }

  @Test("template: the template's line as it comes")
  func template() throws {
    var renderer = TemplateRenderer(template: try FormatTemplate(parsing: "%l: %t"))
    #expect(renderer.answer(zocca, query: "Zocca", notes: []) == [.output("Zocca, IT: +25°C")])
    #expect(renderer.end() == [])
  }

  @Test("CSV: the header once, before the first answer or failure; none for --places")
  func csv() {
    var renderer = CSVRenderer(forecast: .none, stale: false)
    // A row ends with CRLF: the output adds the LF.
    let header = Written.output(renderer.header + "\r")
    #expect(renderer.places([place]) == [.output("Seoul, KR  37.57,126.98")])
    #expect(
      renderer.failure(query: "X", message: "weather: no place") == [
        header, .error("weather: no place"),
      ])
    let answer = renderer.answer(zocca, query: "Zocca", notes: [])
    #expect(answer.count == 1)
    #expect(answer.first != header)
    #expect(renderer.end() == [])
  }

  @Test("Prometheus: notes and messages at once, the exposition of every outcome at the end")
  func prometheus() throws {
    var renderer = PrometheusRenderer()
    #expect(
      renderer.answer(zocca, query: "Zocca", notes: ["weather: a note"]) == [
        .error("weather: a note")
      ])
    #expect(renderer.failure(query: "Nowhere", message: nil) == [])
    let end = renderer.end()
    guard case .output(let exposition) = try #require(end.first) else {
      Issue.record("no exposition")
      return
    }
    #expect(end.count == 1)
    #expect(exposition.contains(#"weather_up{location="Zocca",country="IT",provider="owm"} 1"#))
    #expect(exposition.contains(#"weather_up{location="Nowhere",country="",provider=""} 0"#))
    #expect(exposition.contains("weather_temperature_celsius{location=\"Zocca\""))
  }

  @Test("the Printer knows no output form: no branch on it, no cast to a renderer")
  func printerKnowsNoForm() throws {
    let source = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../Sources/WeatherCommand/Output/Printer.swift")
        .standardizedFileURL, encoding: .utf8)
    for form in [
      "options.output ==", "options.output !=", "case .human", "case .csv", " as? ", " as! ",
    ] {
      #expect(!source.contains(form), "Printer.swift contains \(form)")
    }
    #expect(!source.contains("Renderer("), "Printer.swift makes a renderer itself")
  }
}
