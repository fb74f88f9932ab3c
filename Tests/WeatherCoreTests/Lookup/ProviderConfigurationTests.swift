import TestSupport
import Testing
import WeatherCore

@Suite("Choosing and making the sources from the table")
struct ProviderConfigurationTests {
  let transport = StubTransport(status: 500)

  @Test("a key and no choice is OpenWeatherMap; no key and no choice is Open-Meteo")
  func defaultChoice() throws {
    let withKey = ProviderConfiguration(apiKey: try testKey())
    #expect(try withKey.makeSources(transport: transport).weather.name == "openweathermap")
    #expect(
      try ProviderConfiguration().makeSources(transport: transport).weather.name == "open-meteo")
  }

  @Test("an explicit choice wins over the key, by name or alias")
  func explicitChoice() throws {
    for name in ["open-meteo", "OpenMeteo"] {
      let chosen = ProviderConfiguration(choice: name, apiKey: try testKey())
      let sources = try chosen.makeSources(transport: transport)
      #expect(sources.weather.name == "open-meteo")
      #expect(sources.geocoders.map(\.name) == ["open-meteo"])
      #expect(sources.extras.alertFeeds.map(\.name) == ["NWS"], "the key serves no source here")
    }
    let owm = try ProviderConfiguration(choice: "owm", apiKey: try testKey())
      .makeSources(transport: transport)
    #expect(owm.extras.alertFeeds.map(\.name) == ["NWS", "OpenWeatherMap One Call"])
  }

  @Test("OpenWeatherMap without a key cannot be made; a name the table lacks is refused")
  func missingKey() {
    #expect(throws: ProviderConfigurationError.missingKey) {
      try ProviderConfiguration(choice: "openweathermap").makeSources(transport: transport)
    }
    #expect(throws: ProviderConfigurationError.unknownSource("no-such-source")) {
      try ProviderConfiguration(choice: "no-such-source").makeSources(transport: transport)
    }
  }

  @Test(
    "an address that is not http or https names the source and its variable",
    arguments: ["ftp://example.com", "api.openweathermap.org", "http://", "https://x/?a=1"])
  func badAddress(text: String) throws {
    #expect(
      throws: ProviderConfigurationError.invalidAddress(
        source: "OpenWeatherMap", variable: "OPENWEATHER_BASE_URL", text)
    ) {
      try ProviderConfiguration(apiKey: try testKey(), addresses: ["OPENWEATHER_BASE_URL": text])
        .makeSources(transport: transport)
    }
    #expect(
      throws: ProviderConfigurationError.invalidAddress(
        source: "Open-Meteo", variable: "OPEN_METEO_BASE_URL", text)
    ) {
      try ProviderConfiguration(addresses: ["OPEN_METEO_BASE_URL": text])
        .makeSources(transport: transport)
    }
  }

  @Test("the configured address is where requests go, a proxy's path kept")
  func addressIsUsed() async throws {
    let recorder = StubTransport(status: 200, body: "[]")
    let sources = try ProviderConfiguration(
      addresses: ["OPEN_METEO_BASE_URL": "http://127.0.0.1:9/meteo/"]
    ).makeSources(transport: recorder)
    _ = try? await sources.geocoders.first?.places(PlaceQuery(name: "Seoul"))
    #expect(
      recorder.urls.first?.absoluteString.hasPrefix("http://127.0.0.1:9/meteo/v1/search?") == true)
  }

  @Test("the contact goes in the User-Agent of the sources that ask for it, and no other's")
  func contactOnlyWhereAsked() async throws {
    let recorder = StubTransport(status: 200, body: #"{"features":[]}"#)
    let sources = try ProviderConfiguration(
      apiKey: try testKey(), userAgent: "weather-cli/1", contact: "ops@example.com"
    ).makeSources(transport: recorder)
    let point = try Coordinate(latitude: 25.77, longitude: -80.19)
    for feed in sources.extras.alertFeeds { _ = try? await feed.alerts(at: point) }
    _ = try? await sources.extras.air?.air(at: point)
    _ = try? await sources.weather.weather(WeatherQuery(coordinate: point))
    _ = try? await sources.geocoders.first?.places(PlaceQuery(name: "Miami"))
    let agents = recorder.requests.map { ($0.url.path, $0.headers["User-Agent"]) }
    #expect(agents.count == 5)
    for (path, agent) in agents {
      #expect(
        agent == (path == "/alerts/active" ? "weather-cli/1 (ops@example.com)" : nil), "\(path)")
    }
  }

  @Test("the air and the alerts may each go through a transport of their own")
  func ownTransports() async throws {
    let weather = StubTransport(status: 500)
    let air = StubTransport(status: 500)
    let alerts = StubTransport(status: 500)
    let sources = try ProviderConfiguration(apiKey: try testKey())
      .makeSources(transport: weather, airTransport: air, alertsTransport: alerts)
    let point = try Coordinate(latitude: 25.77, longitude: -80.19)
    _ = try? await sources.extras.air?.air(at: point)
    for feed in sources.extras.alertFeeds { _ = try? await feed.alerts(at: point) }
    _ = try? await sources.weather.weather(WeatherQuery(coordinate: point))
    #expect(air.urls.map(\.path) == ["/data/2.5/air_pollution"])
    #expect(alerts.urls.map(\.path) == ["/alerts/active", "/data/3.0/onecall"])
    #expect(weather.urls.map(\.path) == ["/data/2.5/weather"])
  }

  @Test("the table: one entry per name, every alias unique, every variable its own")
  func table() {
    let names = SourceTable.standard.descriptors.flatMap { [$0.name] + $0.aliases }
    #expect(Set(names).count == names.count)
    let variables = SourceTable.standard.descriptors.map(\.addressVariable)
    #expect(Set(variables).count == variables.count)
    #expect(
      SourceTable.standard.weatherSources.map(\.name) == [
        "nws", "openweathermap", "open-meteo", "met-norway",
      ])
  }
}

