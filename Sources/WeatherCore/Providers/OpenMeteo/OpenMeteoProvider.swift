import Foundation

/// Open-Meteo: free for non-commercial use, no key. Geocoding and forecast are two hosts.
package struct OpenMeteoProvider: WeatherSource, Geocoder {
  private let geocodingBase: URL
  let forecastBase: URL
  let archiveBase: URL
  let requester: APIRequester

  /// Creates the provider.
  /// - Parameters:
  ///   - geocodingBase: The geocoding host's address.
  ///   - forecastBase: The forecast host's address.
  ///   - archiveBase: The archive host's address; the forecast host's when not given.
  ///   - transport: How requests are sent.
  package init(
    geocodingBase: URL, forecastBase: URL, archiveBase: URL? = nil, transport: any HTTPTransport
  ) {
    self.geocodingBase = geocodingBase
    self.forecastBase = forecastBase
    self.archiveBase = archiveBase ?? forecastBase
    requester = APIRequester(transport: transport, service: "Open-Meteo", redact: { $0 })
  }

  /// `open-meteo`.
  package var name: String { SourceDescriptor.openMeteo.name }

  /// See `Geocoder`: up to 10 candidates in one request, named in the language asked
  /// for. Open-Meteo's search takes a bare name, so `Springfield,MO,US` searches
  /// `Springfield` and keeps the places in Missouri, US; a postal code is searched in its
  /// country.
  package func places(_ query: PlaceQuery) async throws(WeatherError) -> [Place] {
    let language = query.language ?? "en"
    switch query.search {
    case .name(let text):
      let filter = NameFilter(try Location.checkedName(text))
      let places = try await search(
        filter.name, count: min(query.limit, 10), language: language, countryCode: nil
      ).filter(filter.matches)
      guard !places.isEmpty else { throw .notFound(query: text) }
      return places
    case .postalCode(let code, let country):
      let places = try await search(
        try Location.checkedName(code), count: min(query.limit, 10), language: language,
        countryCode: country)
      guard !places.isEmpty else { throw .notFound(query: code + "," + country) }
      return places
    }
  }

  private func search(_ name: String, count: Int, language: String, countryCode: String?)
    async throws(WeatherError) -> [Place]
  {
    let response = try await fetch(
      .search(name: name, count: count, language: language, countryCode: countryCode),
      as: OpenMeteoSearchResponse.self, query: name)
    return try (response.results ?? []).map { (result) throws(WeatherError) in
      Place(
        name: result.name, country: result.countryCode, state: result.admin1,
        coordinate: try Coordinate(answered: result.latitude, result.longitude))
    }
  }

  /// See `WeatherSource`: current, hourly and daily in one request. The answer names no
  /// place, so the place's name is empty; Open-Meteo sends WMO codes, described here in the
  /// language asked for (`LocalizedWords`).
  /// With a period, its rows instead of the forecast from now (`pastWeather`).
  package func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    if let period = query.period {
      return try await pastWeather(query, period: period, today: DayPeriod.today(offset: 0))
    }
    guard
      let url = OpenMeteoEndpoint.forecast(
        query.coordinate, query.forecast, yesterday: query.yesterday
      ).url(
        geocodingBase: geocodingBase, forecastBase: forecastBase)
    else { throw .requestRejected("cannot build a request from the configured address") }
    let answer = try await requester.answer(
      url, as: OpenMeteoForecastResponse.self, query: nil)
    let weather = try answer.body.weather(
      requested: query.coordinate, forecast: query.forecast, language: query.language ?? "en")
    var answered = Weather(
      current: weather.current, forecast: weather.forecast, freshness: answer.freshness)
    answered.yesterday = weather.yesterday
    return try answered.checked()
  }

  private func fetch<Body: Decodable>(
    _ endpoint: OpenMeteoEndpoint, as type: Body.Type, query: String
  ) async throws(WeatherError) -> Body {
    guard let url = endpoint.url(geocodingBase: geocodingBase, forecastBase: forecastBase) else {
      throw .requestRejected("cannot build a request from the configured address")
    }
    return try await requester.fetch(url, as: type, query: query)
  }
}
