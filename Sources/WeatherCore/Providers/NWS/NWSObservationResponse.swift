import Foundation

/// The answer for `/stations/{id}/observations/latest`: one GeoJSON Feature whose values are
/// QuantitativeValues in units named per field (temperatures in °C, wind in km/h, pressure in
/// Pa), any of them `null`.
struct NWSObservationResponse: Decodable {
  struct Properties: Decodable {
    let timestamp: String?
    let textDescription: String?
    let icon: String?
    let temperature: NWSQuantity?
    let windChill: NWSQuantity?
    let heatIndex: NWSQuantity?
    let relativeHumidity: NWSQuantity?
    let windDirection: NWSQuantity?
    let windSpeed: NWSQuantity?
    let windGust: NWSQuantity?
    let seaLevelPressure: NWSQuantity?
    let barometricPressure: NWSQuantity?
    let precipitationLastHour: NWSQuantity?
  }
  let properties: Properties

  /// The observation, or `nil` when it has no usable temperature or time, or is older than
  /// `maximumAge` at `now` (or from the future): the forecast's hour then stands in.
  /// - Parameters:
  ///   - place: The place it is for.
  ///   - timeZone: The place's IANA time zone.
  ///   - now: The time now.
  ///   - language: The language its condition is described in.
  /// - Returns: The observation, in standard units.
  func observation(place: Place, timeZone: String?, now: Date, language: String)
    -> Observation?
  {
    let properties = self.properties
    guard let temperature = properties.temperature?.kelvin,
      let time = properties.timestamp.flatMap(NWSTime.parse)?.date,
      now.timeIntervalSince(time) <= Self.maximumAge, time.timeIntervalSince(now) < 3600
    else { return nil }
    let offset = timeZone.flatMap(TimeZone.init(identifier:))?.secondsFromGMT(for: time)
    return Observation(
      place: place, temperature: temperature,
      feelsLike: properties.windChill?.kelvin ?? properties.heatIndex?.kelvin,
      humidity: properties.relativeHumidity?.plain("percent"),
      pressure: properties.seaLevelPressure?.hectopascals
        ?? properties.barometricPressure?.hectopascals,
      windSpeed: properties.windSpeed?.metresPerSecond,
      windDirection: properties.windDirection?.plain("degree_(angle)"),
      windGust: properties.windGust?.metresPerSecond,
      conditions: NWSIcon.condition(
        icon: properties.icon, text: properties.textDescription, language: language
      ).map { [$0] } ?? [],
      observedAt: time, timezoneOffset: offset,
      precipitation: properties.precipitationLastHour?.millimetres, timeZone: timeZone)
  }

  /// How old an observation may be and still stand for the weather now: a day. An older one
  /// (a station down for a week) gives way to the forecast's hour; one older than 2 hours is
  /// shown with its age (`Report.observationAge`).
  static let maximumAge: TimeInterval = 86_400
}
