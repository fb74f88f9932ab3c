import Foundation

/// The Air Quality API's answer with a `current` block; every variable is read as optional
/// (pollen is sent only in Europe, and `null` out of season).
struct OpenMeteoAirQualityResponse: Decodable {
  struct Current: Decodable {
    let europeanAQI: Double?
    let usAQI: Double?
    let pm2_5: Double?
    let pm10: Double?
    let ozone: Double?
    let nitrogenDioxide: Double?
    let sulphurDioxide: Double?
    let carbonMonoxide: Double?
    let alderPollen: Double?
    let birchPollen: Double?
    let grassPollen: Double?
    let mugwortPollen: Double?
    let olivePollen: Double?
    let ragweedPollen: Double?

    enum CodingKeys: String, CodingKey {
      case europeanAQI = "european_aqi"
      case usAQI = "us_aqi"
      case pm2_5, pm10, ozone
      case nitrogenDioxide = "nitrogen_dioxide"
      case sulphurDioxide = "sulphur_dioxide"
      case carbonMonoxide = "carbon_monoxide"
      case alderPollen = "alder_pollen"
      case birchPollen = "birch_pollen"
      case grassPollen = "grass_pollen"
      case mugwortPollen = "mugwort_pollen"
      case olivePollen = "olive_pollen"
      case ragweedPollen = "ragweed_pollen"
    }
  }
  let current: Current
  /// The unit of each value; Open-Meteo's defaults where the answer states none.
  let currentUnits: OpenMeteoAirUnits?

  enum CodingKeys: String, CodingKey {
    case current
    case currentUnits = "current_units"
  }

  /// The variables asked for in `current`.
  static let variables = [
    "european_aqi", "us_aqi", "pm2_5", "pm10", "ozone", "nitrogen_dioxide", "sulphur_dioxide",
    "carbon_monoxide", "alder_pollen", "birch_pollen", "grass_pollen", "mugwort_pollen",
    "olive_pollen", "ragweed_pollen",
  ]

  /// The air now: Open-Meteo's own indices where it sends them (computed with the EPA's and
  /// the EEA's averaging periods), else computed here from the concentrations; each value
  /// read from the unit the answer states (`OpenMeteoAirUnits`), or refused.
  var air: AirQuality {
    let units = currentUnits ?? .defaults
    let pollen = { (value: Double?, name: String) in units.grains(value, of: name + "_pollen") }
    return AirQuality(
      usIndex: current.usAQI.flatMap {
        $0.isFinite && (0...500).contains($0) ? Int($0.rounded()) : nil
      },
      europeanIndex: current.europeanAQI,
      pm2_5: units.micrograms(current.pm2_5, of: "pm2_5"),
      pm10: units.micrograms(current.pm10, of: "pm10"),
      ozone: units.micrograms(current.ozone, of: "ozone", molarMass: 48.00),
      nitrogenDioxide: units.micrograms(
        current.nitrogenDioxide, of: "nitrogen_dioxide", molarMass: 46.01),
      sulphurDioxide: units.micrograms(
        current.sulphurDioxide, of: "sulphur_dioxide", molarMass: 64.07),
      carbonMonoxide: units.micrograms(
        current.carbonMonoxide, of: "carbon_monoxide", molarMass: 28.01),
      pollen: Pollen(
        alder: pollen(current.alderPollen, "alder"), birch: pollen(current.birchPollen, "birch"),
        grass: pollen(current.grassPollen, "grass"),
        mugwort: pollen(current.mugwortPollen, "mugwort"),
        olive: pollen(current.olivePollen, "olive"),
        ragweed: pollen(current.ragweedPollen, "ragweed")))
  }
}
