/// The US Air Quality Index from concentrations, by the EPA's breakpoints: the Technical
/// Assistance Document for the Reporting of Daily Air Quality (EPA-454/B-24-002, May 2024),
/// table 6, with the PM2.5 breakpoints of the 2024 revision (Federal Register 89 FR 16202,
/// 7 February 2024, in force from 6 May 2024: "good" ends at 9.0 µg/m³, not 12.0).
///
/// The EPA averages PM over 24 hours and ozone and carbon monoxide over 8; a service's
/// current values are hourly, so an index computed here is the one the current hour would
/// have if it lasted: a nowcast, as AirNow's maps show. Values above the top breakpoint
/// ("beyond the AQI") are 500.
enum USAirQualityIndex {
  /// One pollutant's table: concentration breakpoints, each with the index it maps to.
  private struct Table {
    /// Rows of (low concentration, high concentration, low index, high index).
    let rows: [(Double, Double, Int, Int)]
    /// Concentrations are truncated to this many decimals before the table is read.
    let decimals: Int

    func index(_ concentration: Double) -> Int? {
      guard concentration.isFinite, concentration >= 0 else { return nil }
      let scale = Double(Self.power(decimals))
      // The nudge keeps a value that is exactly a breakpoint after a unit conversion (78 ppb
      // of ozone read back from µg/m³ as 77.99999…) from truncating to the row below.
      let truncated = (concentration * scale + 1e-6).rounded(.down) / scale
      guard let last = rows.last else { return nil }
      if truncated > last.1 { return 500 }
      // Between two rows (9.05 truncates to 9.0, but 9.04 and 9.1 do not meet) the upper
      // row's line is used, as the truncation leaves no such value.
      let row = rows.first { truncated <= $0.1 } ?? last
      let (low, high, lowIndex, highIndex) = row
      let value =
        Double(highIndex - lowIndex) / (high - low) * (max(truncated, low) - low)
        + Double(lowIndex)
      return Int(value.rounded())
    }

    private static func power(_ decimals: Int) -> Int {
      (0..<decimals).reduce(1) { value, _ in value * 10 }
    }
  }

  /// PM2.5, 24-hour, µg/m³ (2024 revision).
  private static let pm2_5 = Table(
    rows: [
      (0.0, 9.0, 0, 50), (9.1, 35.4, 51, 100), (35.5, 55.4, 101, 150), (55.5, 125.4, 151, 200),
      (125.5, 225.4, 201, 300), (225.5, 325.4, 301, 500),
    ], decimals: 1)
  /// PM10, 24-hour, µg/m³.
  private static let pm10 = Table(
    rows: [
      (0, 54, 0, 50), (55, 154, 51, 100), (155, 254, 101, 150), (255, 354, 151, 200),
      (355, 424, 201, 300), (425, 604, 301, 500),
    ], decimals: 0)
  /// Ozone, 8-hour, ppm, to 300; above 0.200 ppm only the 1-hour rows reach past 300, so up
  /// to their 0.404 the index stays at 300.
  private static let ozone = Table(
    rows: [
      (0.000, 0.054, 0, 50), (0.055, 0.070, 51, 100), (0.071, 0.085, 101, 150),
      (0.086, 0.105, 151, 200), (0.106, 0.200, 201, 300), (0.201, 0.404, 300, 300),
      (0.405, 0.604, 301, 500),
    ], decimals: 3)
  /// Carbon monoxide, 8-hour, ppm.
  private static let carbonMonoxide = Table(
    rows: [
      (0.0, 4.4, 0, 50), (4.5, 9.4, 51, 100), (9.5, 12.4, 101, 150), (12.5, 15.4, 151, 200),
      (15.5, 30.4, 201, 300), (30.5, 50.4, 301, 500),
    ], decimals: 1)
  /// Sulphur dioxide, 1-hour, ppb.
  private static let sulphurDioxide = Table(
    rows: [
      (0, 35, 0, 50), (36, 75, 51, 100), (76, 185, 101, 150), (186, 304, 151, 200),
      (305, 604, 201, 300), (605, 1004, 301, 500),
    ], decimals: 0)
  /// Nitrogen dioxide, 1-hour, ppb.
  private static let nitrogenDioxide = Table(
    rows: [
      (0, 53, 0, 50), (54, 100, 51, 100), (101, 360, 101, 150), (361, 649, 151, 200),
      (650, 1249, 201, 300), (1250, 2049, 301, 500),
    ], decimals: 0)

  /// Parts per billion of a gas from µg/m³ at 25 °C and 1 atm: µg/m³ × 24.45 / molar mass.
  private static func partsPerBillion(_ microgramsPerCubicMetre: Double, molarMass: Double)
    -> Double
  {
    microgramsPerCubicMetre * 24.45 / molarMass
  }

  /// The index: the highest of the pollutants' indices, each from µg/m³; `nil` when no
  /// concentration is given or in range (`Plausible.concentration`).
  static func index(
    pm2_5 fine: Double?, pm10 coarse: Double?, ozone o3: Double?, nitrogenDioxide no2: Double?,
    sulphurDioxide so2: Double?, carbonMonoxide co: Double?
  ) -> Int? {
    let kept = { (value: Double?) in Plausible.kept(value, in: Plausible.concentration) }
    let indices = [
      kept(fine).flatMap(pm2_5.index),
      kept(coarse).flatMap(pm10.index),
      kept(o3).flatMap { ozone.index(partsPerBillion($0, molarMass: 48.00) / 1000) },
      kept(no2).flatMap { nitrogenDioxide.index(partsPerBillion($0, molarMass: 46.01)) },
      kept(so2).flatMap { sulphurDioxide.index(partsPerBillion($0, molarMass: 64.07)) },
      kept(co).flatMap { carbonMonoxide.index(partsPerBillion($0, molarMass: 28.01) / 1000) },
    ]
    return indices.compactMap { $0 }.max()
  }
}
