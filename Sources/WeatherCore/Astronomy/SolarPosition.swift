import Foundation

/// Where the sun stands at an instant, as far as rising and setting need it: its declination
/// and the equation of time.
///
/// The equations are those of NOAA Global Monitoring Laboratory's Solar Calculator and its
/// spreadsheets (gml.noaa.gov/grad/solcalc, "Solar Calculation Details"), which take them from
/// Jean Meeus, "Astronomical Algorithms" (chapters 25 and 28). NOAA gives sunrise and sunset
/// from them as accurate to a minute between 72° south and 72° north, and to ten minutes beyond.
struct SolarPosition {
  /// Degrees north of the celestial equator.
  let declination: Double
  /// Apparent minus mean solar time, in minutes.
  let equationOfTime: Double

  /// The sun at `seconds` since 1970 (treated as UT, as NOAA does).
  init(seconds: Double) {
    let t = AstronomicalTime.julianCenturies(seconds: seconds)
    let meanLongitude = Degrees.normalized(280.46646 + t * (36_000.76983 + t * 0.0003032))
    let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
    let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
    let center =
      Degrees.sin(meanAnomaly) * (1.914602 - t * (0.004817 + 0.000014 * t))
      + Degrees.sin(2 * meanAnomaly) * (0.019993 - 0.000101 * t)
      + Degrees.sin(3 * meanAnomaly) * 0.000289
    let node = 125.04 - 1934.136 * t
    let apparentLongitude = meanLongitude + center - 0.00569 - 0.00478 * Degrees.sin(node)
    let meanObliquity =
      23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
    let obliquity = meanObliquity + 0.00256 * Degrees.cos(node)
    declination = Degrees.asin(Degrees.sin(obliquity) * Degrees.sin(apparentLongitude))

    let y = Degrees.tan(obliquity / 2) * Degrees.tan(obliquity / 2)
    let radians =
      y * Degrees.sin(2 * meanLongitude) - 2 * eccentricity * Degrees.sin(meanAnomaly)
      + 4 * eccentricity * y * Degrees.sin(meanAnomaly) * Degrees.cos(2 * meanLongitude)
      - 0.5 * y * y * Degrees.sin(4 * meanLongitude)
      - 1.25 * eccentricity * eccentricity * Degrees.sin(2 * meanAnomaly)
    equationOfTime = 4 * radians * 180 / .pi
  }
}
