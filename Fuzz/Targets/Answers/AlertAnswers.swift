import Foundation
import WeatherCore

@testable import WeatherCommand

/// The alert feeds' answers, each from the fuzzer beside a recorded weather answer, for a
/// place the feed covers: decoded, kept only while in force, and printed in every form.
enum AlertAnswers {
  private static let current = Answers.fixture("owm-current-zocca")

  /// The US National Weather Service's active alerts, for a point in New Mexico.
  static func nationalWeatherService(_ body: Data) throws(Violation) {
    let transport = Answers.transport(
      answering: "/alerts/active", with: body, fixtures: ["/data/2.5/weather": current])
    guard let feed = Answers.nationalWeatherService(transport) else { return }
    try Answers.check(
      "35.08,-106.65", provider: Answers.openWeatherMap(transport),
      extras: ExtraSources(air: nil, alertFeeds: [feed]))
  }

  /// OpenWeatherMap's One Call alerts.
  static func openWeatherMap(_ body: Data) throws(Violation) {
    let transport = Answers.transport(
      answering: "/data/3.0/onecall", with: body, fixtures: ["/data/2.5/weather": current])
    guard let feed = Answers.oneCallAlerts(transport) else { return }
    try Answers.check(
      "44.34,10.99", provider: Answers.openWeatherMap(transport),
      extras: ExtraSources(air: nil, alertFeeds: [feed]))
  }
}
