import Foundation

/// OpenWeatherMap: its Geocoding API for places, its Current Weather API for the weather,
/// always asked in standard units (Kelvin, m/s).
package struct OpenWeatherMapProvider: WeatherSource, Geocoder {
  private let baseURL: URL
  private let apiKey: APIKey
  private let requester: APIRequester

  /// Creates the provider.
  /// - Parameters:
  ///   - baseURL: The API's address.
  ///   - apiKey: The key sent with each request.
  ///   - transport: How requests are sent.
  package init(baseURL: URL, apiKey: APIKey, transport: any HTTPTransport) {
    self.baseURL = baseURL
    self.apiKey = apiKey
    requester = APIRequester(transport: transport, service: "OpenWeatherMap", redact: apiKey.redact)
  }

  /// `openweathermap`.
  package var name: String { SourceDescriptor.openWeatherMap.name }

  /// See `Geocoder`: up to 5 candidates for a name, named in the language asked for
  /// when the answer's `local_names` has it; one place for a postal code.
  package func places(_ query: PlaceQuery) async throws(WeatherError) -> [Place] {
    switch query.search {
    case .name(let text):
      let name = try Location.checkedName(text)
      let results = try await fetch(
        .directGeocoding(query: name, limit: min(query.limit, 5)), as: [GeocodingResult].self,
        query: name)
      let places = try results.map { (result) throws(WeatherError) in
        Place(
          name: query.language.flatMap { result.localNames?.names[$0] } ?? result.name,
          country: result.country, state: result.state,
          coordinate: try Coordinate(answered: result.lat, result.lon))
      }
      guard !places.isEmpty else { throw .notFound(query: name) }
      return places
    case .postalCode(let code, let country):
      let text = try Location.checkedName(code) + "," + country
      let result = try await fetch(
        .zipGeocoding(zip: text), as: ZipGeocodingResult.self, query: text)
      return [
        Place(
          name: result.name, country: result.country, state: nil,
          coordinate: try Coordinate(answered: result.lat, result.lon))
      ]
    }
  }

  /// See `WeatherSource`: the current weather, and with a forecast the free 5-day, 3-hour
  /// forecast, both requests sent at once.
  package func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
    let coordinate = query.coordinate
    let language = query.language.map(Self.languageCode)
    let current = OpenWeatherMapEndpoint.currentWeather(coordinate, language: language)
    guard !query.forecast.isEmpty else {
      let response = try await fetch(current, as: CurrentWeatherResponse.self, query: nil)
      return try Weather(current: response.observation(requested: coordinate)).checked()
    }
    async let forecastResult = WeatherError.catching {
      () async throws(WeatherError) -> ForecastResponse in
      try await fetch(
        .forecast(coordinate, language: language),
        as: ForecastResponse.self, query: nil)
    }
    let observation = try await fetch(current, as: CurrentWeatherResponse.self, query: nil)
      .observation(requested: coordinate)
    let forecast = try await forecastResult.get()
    return try Weather(
      current: observation,
      forecast: try forecast.forecast(query.forecast, current: observation)
    ).checked()
  }

  private func fetch<Body: Decodable>(
    _ endpoint: OpenWeatherMapEndpoint, as type: Body.Type, query: String?
  ) async throws(WeatherError) -> Body {
    guard let url = endpoint.url(base: baseURL, apiKey: apiKey) else {
      throw .requestRejected("cannot build a request from the configured address")
    }
    return try await requester.fetch(url, as: type, query: query)
  }

  /// OpenWeatherMap's own code for a language where it differs from ISO 639-1: `kr` for
  /// Korean, `zh_cn` for Chinese, `cz` for Czech, `ua` for Ukrainian.
  static func languageCode(_ language: String) -> String {
    ["ko": "kr", "zh": "zh_cn", "cs": "cz", "uk": "ua"][language] ?? language
  }
}
