import Foundation

/// Civil dawn, sunrise, solar noon, sunset and civil dusk of one local day at one place,
/// computed offline by NOAA's Solar Calculator equations (see `SolarPosition`).
///
/// Sunrise and sunset are when the sun's upper limb touches a level horizon, the centre at
/// −0.833° (refraction and the sun's radius); civil dawn and dusk when the centre is at −6°.
/// The day is the place's own calendar date at its UTC offset, so on either side of the date
/// line (Kiritimati at +14 h, Pago Pago at −11 h) it is the date the place's clocks show.
public struct SunTimes: Sendable, Hashable {
  /// The morning's civil dawn (the sun's centre 6° below the horizon).
  public let dawn: SunEvent
  /// The sunrise before solar noon.
  public let sunrise: SunEvent
  /// Solar noon: the sun due south or north, highest in the sky. It happens every day, even in
  /// polar night.
  public let noon: Date
  /// The sunset after solar noon.
  public let sunset: SunEvent
  /// The evening's civil dusk.
  public let dusk: SunEvent

  /// The sun on a local calendar date; `nil` for an impossible date, a year outside
  /// 1900–2299 or an offset outside ±18 hours.
  /// - Parameters:
  ///   - coordinate: The place.
  ///   - year: 1900 to 2299.
  ///   - month: 1 to 12.
  ///   - day: A day of that month.
  ///   - utcOffset: The place's offset from UTC in seconds, within ±18 hours.
  public init?(coordinate: Coordinate, year: Int, month: Int, day: Int, utcOffset: Int) {
    guard Plausible.offset.contains(utcOffset), (1900...2299).contains(year),
      let midnight = CivilTime(year: year, month: month, day: day)
    else { return nil }
    let midday = midnight.date(offset: utcOffset).timeIntervalSince1970 + 43_200
    self.init(coordinate: coordinate, localMidday: midday)
  }

  /// The sun on the place's local date that contains `instant`; `nil` when the instant is not
  /// finite, its local date falls outside 1900–2299, or the offset is outside ±18 hours.
  /// - Parameters:
  ///   - coordinate: The place.
  ///   - instant: Any instant of the wanted day, such as the time of an observation.
  ///   - utcOffset: The place's offset from UTC in seconds, within ±18 hours.
  public init?(coordinate: Coordinate, dayContaining instant: Date, utcOffset: Int) {
    guard Plausible.offset.contains(utcOffset), AstronomicalTime.checked(instant) != nil else {
      return nil
    }
    let local = CivilTime(instant, offset: utcOffset)
    self.init(
      coordinate: coordinate, year: local.year, month: local.month, day: local.day,
      utcOffset: utcOffset)
  }

  /// Everything from the transit nearest the local day's midday (seconds since 1970).
  private init(coordinate: Coordinate, localMidday: Double) {
    // Mean solar noon falls at 12:00 UT less four minutes per degree east.
    let meanNoonOfDay = 43_200 - coordinate.longitude * 240
    let meanNoon = ((localMidday - meanNoonOfDay) / 86_400).rounded() * 86_400 + meanNoonOfDay
    var noon = meanNoon - 60 * SolarPosition(seconds: meanNoon).equationOfTime
    noon = meanNoon - 60 * SolarPosition(seconds: noon).equationOfTime
    let crossing = { (altitude: Double, rising: Bool) in
      Self.crossing(
        altitude: altitude, rising: rising, latitude: coordinate.latitude, meanNoon: meanNoon,
        noon: noon)
    }
    self.noon = Date(timeIntervalSince1970: noon)
    (dawn, sunrise) = (crossing(-6, true), crossing(-0.833, true))
    (sunset, dusk) = (crossing(-0.833, false), crossing(-6, false))
  }

  /// When the sun's centre crosses `altitude` before (rising) or after solar noon: estimated
  /// from the sun at noon, then twice recomputed from the sun at the estimate, as NOAA's
  /// calculator refines its estimate. Whether the sun crosses at all is judged at noon.
  private static func crossing(
    altitude: Double, rising: Bool, latitude: Double, meanNoon: Double, noon: Double
  ) -> SunEvent {
    func estimate(from instant: Double) -> (cosine: Double, time: Double) {
      let sun = SolarPosition(seconds: instant)
      let cosine =
        (Degrees.sin(altitude) - Degrees.sin(latitude) * Degrees.sin(sun.declination))
        / (Degrees.cos(latitude) * Degrees.cos(sun.declination))
      let hourAngle = abs(cosine) < 1 ? Degrees.acos(cosine) : 0
      return (cosine, meanNoon - 60 * sun.equationOfTime + (rising ? -240 : 240) * hourAngle)
    }
    let first = estimate(from: noon)
    guard abs(first.cosine) < 1 else { return first.cosine > 0 ? .alwaysDown : .alwaysUp }
    var time = first.time
    for _ in 0..<2 {
      let next = estimate(from: time)
      // A grazing sun may miss the altitude at the estimate: keep the estimate.
      guard abs(next.cosine) < 1 else { break }
      time = next.time
    }
    return .at(Date(timeIntervalSince1970: time))
  }
}
