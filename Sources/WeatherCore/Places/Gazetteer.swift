/// The world's places of 15,000 people or more (GeoNames' cities15000), with their names in
/// the scripts of the tool's ten languages, their first-level divisions, and IATA airport and
/// city codes, read in place, so a name it knows costs no geocoding request. The host chooses
/// it: `Gazetteer.embedded` (the `WeatherPlaces` module, 4 MB) or none.
public struct Gazetteer: Sendable {
  let file: PlacesFile

  /// The most places one name answers with.
  static let candidateLimit = 50

  /// A gazetteer over `bytes`, which must outlive it; `nil` when they are not a places file.
  package init?(bytes: UnsafeRawBufferPointer) {
    guard let file = PlacesFile(bytes) else { return nil }
    self.file = file
  }

  /// How many places it holds, airports' own places included.
  package var placeCount: Int { file.placeCount }

  /// Every place `text` names, most populous first: a name (`Seoul`, `서울`, `sao paulo`),
  /// optionally with a region and a country (`Springfield,IL,US`, `London,GB`), or an
  /// airport or city code (`JFK`, `icn`, `NYC`). A code in capitals is the airport even
  /// when a place has that name (`ATH` is Athens' airport, `Ath` the town in Belgium); in
  /// other cases a place's name wins over a code. An airport is where the airport is, named
  /// with the city it serves (`Incheon International Airport (ICN), Seoul`); a city code
  /// (`NYC`) is the city.
  /// - Returns: The places, named as the place calls itself, or as written when written in
  ///   another script than Latin; empty when the gazetteer does not know the name.
  package func places(named text: String) -> [Place] {
    let filter = NameFilter(text)
    let code = airportCode(filter.name)
    if let code, filter.name == code, let airport = airportPlaces(code, filter) {
      return airport
    }
    let found = namedPlaces(filter)
    if found.isEmpty, let code, let airport = airportPlaces(code, filter) { return airport }
    return found
  }

  private func namedPlaces(_ filter: NameFilter) -> [Place] {
    let key = Array(NameKey.fold(filter.name).utf8)
    guard !key.isEmpty, key.count <= 255 else { return [] }
    var places: [Place] = []
    var index = lowerBound(key)
    while index < file.nameCount, places.count < Self.candidateLimit,
      compareKey(ofName: index, with: key) == 0
    {
      let place = file.place(ofName: index)
      if matches(place, filter), let found = file.place(place, name: shownName(index)) {
        places.append(found)
      }
      index += 1
    }
    return places
  }

  /// The name at `index` when it is in another script than Latin (`서울`, `Москва`), so
  /// that a place is named as it was asked for; `nil` otherwise.
  func shownName(_ index: Int) -> String? {
    guard let name = file.name(index),
      name.unicodeScalars.contains(where: {
        $0.value >= 0x370 && !(0x1E00..<0x1F00).contains($0.value)
      })
    else { return nil }
    return name
  }

  private func airportCode(_ name: String) -> String? {
    guard name.utf8.count == 3,
      name.utf8.allSatisfy({ $0 < 0x80 && $0 & 0xDF >= 0x41 && $0 & 0xDF <= 0x5A })
    else { return nil }
    return name.uppercased()
  }

  private func airportPlaces(_ code: String, _ filter: NameFilter) -> [Place]? {
    guard let (city, own) = file.airport(code), matches(city, filter),
      let place = file.place(own ?? city)
    else { return nil }
    return [place]
  }

  /// Whether `text` names an airport (`ICN`, `icn,KR`) rather than a place of that name: the
  /// gazetteer answers it with the airport's own place.
  package func namesAirport(_ text: String) -> Bool {
    let filter = NameFilter(text)
    guard let code = airportCode(filter.name), let (_, own) = file.airport(code), own != nil
    else { return false }
    return filter.name == code || namedPlaces(filter).isEmpty
  }

  /// Whether the place at `index` lies in the country and region `filter` asks for: a region
  /// by any of its names, or a US state by its code.
  func matches(_ index: Int, _ filter: NameFilter) -> Bool {
    if let country = filter.country, file.country(ofPlace: index) != country { return false }
    guard let region = filter.region else { return true }
    var wanted = [NameKey.fold(region)]
    if file.country(ofPlace: index) == "US", let state = USState.name(for: region) {
      wanted.append(NameKey.fold(state))
    }
    let keys = file.regionKeys(file.region(ofPlace: index))
    return keys.contains { key in wanted.contains { $0 == key } }
  }

  // MARK: Searching the sorted names

  /// The first name whose key is not less than `key`.
  func lowerBound(_ key: [UInt8]) -> Int {
    var (low, high) = (0, file.nameCount)
    while low < high {
      let middle = (low + high) / 2
      if compareKey(ofName: middle, with: key) < 0 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// -1, 0 or 1 as the key of the name at `index` sorts before, as or after `key`.
  func compareKey(ofName index: Int, with key: [UInt8]) -> Int {
    file.withKey(ofName: index) { found in
      for (offset, byte) in found.enumerated() {
        guard offset < key.count else { return 1 }
        if byte != key[offset] { return byte < key[offset] ? -1 : 1 }
      }
      return found.count < key.count ? -1 : 0
    }
  }
}

extension Gazetteer: Geocoder {
  /// `built-in`.
  public var name: String { "built-in" }

  /// It answers from memory: its answers need no cache.
  public var isOffline: Bool { true }

  /// See `Geocoder`: the places a name names (`places(named:)`); none for a postal code.
  public func places(_ query: PlaceQuery) async throws(WeatherError) -> [Place] {
    guard case .name(let name) = query.search else { return [] }
    return places(named: name)
  }
}
