import Foundation

extension SourceDescriptor {
  /// The US National Weather Service: no key; alerts for the US and its territories, asked
  /// with a User-Agent that names a contact (`NWS_CONTACT`).
  static let nws = SourceDescriptor(
    name: "nws", title: "NWS", offers: [.alerts], coverage: "the US and its territories",
    addressVariable: "NWS_BASE_URL", defaultAddress: NWSAlertFeed.defaultBase,
    coordinateDecimals: 4, cadence: 600,
    terms: "no key; a User-Agent naming the application and a contact",
    commercialUse: true, credit: "National Weather Service (public domain)", sendsContact: true,
    covers: { country, coordinate in
      country.map { NWSCoverage.countries.contains($0.uppercased()) }
        ?? NWSCoverage.contains(coordinate)
    }, autoRank: 10
  ) { setup in
    SourceParts(
      alerts: NWSAlertFeed(
        base: setup.base, transport: setup.transport, headers: setup.headers,
        decimals: setup.coordinateDecimals))
  }
}
