import Foundation

/// New and full moon instants, by Jean Meeus, "Astronomical Algorithms" (2nd ed., 1998),
/// chapter 49 "Phases of the Moon": the mean phase corrected by its periodic and planetary
/// terms. Meeus gives the result as within seconds of the full lunar theory (ELP-2000/82) in
/// the dynamical time it is computed in; `DeltaT` turns that into clock time.
package enum Syzygy {
  /// The moon between the earth and the sun.
  case new
  /// The earth between the sun and the moon.
  case full

  private static let meanNewMoon2000 = 2_451_550.09766
  private static let synodicMonth = 29.530588861

  /// The last new moon at or before an instant, both in seconds since 1970 (UT); the instant
  /// must be supported (`AstronomicalTime.supported`).
  static func newMoon(atOrBefore seconds: Double) -> Double {
    let julianDay = AstronomicalTime.julianDay(seconds: seconds)
    var lunation = Int(((julianDay - meanNewMoon2000) / synodicMonth).rounded(.down)) + 1
    // The true phase lies within a day of the mean one, so this steps back at most three times.
    while Syzygy.new.seconds(lunation: lunation) > seconds { lunation -= 1 }
    return Syzygy.new.seconds(lunation: lunation)
  }

  /// The instant of this phase in a lunation, in seconds since 1970 (UT). Lunation 0 is the
  /// one whose new moon fell on 2000-01-06.
  package func seconds(lunation: Int) -> Double {
    let k = Double(lunation) + (self == .full ? 0.5 : 0)
    let t = k / 1236.85
    let jde =
      Self.meanNewMoon2000 + Self.synodicMonth * k
      + t * t * (0.00015437 + t * (-0.000000150 + t * 0.00000000073))
      + periodicTerms(k: k, t: t) + Self.planetaryTerms(k: k, t: t)
    let year = 2000 + (jde - 2_451_545) / 365.25
    return AstronomicalTime.seconds(julianDay: jde) - DeltaT.seconds(year: year)
  }

  /// Meeus's table 49 terms for new or full moon, in days.
  private func periodicTerms(k: Double, t: Double) -> Double {
    let e = 1 - t * (0.002516 + 0.0000074 * t)
    let m = 2.5534 + 29.10535670 * k - t * t * (0.0000014 + 0.00000011 * t)
    let mm =
      201.5643 + 385.81693528 * k + t * t * (0.0107582 + t * (0.00001238 - 0.000000058 * t))
    let f =
      160.7108 + 390.67050284 * k - t * t * (0.0016118 + t * (0.00000227 - 0.000000011 * t))
    let node = 124.7746 - 1.56375588 * k + t * t * (0.0020672 + 0.00000215 * t)
    let (first, second, third, fourth, fifth, sixth, seventh) =
      self == .new
      ? (-0.40720, 0.17241, 0.01608, 0.01039, 0.00739, -0.00514, 0.00208)
      : (-0.40614, 0.17302, 0.01614, 0.01043, 0.00734, -0.00515, 0.00209)
    let s = Degrees.sin
    return first * s(mm) + second * e * s(m) + third * s(2 * mm) + fourth * s(2 * f)
      + fifth * e * s(mm - m) + sixth * e * s(mm + m) + seventh * e * e * s(2 * m)
      - 0.00111 * s(mm - 2 * f) - 0.00057 * s(mm + 2 * f) + 0.00056 * e * s(2 * mm + m)
      - 0.00042 * s(3 * mm) + 0.00042 * e * s(m + 2 * f) + 0.00038 * e * s(m - 2 * f)
      - 0.00024 * e * s(2 * mm - m) - 0.00017 * s(node) - 0.00007 * s(mm + 2 * m)
      + 0.00004 * s(2 * mm - 2 * f) + 0.00004 * s(3 * m) + 0.00003 * s(mm + m - 2 * f)
      + 0.00003 * s(2 * mm + 2 * f) - 0.00003 * s(mm + m + 2 * f)
      + 0.00003 * s(mm - m + 2 * f) - 0.00002 * s(mm - m - 2 * f) - 0.00002 * s(3 * mm + m)
      + 0.00002 * s(4 * mm)
  }

  /// Meeus's fourteen planetary terms, the same for every phase, in days.
  private static func planetaryTerms(k: Double, t: Double) -> Double {
    planetary.reduce(0.000325 * Degrees.sin(299.77 + 0.107408 * k - 0.009173 * t * t)) {
      sum, term in sum + term.amplitude * Degrees.sin(term.base + term.rate * k)
    }
  }

  /// The planetary terms after the first, whose argument alone also depends on T².
  private static let planetary: [(amplitude: Double, base: Double, rate: Double)] = [
    (0.000165, 251.88, 0.016321), (0.000164, 251.83, 26.651886), (0.000126, 349.42, 36.412478),
    (0.000110, 84.66, 18.206239), (0.000062, 141.74, 53.303771), (0.000060, 207.14, 2.453732),
    (0.000056, 154.84, 7.306860), (0.000047, 34.52, 27.261239), (0.000042, 207.19, 0.121824),
    (0.000040, 291.34, 1.844379), (0.000037, 161.72, 24.198154), (0.000035, 239.56, 25.513099),
    (0.000023, 331.55, 3.592518),
  ]
}
