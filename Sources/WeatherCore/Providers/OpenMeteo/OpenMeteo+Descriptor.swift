import Foundation

extension SourceDescriptor {
  /// Open-Meteo: no key; current weather, 16 days hour by hour, air quality and geocoding,
  /// on three hosts that `OPEN_METEO_BASE_URL` replaces together.
  static let openMeteo = SourceDescriptor(
    name: "open-meteo", aliases: ["openmeteo"], title: "Open-Meteo",
    offers: [.current, .hourly, .daily, .past, .air, .geocoding], coverage: "worldwide",
    isDefault: true, addressVariable: "OPEN_METEO_BASE_URL",
    defaultAddress: OpenMeteoEndpoint.defaultForecast, cadence: 900, retry: .standard,
    terms: "no key; the free API is for non-commercial use, under 10,000 calls a day",
    commercialUse: false, credit: "Weather data by Open-Meteo.com (CC BY 4.0)", autoRank: 20
  ) { setup in
    let provider = OpenMeteoProvider(
      geocodingBase: setup.address(or: OpenMeteoEndpoint.defaultGeocoding),
      forecastBase: setup.base,
      archiveBase: setup.address(or: OpenMeteoPastEndpoint.defaultArchive),
      transport: setup.transport)
    return SourceParts(
      weather: provider, geocoder: provider,
      air: OpenMeteoAirSource(
        base: setup.address(or: OpenMeteoAirSource.defaultHost), transport: setup.transport),
      normals: provider)
  }
}
