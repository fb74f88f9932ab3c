/// A weather condition such as "light rain".
public struct Condition: Sendable, Equatable, Codable {
  /// The provider's condition code (OpenWeatherMap: 800 is clear sky).
  public let id: Int
  /// The group, for example `Rain`.
  public let main: String
  /// The description, for example `light rain`.
  public let description: String
  /// The provider's icon code, for example `10d`.
  public let icon: String?

  /// Creates a condition.
  public init(id: Int, main: String, description: String, icon: String?) {
    self.id = id
    self.main = main
    self.description = description
    self.icon = icon
  }
}
