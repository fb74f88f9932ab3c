import Foundation

/// The air at a place now: one meaning per field whichever service answered. Concentrations
/// are in µg/m³ (carbon monoxide too); pollen in grains per m³.
public struct AirQuality: Sendable, Equatable, Codable {
  /// The US EPA Air Quality Index, 0 to 500: the service's own when it sends one, else
  /// computed from the concentrations (`USAirQualityIndex`).
  public let usIndex: Int?
  /// The European Air Quality Index on Open-Meteo's scale (0–20 good … above 100 extremely
  /// poor): the service's own when it sends one, else computed (`EuropeanAirQualityIndex`).
  public let europeanIndex: Double?
  /// Fine particles, PM2.5.
  public let pm2_5: Double?
  /// Coarse particles, PM10.
  public let pm10: Double?
  /// Ozone, O₃.
  public let ozone: Double?
  /// Nitrogen dioxide, NO₂.
  public let nitrogenDioxide: Double?
  /// Sulphur dioxide, SO₂.
  public let sulphurDioxide: Double?
  /// Carbon monoxide, CO.
  public let carbonMonoxide: Double?
  /// Pollen, where the service has it (Open-Meteo, Europe, in season); `nil` otherwise.
  public let pollen: Pollen?
  /// The service's own index on its own scale, when it has one that is neither of the above,
  /// such as OpenWeatherMap's 1–5.
  public let providerIndex: ProviderIndex?

  /// Creates an answer; indices left `nil` are computed from the concentrations.
  public init(
    usIndex: Int? = nil, europeanIndex: Double? = nil, pm2_5: Double?, pm10: Double?,
    ozone: Double?, nitrogenDioxide: Double?, sulphurDioxide: Double?, carbonMonoxide: Double?,
    pollen: Pollen? = nil, providerIndex: ProviderIndex? = nil
  ) {
    self.pm2_5 = pm2_5
    self.pm10 = pm10
    self.ozone = ozone
    self.nitrogenDioxide = nitrogenDioxide
    self.sulphurDioxide = sulphurDioxide
    self.carbonMonoxide = carbonMonoxide
    self.pollen = pollen
    self.providerIndex = providerIndex
    self.usIndex =
      usIndex
      ?? USAirQualityIndex.index(
        pm2_5: pm2_5, pm10: pm10, ozone: ozone, nitrogenDioxide: nitrogenDioxide,
        sulphurDioxide: sulphurDioxide, carbonMonoxide: carbonMonoxide)
    self.europeanIndex =
      europeanIndex
      ?? EuropeanAirQualityIndex.index(
        pm2_5: pm2_5, pm10: pm10, ozone: ozone, nitrogenDioxide: nitrogenDioxide,
        sulphurDioxide: sulphurDioxide)
  }

  /// The answer with every value outside physical bounds dropped, and the indices computed
  /// again from what is left where the dropped ones were the service's.
  package func checked() -> AirQuality {
    let concentration = { (value: Double?) in Plausible.kept(value, in: Plausible.concentration) }
    return AirQuality(
      usIndex: usIndex.flatMap { (0...500).contains($0) ? $0 : nil },
      europeanIndex: Plausible.kept(europeanIndex, in: 0...1000),
      pm2_5: concentration(pm2_5), pm10: concentration(pm10), ozone: concentration(ozone),
      nitrogenDioxide: concentration(nitrogenDioxide),
      sulphurDioxide: concentration(sulphurDioxide),
      carbonMonoxide: concentration(carbonMonoxide), pollen: pollen?.checked(),
      providerIndex: providerIndex.flatMap { $0.value.isFinite ? $0 : nil })
  }
}

/// Pollen counts in grains per m³; a kind the answer lacks is `nil`.
public struct Pollen: Sendable, Equatable, Codable {
  /// Alder.
  public let alder: Double?
  /// Birch.
  public let birch: Double?
  /// Grass.
  public let grass: Double?
  /// Mugwort.
  public let mugwort: Double?
  /// Olive.
  public let olive: Double?
  /// Ragweed.
  public let ragweed: Double?

  /// Creates counts.
  public init(
    alder: Double?, birch: Double?, grass: Double?, mugwort: Double?, olive: Double?,
    ragweed: Double?
  ) {
    (self.alder, self.birch, self.grass) = (alder, birch, grass)
    (self.mugwort, self.olive, self.ragweed) = (mugwort, olive, ragweed)
  }

  /// Every kind by its name in output, in a fixed order.
  public var kinds: [(name: String, count: Double?)] {
    [
      ("alder", alder), ("birch", birch), ("grass", grass), ("mugwort", mugwort),
      ("olive", olive), ("ragweed", ragweed),
    ]
  }

  /// `nil` when no kind has a count: outside Europe or out of season.
  func checked() -> Pollen? {
    let kept = { (value: Double?) in Plausible.kept(value, in: Plausible.pollen) }
    let pollen = Pollen(
      alder: kept(alder), birch: kept(birch), grass: kept(grass), mugwort: kept(mugwort),
      olive: kept(olive), ragweed: kept(ragweed))
    return pollen.kinds.contains { $0.count != nil } ? pollen : nil
  }
}

/// A service's own air quality index: its scale's name and the value on it.
public struct ProviderIndex: Sendable, Equatable, Codable {
  /// The scale, such as `openweathermap` (1 good … 5 very poor).
  public let scale: String
  /// The value on that scale.
  public let value: Double

  /// Creates an index.
  public init(scale: String, value: Double) {
    self.scale = scale
    self.value = value
  }
}
