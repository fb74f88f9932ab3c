import Foundation

/// The moon's phase at an instant, the same everywhere on earth: its age, how much of its
/// disc is lit and which of the eight phases it is in.
///
/// The age counts from the last new moon by Meeus's chapter 49 (see `Syzygy`). The lit
/// fraction and the phase come from the phase angle by Meeus, "Astronomical Algorithms"
/// (2nd ed.), equation 48.4 with the arguments of chapter 47: within about 0.002 of the full
/// computation (his example 48.a: 0.6802 against 0.6786), a few tenths of a degree in the angle.
public struct MoonPhase: Sendable, Hashable {
  /// Days since the last new moon, from 0 to about 29.8.
  public let age: Double
  /// The lit fraction of the disc as seen from the earth, 0 (new) to 1 (full).
  public let illumination: Double
  /// Which eighth of the cycle the moon is in.
  public let phase: LunarPhase

  /// wttr.in's "moon day" (`%M`): the whole days since the last new moon. wttr.in itself counts
  /// on a 28-day scale (the astral library's `moon.phase`); this counts real days, 0 to 29.
  public var day: Int { Int(age) }

  /// The phase at `instant`; `nil` when the instant is not finite or falls outside 1900–2299.
  public init?(at instant: Date) {
    guard let seconds = AstronomicalTime.checked(instant) else { return nil }
    age = (seconds - Syzygy.newMoon(atOrBefore: seconds)) / 86_400
    let angle = Self.phaseAngle(seconds: seconds)
    illumination = (1 + Degrees.cos(angle)) / 2
    phase = LunarPhase(elongation: 180 - angle)
  }

  /// The angle sun–moon–earth in degrees (0 full, 180 new), Meeus's equation 48.4.
  private static func phaseAngle(seconds: Double) -> Double {
    let year = 1970 + seconds / 31_557_600
    let t = AstronomicalTime.julianCenturies(seconds: seconds + DeltaT.seconds(year: year))
    let elongation =
      297.8501921 + t * (445_267.1114034 + t * (-0.0018819 + t * (1 / 545_868 - t / 113_065_000)))
    let sunAnomaly = 357.5291092 + t * (35_999.0502909 + t * (-0.0001536 + t / 24_490_000))
    let moonAnomaly =
      134.9633964 + t * (477_198.8675055 + t * (0.0087414 + t * (1 / 69_699 - t / 14_712_000)))
    let s = Degrees.sin
    return 180 - elongation - 6.289 * s(moonAnomaly) + 2.100 * s(sunAnomaly)
      - 1.274 * s(2 * elongation - moonAnomaly) - 0.658 * s(2 * elongation)
      - 0.214 * s(2 * moonAnomaly) - 0.110 * s(elongation)
  }
}
