import Foundation

/// The answer for `/points/{lat},{lon}`: the point's forecast office grid as the URLs of its
/// forecasts and observation stations, its time zone and the nearest place's name. Only the
/// fields used are read.
struct NWSPointResponse: Decodable {
  struct Properties: Decodable {
    let forecast: String?
    let forecastHourly: String?
    let observationStations: String?
    let timeZone: String?
    let relativeLocation: RelativeLocation?
  }
  struct RelativeLocation: Decodable {
    let properties: Nearby?
  }
  struct Nearby: Decodable {
    let city: String?
    let state: String?
  }
  let properties: Properties

  /// The grid, every URL checked to be on `origin`'s host.
  /// - Throws: `WeatherError.unreadableAnswer` for a URL that is missing, or that points at
  ///   another host than the configured one (a hostile answer must not send us elsewhere).
  func grid(origin: URL) throws(WeatherError) -> NWSGrid {
    func url(_ text: String?, _ field: String) throws(WeatherError) -> URL {
      guard let text, let url = URL(string: text) else {
        throw .unreadableAnswer(.malformed("missing field properties.\(field)"))
      }
      guard NWSGrid.sameOrigin(url, origin) else {
        throw .unreadableAnswer(
          .malformed(
            "properties.\(field) points at another host; only the configured NWS address is "
              + "asked"))
      }
      return url
    }
    return NWSGrid(
      forecast: try url(properties.forecast, "forecast"),
      forecastHourly: try url(properties.forecastHourly, "forecastHourly"),
      observationStations: try url(properties.observationStations, "observationStations"),
      station: nil, timeZone: properties.timeZone.flatMap(Plausible.timeZone),
      city: properties.relativeLocation?.properties?.city,
      state: properties.relativeLocation?.properties?.state)
  }
}

/// The answer for a grid's `observationStations` URL: stations, nearest first.
struct NWSStationsResponse: Decodable {
  struct Feature: Decodable {
    let properties: Properties?
  }
  struct Properties: Decodable {
    let stationIdentifier: String?
  }
  let features: [Feature]

  /// The nearest station's identifier, when it is one a path can hold (letters and digits,
  /// as `KTAN`); `nil` for an empty list.
  var nearest: String? {
    features.lazy.compactMap { $0.properties?.stationIdentifier }.first {
      (1...16).contains($0.count)
        && $0.unicodeScalars.allSatisfy {
          $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
    }
  }
}
