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

  /// The variables asked for in `current`.
  static let variables = [
    "european_aqi", "us_aqi", "pm2_5", "pm10", "ozone", "nitrogen_dioxide", "sulphur_dioxide",
    "carbon_monoxide", "alder_pollen", "birch_pollen", "grass_pollen", "mugwort_pollen",
    "olive_pollen", "ragweed_pollen",
  ]

  /// The air now: Open-Meteo's own indices where it sends them (computed with the EPA's and
  /// the EEA's averaging periods), else computed here from the concentrations.
  var air: AirQuality {
    AirQuality(
      usIndex: current.usAQI.flatMap {
        $0.isFinite && (0...500).contains($0) ? Int($0.rounded()) : nil
      },
      europeanIndex: current.europeanAQI, pm2_5: current.pm2_5, pm10: current.pm10,
      ozone: current.ozone, nitrogenDioxide: current.nitrogenDioxide,
      sulphurDioxide: current.sulphurDioxide, carbonMonoxide: current.carbonMonoxide,
      pollen: Pollen(
        alder: current.alderPollen, birch: current.birchPollen, grass: current.grassPollen,
        mugwort: current.mugwortPollen, olive: current.olivePollen, ragweed: current.ragweedPollen))
  }
}
