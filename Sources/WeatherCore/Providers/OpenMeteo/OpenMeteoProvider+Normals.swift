import Foundation

extension OpenMeteoProvider: ClimateNormalSource {
  /// See `ClimateNormalSource`: one archive request for the thirty years' daily lows and
  /// highs (about 250 kB; Open-Meteo counts it as about 157 calls of its free 10,000 a day).
  package func normals(at coordinate: Coordinate) async throws(WeatherError) -> ClimateNormals {
    guard
      let url = OpenMeteoPastEndpoint.normals(coordinate).url(
        archiveBase: archiveBase, forecastBase: forecastBase)
    else { throw .requestRejected("cannot build a request from the configured address") }
    let answer = try await requester.fetch(
      url, as: OpenMeteoArchiveResponse.self, query: coordinate.description)
    guard let daily = answer.daily else {
      throw .unreadableAnswer(.malformed("missing field daily"))
    }
    let kelvin = try OpenMeteoForecastResponse.kelvin(
      unit: answer.dailyUnits?.temperature2mMax, at: "daily_units")
    return try ClimateNormals(
      dates: daily.time, lows: (daily.temperature2mMin ?? []).map { $0.map(kelvin) },
      highs: (daily.temperature2mMax ?? []).map { $0.map(kelvin) })
  }
}