@Suite("Lists of sources: failover order, auto, commercial use")
struct SourceListTests {
  let transport = StubTransport(status: 500)

  /// A weather source that answers nothing: only its name matters here.
  struct Named: WeatherSource {
    let name: String
    func weather(_ query: WeatherQuery) async throws(WeatherError) -> Weather {
      throw .cancelled
    }
  }

  /// A source of the given rank in `auto`, coverage and terms.
  static func source(
    _ name: String, rank: Int?, commercial: Bool = true, onlyIn country: String? = nil
  ) -> SourceDescriptor {
    SourceDescriptor(
      name: name, title: name, offers: [.current], coverage: "test", addressVariable: name,
      defaultAddress: "http://127.0.0.1:9", cadence: 600, terms: "test",
      commercialUse: commercial, credit: "test",
      covers: { placeCountry, _ in country.map { $0 == placeCountry } ?? true }, autoRank: rank
    ) { _ in SourceParts(weather: Named(name: name)) }
  }

  let table = SourceTable([
    source("world", rank: 20), source("free", rank: 30, commercial: false),
    source("regional", rank: 10, onlyIn: "US"), source("unlisted", rank: nil),
  ])

  @Test("a list is kept in its order, names repeated once, by name or alias")
  func listOrder() throws {
    let chosen = try ProviderConfiguration(
      sources: .standard, choices: ["open-meteo", "owm", "OpenMeteo"], apiKey: try testKey()
    ).chosenSources()
    #expect(chosen.map(\.name) == ["open-meteo", "openweathermap"])
  }

  @Test("auto: the ranked sources, a region's before the world's; the unranked left out")
  func autoOrder() throws {
    let auto = try ProviderConfiguration(sources: table, choices: ["auto"]).chosenSources()
    #expect(auto.map(\.name) == ["regional", "world", "free"])
    let order = try ProviderConfiguration(sources: table, choices: ["auto"])
      .makeSources(transport: transport).order
    let here = try Coordinate(latitude: 48.85, longitude: 2.35)
    #expect(order.covering(country: "FR", coordinate: here).map(\.name) == ["world", "free"])
    #expect(
      order.covering(country: "US", coordinate: here).map(\.name)
        == ["regional", "world", "free"])
  }

  @Test("auto in the shipped table: NWS, Open-Meteo, MET Norway, then OpenWeatherMap with a key")
  func standardAuto() throws {
    #expect(
      SourceTable.standard.autoSources(hasKey: false).map(\.name)
        == ["nws", "open-meteo", "met-norway"])
    #expect(
      SourceTable.standard.autoSources(hasKey: true).map(\.name)
        == ["nws", "open-meteo", "met-norway", "openweathermap"])
  }

  @Test("commercial use: only sources whose terms allow it; none left names those that do")
  func commercialOnly() throws {
    let kept = try ProviderConfiguration(sources: table, choices: ["auto"], commercialOnly: true)
      .chosenSources()
    #expect(kept.map(\.name) == ["regional", "world"])
    #expect(
      throws: ProviderConfigurationError.noCommercialSource(
        allowed: ["world", "regional", "unlisted"])
    ) {
      try ProviderConfiguration(sources: table, choices: ["free"], commercialOnly: true)
        .chosenSources()
    }
    #expect(
      throws: ProviderConfigurationError.noCommercialSource(
        allowed: ["nws", "openweathermap", "met-norway"])
    ) {
      try ProviderConfiguration(commercialOnly: true).makeSources(transport: transport)
    }
  }

  @Test("commercial use with a key: OpenWeatherMap answers and names places; no Open-Meteo part")
  func commercialParts() throws {
    let made = try ProviderConfiguration(commercialOnly: true, apiKey: try testKey())
      .makeSources(transport: transport)
    #expect(made.weather.name == "openweathermap")
    #expect(made.geocoders.map(\.name) == ["openweathermap"])
    #expect(made.extras.air?.name == "OpenWeatherMap Air Pollution")
  }

  @Test("commercial use without a geocoder whose terms allow it: no service geocoder")
  func commercialWithoutGeocoder() throws {
    let sources = SourceTable.standard.adding(Self.source("world", rank: 20))
    let made = try ProviderConfiguration(
      sources: sources, choices: ["world"], commercialOnly: true
    ).makeSources(transport: transport)
    #expect(made.geocoders.isEmpty)
    #expect(made.extras.air == nil)
  }
}
