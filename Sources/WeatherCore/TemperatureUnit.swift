/// The units results are shown in, named as OpenWeatherMap names its `units` parameter.
public enum TemperatureUnit: String, Sendable {
  /// Celsius, metres per second.
  case metric
  /// Fahrenheit, miles per hour.
  case imperial
  /// Kelvin, metres per second.
  case standard

  /// The symbol shown after a temperature: `°C`, `°F` or `K`.
  public var symbol: String {
    switch self {
    case .metric: "°C"
    case .imperial: "°F"
    case .standard: "K"
    }
  }

  /// The symbol shown after a wind speed: `m/s` or `mph`.
  public var speedSymbol: String {
    self == .imperial ? "mph" : "m/s"
  }
}
