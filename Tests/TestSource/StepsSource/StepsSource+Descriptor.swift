import WeatherCore

extension SourceDescriptor {
  /// The test source: forecasts only, hourly then 6-hourly steps, no key.
  static let steps = SourceDescriptor(
    name: "steps-test", title: "Steps (test)", offers: [.current, .hourly, .daily],
    coverage: "anywhere", addressVariable: "STEPS_TEST_BASE_URL",
    defaultAddress: "http://127.0.0.1:9", coordinateDecimals: 4, cadence: 3600,
    terms: "a test source", commercialUse: true, credit: "made up for the tests"
  ) { setup in
    SourceParts(
      weather: StepsSource(
        base: setup.base,
        requester: APIRequester(
          transport: setup.transport, service: "Steps (test)", headers: setup.headers),
        decimals: setup.coordinateDecimals))
  }
}
