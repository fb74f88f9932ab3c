/// The European Air Quality Index from concentrations, by the European Environment Agency's
/// bands (EEA, "European Air Quality Index", launched November 2017; the bands Open-Meteo
/// documents for its `european_aqi`), on Open-Meteo's scale so that `aqi_eu` means the same
/// from both services: each band is 20 points wide (0–20 good, 20–40 fair, 40–60 moderate,
/// 60–80 poor, 80–100 very poor, above 100 extremely poor), placed linearly within its band.
///
/// The EEA averages PM over 24 hours; a service's current values are hourly, so an index
/// computed here is the current hour's. The EEA revised its bands in 2024; Open-Meteo still
/// sends the 2017 ones, and one meaning per field wins.
enum EuropeanAirQualityIndex {
  /// The bands' upper bounds in µg/m³, good to very poor; the last is where the
  /// extremely poor band ends (its index 120).
  private static let pm2_5 = [10.0, 20, 25, 50, 75, 800]
  private static let pm10 = [20.0, 40, 50, 100, 150, 1200]
  private static let nitrogenDioxide = [40.0, 90, 120, 230, 340, 1000]
  private static let ozone = [50.0, 100, 130, 240, 380, 800]
  private static let sulphurDioxide = [100.0, 200, 350, 500, 750, 1250]

  /// The index: the highest of the pollutants' indices; `nil` when no concentration is
  /// given or in range (`Plausible.concentration`). Carbon monoxide is not in the EEA index.
  static func index(
    pm2_5 fine: Double?, pm10 coarse: Double?, ozone o3: Double?, nitrogenDioxide no2: Double?,
    sulphurDioxide so2: Double?
  ) -> Double? {
    let pairs = [
      (fine, pm2_5), (coarse, pm10), (o3, ozone), (no2, nitrogenDioxide), (so2, sulphurDioxide),
    ]
    return pairs.compactMap { value, bounds in
      Plausible.kept(value, in: Plausible.concentration).map { index($0, bounds: bounds) }
    }.max()
  }

  /// 20 points a band, linear within it; past the last bound, held at 120.
  private static func index(_ concentration: Double, bounds: [Double]) -> Double {
    var lower = 0.0
    for (band, upper) in bounds.enumerated() {
      if concentration < upper || band == bounds.count - 1 {
        let within = min(max((concentration - lower) / (upper - lower), 0), 1)
        return ((Double(band) + within) * 20 * 10).rounded() / 10
      }
      lower = upper
    }
    return 120
  }
}
