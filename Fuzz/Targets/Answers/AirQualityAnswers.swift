import Foundation
import WeatherCore

@testable import WeatherCommand

/// The air quality answers of both providers, each from the fuzzer beside a recorded weather
/// answer: decoded, checked against the plausibility rules, and printed in every form.
enum AirQualityAnswers {
  private static let current = Answers.fixture("owm-current-london-drizzle")
  private static let forecast = Answers.fixture("om-forecast-full")

  /// OpenWeatherMap's Air Pollution answer.
  static func openWeatherMap(_ body: Data) throws(Violation) {
    let transport = Answers.transport(
      answering: "/data/2.5/air_pollution", with: body,
      fixtures: ["/data/2.5/weather": current])
    guard let source = Answers.openWeatherMapAir(transport) else { return }
    try Answers.check(
      "51.51,-0.13", provider: Answers.openWeatherMap(transport),
      extras: ExtraSources(air: source, alertFeeds: []))
  }

  /// Open-Meteo's Air Quality answer.
  static func openMeteo(_ body: Data) throws(Violation) {
    let transport = Answers.transport(
      answering: "/v1/air-quality", with: body, fixtures: ["/v1/forecast": forecast])
    guard let source = Answers.openMeteoAir(transport) else { return }
    try Answers.check(
      "51.51,-0.13", provider: Answers.openMeteo(transport),
      extras: ExtraSources(air: source, alertFeeds: []))
  }
}
