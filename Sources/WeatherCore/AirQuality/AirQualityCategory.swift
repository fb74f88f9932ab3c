/// The EPA's six categories of the US Air Quality Index.
public enum AirQualityCategory: String, Sendable, CaseIterable {
  /// 0 to 50.
  case good
  /// 51 to 100.
  case moderate
  /// 101 to 150.
  case unhealthyForSensitiveGroups = "unhealthy for sensitive groups"
  /// 151 to 200.
  case unhealthy
  /// 201 to 300.
  case veryUnhealthy = "very unhealthy"
  /// 301 and above.
  case hazardous

  /// The category of a US index, 0 to 500.
  public init(usIndex: Int) {
    self =
      switch usIndex {
      case ...50: .good
      case ...100: .moderate
      case ...150: .unhealthyForSensitiveGroups
      case ...200: .unhealthy
      case ...300: .veryUnhealthy
      default: .hazardous
      }
  }
}
