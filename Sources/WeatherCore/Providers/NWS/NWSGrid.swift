import Foundation

/// What `/points` and the station list say of a point, kept in the cache for 30 days (the
/// NWS: "the point mappings don't change very often"): after it, a known place costs one
/// round trip.
struct NWSGrid: Codable, Sendable, Equatable {
  /// The day-and-night forecast.
  let forecast: URL
  /// The hourly forecast.
  let forecastHourly: URL
  /// The observation stations, nearest first.
  let observationStations: URL
  /// The nearest station's identifier, such as `KTAN`; `nil` before the list is read, or when
  /// the grid has none.
  let station: String?
  /// The IANA time zone, such as `America/New_York`.
  let timeZone: String?
  /// The nearest place's name and state, such as `Norton Center`, `MA`.
  let city: String?
  let state: String?

  /// How long a grid is kept.
  static let lifetime: TimeInterval = 30 * 86_400

  /// The same grid with its nearest station.
  func with(station: String?) -> NWSGrid {
    NWSGrid(
      forecast: forecast, forecastHourly: forecastHourly,
      observationStations: observationStations, station: station, timeZone: timeZone,
      city: city, state: state)
  }

  /// Whether every URL is on `origin`'s scheme, host and port: a grid cached under another
  /// `NWS_BASE_URL` is not used.
  func isOn(_ origin: URL) -> Bool {
    [forecast, forecastHourly, observationStations].allSatisfy { Self.sameOrigin($0, origin) }
  }

  /// Whether `url` has `origin`'s scheme, host and port.
  static func sameOrigin(_ url: URL, _ origin: URL) -> Bool {
    let origin = Origin(origin)
    return !origin.host.isEmpty && Origin(url) == origin
  }
}
