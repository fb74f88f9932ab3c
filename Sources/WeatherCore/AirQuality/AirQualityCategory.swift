/// The EPA's six categories of the US Air Quality Index.
public enum AirQualityCategory: String, Sendable, CaseIterable {
  case good
  case moderate
  case unhealthyForSensitiveGroups = "unhealthy for sensitive groups"
  case unhealthy
  case veryUnhealthy = "very unhealthy"
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
