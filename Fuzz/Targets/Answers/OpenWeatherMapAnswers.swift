import Foundation
import WeatherCore

@testable import WeatherCommand

/// OpenWeatherMap's answers, each from the fuzzer in place of one recorded answer.
enum OpenWeatherMapAnswers {
  private static let current = Answers.fixture("owm-current-london-drizzle")
  private static let geocoding = Answers.fixture("owm-geocoding-direct-london-uk")

  /// The current weather for a coordinate: one request, this answer; then the same body as
  /// a 400's error body.
  static func current(_ body: Data) throws(Violation) {
    for status in [200, 400] {
      let transport = Answers.transport(answering: "/data/2.5/weather", with: body, status: status)
      try Answers.check("51.51,-0.13", provider: Answers.openWeatherMap(transport))
    }
  }

  /// The 5-day forecast beside a recorded current answer, asked for 3 days and 12 hours.
  static func forecast(_ body: Data) throws(Violation) {
    let transport = Answers.transport(
      answering: "/data/2.5/forecast", with: body, fixtures: ["/data/2.5/weather": current])
    try Answers.check(
      "51.51,-0.13", provider: Answers.openWeatherMap(transport),
      forecast: ForecastRequest(hours: 12, days: 3))
  }

  /// A name's geocoding (in Korean, so local names are read) and a postal code's, each
  /// followed by a recorded current answer.
  static func geocoding(_ body: Data) throws(Violation) {
    for (query, path) in [("London", "/geo/1.0/direct"), ("E14,GB", "/geo/1.0/zip")] {
      let transport = Answers.transport(
        answering: path, with: body, fixtures: ["/data/2.5/weather": current])
      try Answers.check(query, provider: Answers.openWeatherMap(transport), language: "ko")
    }
  }
}
