import Foundation

/// The units results are shown in, named as OpenWeatherMap names its `units` parameter.
///
/// Every conversion the tool makes lives here: providers bring values to the standard units
/// (Kelvin, metres per second, millimetres), and output takes them to the person's.
public enum UnitSystem: String, Sendable, CaseIterable {
  /// Celsius, metres per second, millimetres.
  case metric
  /// Fahrenheit, miles per hour, inches.
  case imperial
  /// Kelvin, metres per second, millimetres.
  case standard

  /// A temperature in Kelvin, in this system's unit; non-finite input stays non-finite.
  public func temperature(kelvin: Double) -> Double {
    // Foundation's `UnitTemperature` conversion, computed as its `UnitConverterLinear` does,
    // with its coefficients and constants, to the last bit: the Measurement made two unit
    // objects on every call, and every line shows four temperatures.
    switch self {
    case .metric: (kelvin - 273.15) / 1.0
    case .imperial: (kelvin - 255.37222222222427) / 0.55555555555556
    case .standard: kelvin
    }
  }

  /// The unit wind is shown in unless `--wind` says otherwise: mph for imperial, else m/s.
  public var windUnit: SpeedUnit {
    self == .imperial ? .milesPerHour : .metresPerSecond
  }

  /// An amount of precipitation in millimetres, in this system's unit.
  public func precipitation(millimetres: Double) -> Double {
    self == .imperial ? millimetres / 25.4 : millimetres
  }

  /// The symbol shown after a temperature: `°C`, `°F` or `K`.
  public var temperatureSymbol: String {
    switch self {
    case .metric: "°C"
    case .imperial: "°F"
    case .standard: "K"
    }
  }

  /// The symbol shown after an amount of precipitation: `mm` or `in`.
  public var precipitationSymbol: String {
    self == .imperial ? "in" : "mm"
  }

  /// A temperature read in `unit`, in Kelvin: how providers reach the standard unit.
  package static func kelvin(_ value: Double, from unit: UnitTemperature) -> Double {
    Measurement(value: value, unit: unit).converted(to: .kelvin).value
  }

  /// A speed read in `unit`, in metres per second.
  package static func metresPerSecond(_ value: Double, from unit: SpeedUnit) -> Double {
    value * unit.metresPerSecond
  }
}

/// A unit of speed that a provider may send, and that wind is shown in (`--wind`).
/// (Foundation's `UnitSpeed` rounds its factors, so 36 km/h would not be exactly 10 m/s.)
public enum SpeedUnit: Sendable, CaseIterable {
  /// m/s.
  case metresPerSecond
  /// km/h.
  case kilometresPerHour
  /// mph: 1609.344 m an hour.
  case milesPerHour
  /// Knots: 1852 m an hour.
  case knots

  /// A speed in metres per second, in this unit.
  public func speed(metresPerSecond value: Double) -> Double {
    value / metresPerSecond
  }

  /// The symbol shown after a speed: `m/s`, `km/h`, `mph` or `kn`.
  public var symbol: String {
    switch self {
    case .metresPerSecond: "m/s"
    case .kilometresPerHour: "km/h"
    case .milesPerHour: "mph"
    case .knots: "kn"
    }
  }

  /// One of this unit in metres per second.
  var metresPerSecond: Double {
    switch self {
    case .metresPerSecond: 1
    case .kilometresPerHour: 1000 / 3600
    case .milesPerHour: 1609.344 / 3600
    case .knots: 1852 / 3600
    }
  }
}
