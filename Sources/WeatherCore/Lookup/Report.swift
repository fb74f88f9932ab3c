import Foundation

/// The answer for one location: the place it resolved to and the weather there.
public struct Report: Sendable, Equatable, Codable {
  /// The place: the geocoder's for a name, the weather answer's for a coordinate.
  public let place: Place
  /// The weather now.
  public let observation: Observation
  /// The forecast, when one was asked for.
  public let forecast: Forecast?
  /// The provider that answered, such as `openweathermap`.
  public let provider: String
  /// Every place a name matched, best first, `place` among them; empty for coordinates.
  public let candidates: [Place]
  /// The language the answer is in, such as `ko`; `en` unless another was asked for.
  public let language: String
  /// The air quality, when it was asked for and its service answered.
  public var air: AirQuality?
  /// The alerts in force, most severe first, when they were asked for and a feed answered
  /// for the place; empty when there are none.
  public var alerts: [Alert]?
  /// Why an extra that was asked for is missing. Not kept in the cache: a report read back
  /// has none.
  public var problems: [ExtraProblem] = []
  /// For a period asked for: the days the forecast's rows cover and where they came from.
  /// Not kept in the cache.
  public var period: AnsweredPeriod?
  /// How old the observation was when the report was made, in seconds, when it was older
  /// than `Report.oldObservation` and came from a source whose stations may report late (the
  /// NWS's): shown beside it. Not kept in the cache.
  public var observationAge: Double?
  /// The temperature at the same hour yesterday, in kelvin, when it was asked for and the
  /// source gave it. Not kept in the cache.
  public var yesterday: Double?
  /// The 1991–2020 normal for the place's date today, when it was asked for and its source
  /// answered. Not kept in the cache.
  public var normal: ClimateNormal?

  /// An observation older than this, in seconds, is shown with its age: 2 hours.
  public static let oldObservation: Double = 7200

  /// The age of `observation` at `now` when it was observed (not forecast) more than
  /// `oldObservation` seconds before; else `nil`.
  static func age(of observation: Observation, at now: Date) -> Double? {
    let age = now.timeIntervalSince(observation.observedAt)
    return observation.kind == .observation && age > oldObservation ? age : nil
  }

  /// Creates a report.
  public init(
    place: Place, observation: Observation, forecast: Forecast? = nil, provider: String,
    candidates: [Place] = [], language: String = "en", air: AirQuality? = nil,
    alerts: [Alert]? = nil, problems: [ExtraProblem] = []
  ) {
    self.place = place
    self.observation = observation
    self.forecast = forecast
    self.provider = provider
    self.candidates = candidates
    self.language = language
    self.air = air
    self.alerts = alerts
    self.problems = problems
  }

  private enum CodingKeys: String, CodingKey {
    case place, observation, forecast, provider, candidates, language, air, alerts
  }
}
