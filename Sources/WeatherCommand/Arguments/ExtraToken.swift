import WeatherCore

/// A template token for an extra, as written between `%{` and `}`: the air quality, the
/// alerts, or how now compares with yesterday and the normal. A template with one asks for
/// that extra, as `--air`, `--alerts` or `--normal` would.
enum ExtraToken: String, Sendable, Equatable, CaseIterable {
  /// `aqi`: the US Air Quality Index, such as `42`.
  case airQualityIndex = "aqi"
  /// `pm25`: fine particles, such as `12µg/m³`.
  case pm2_5 = "pm25"
  /// `pm10`: coarse particles, such as `20µg/m³`.
  case pm10
  /// `alerts`: how many alerts are in force, such as `2`.
  case alertCount = "alerts"
  /// `alert`: the most severe alert's event, such as `Winter Storm Warning`; empty when none.
  case alert
  /// `vs_yesterday`: degrees warmer than at the same hour yesterday, such as `+3°`.
  case vsYesterday = "vs_yesterday"
  /// `vs_normal`: degrees warmer than the 1991–2020 normal for the date, such as `-4°`.
  case vsNormal = "vs_normal"

  /// What the token prints, in a few words, for `FormatLetter`.
  var meaning: String {
    switch self {
    case .airQualityIndex: "US AQI"
    case .pm2_5: "PM2.5"
    case .pm10: "PM10"
    case .alertCount: "alerts"
    case .alert: "worst"
    case .vsYesterday: "vs yesterday"
    case .vsNormal: "vs normal"
    }
  }

  /// The extras a template with these tokens needs.
  static func extras(_ tokens: [ExtraToken]) -> Extras {
    Extras(
      air: tokens.contains { [.airQualityIndex, .pm2_5, .pm10].contains($0) },
      alerts: tokens.contains { [.alertCount, .alert].contains($0) },
      yesterday: tokens.contains(.vsYesterday), normal: tokens.contains(.vsNormal))
  }
}
