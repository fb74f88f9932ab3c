import Foundation

/// ΔT, Terrestrial Time minus Universal Time, which turns the dynamical instants of the lunar
/// theory into clock time: the polynomial expressions of Fred Espenak and Jean Meeus (NASA GSFC,
/// "Polynomial Expressions for Delta T", Five Millennium Canon of Solar Eclipses), from 1900 on.
/// Beyond today the values are extrapolations, some minutes off by 2200.
enum DeltaT {
  /// ΔT in seconds for a decimal year from 1900.
  static func seconds(year: Double) -> Double {
    switch year {
    case ..<1920:
      let t = year - 1900
      return -2.79 + t * (1.494119 + t * (-0.0598939 + t * (0.0061966 - t * 0.000197)))
    case ..<1941:
      let t = year - 1920
      return 21.20 + t * (0.84493 + t * (-0.076100 + t * 0.0020936))
    case ..<1961:
      let t = year - 1950
      return 29.07 + 0.407 * t - t * t / 233 + t * t * t / 2547
    case ..<1986:
      let t = year - 1975
      return 45.45 + 1.067 * t - t * t / 260 - t * t * t / 718
    case ..<2005:
      let t = year - 2000
      return 63.86
        + t * (0.3345 + t * (-0.060374 + t * (0.0017275 + t * (0.000651814 + t * 0.00002373599))))
    case ..<2050:
      let t = year - 2000
      return 62.92 + t * (0.32217 + t * 0.005589)
    case ..<2150:
      let u = (year - 1820) / 100
      return -20 + 32 * u * u - 0.5628 * (2150 - year)
    default:
      let u = (year - 1820) / 100
      return -20 + 32 * u * u
    }
  }
}
