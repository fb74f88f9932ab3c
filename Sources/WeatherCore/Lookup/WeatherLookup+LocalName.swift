import Foundation

extension WeatherLookup {
  /// The farthest, in kilometres, the geocoder's place may lie from the gazetteer's to be
  /// taken for the same place.
  static let samePlaceDistance = 50.0

  /// `place` named in `language` by the service geocoder (OpenWeatherMap's `local_names`,
  /// Open-Meteo's `language=`), which the gazetteer cannot do: its alternate names carry no
  /// language. The answer is cached as any geocoding answer, so it is asked for once; a name
  /// typed in another script than Latin is left as typed.
  /// - Parameters:
  ///   - place: The gazetteer's best match; `nil` for none.
  ///   - name: The name as asked for; `nil` when the gazetteer did not answer it.
  ///   - language: The language asked for; `nil` or `en` keep the gazetteer's name.
  /// - Returns: The place under the geocoder's name when it finds the same place (in the same
  ///   country, within 50 km); `nil` otherwise, and whenever the request fails. An airport
  ///   keeps its own name: the geocoder would name a town near it.
  func localized(_ place: Place?, named name: String?, language: String?) async -> Place? {
    // A name typed in another script than Latin (`서울`) is already the place's name there.
    guard let place, let name, let language, language != "en",
      gazetteer?.namesAirport(name) != true,
      !name.unicodeScalars.contains(where: {
        $0.value >= 0x370 && !(0x1E00..<0x1F00).contains($0.value)
      })
    else { return nil }
    guard let geocoder = serviceGeocoder else { return nil }
    let key = cacheKey(geocoder.name, language)
    var found = cache?.places(named: name, key: key) ?? []
    if found.isEmpty {
      found = (try? await geocoder.places(PlaceQuery(.name(name), language: language))) ?? []
      if !found.isEmpty { cache?.store(found, named: name, key: key) }
    }
    guard
      let same = found.first(where: {
        ($0.country == nil || $0.country == place.country)
          && Self.kilometres(from: $0.coordinate, to: place.coordinate) <= Self.samePlaceDistance
      })
    else { return nil }
    return Place(
      name: same.name, country: place.country, state: place.state, coordinate: place.coordinate)
  }

  /// The distance between two points, near enough for telling one town from another.
  private static func kilometres(from a: Coordinate, to b: Coordinate) -> Double {
    let radians = Double.pi / 180
    let x = (b.longitude - a.longitude) * radians * cos((a.latitude + b.latitude) / 2 * radians)
    let y = (b.latitude - a.latitude) * radians
    return (x * x + y * y).squareRoot() * 6371
  }
}
