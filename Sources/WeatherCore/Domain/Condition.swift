/// A weather condition such as "light rain": our kind, and the source's own words for it.
public struct Condition: Sendable, Equatable {
  /// What it is, in this project's vocabulary.
  public let kind: ConditionKind
  /// An OpenWeatherMap-style id (800 is clear sky): OpenWeatherMap's own, else the kind's.
  public let id: Int
  /// The group, for example `Rain`.
  public let main: String
  /// The description, for example `light rain`: the source's own words where it sent some,
  /// in the language asked for.
  public let description: String
  /// An OpenWeatherMap-style icon code, for example `10d` (`n` by night).
  public let icon: String?

  /// A condition with OpenWeatherMap's own id, group and icon.
  package init(kind: ConditionKind, id: Int, main: String, description: String, icon: String?) {
    self.kind = kind
    self.id = id
    self.main = main
    self.description = description
    self.icon = icon
  }

  /// A condition whose id, group and icon come from its kind.
  /// - Parameters:
  ///   - kind: What it is.
  ///   - description: The words shown for it.
  ///   - isDay: Whether the sun is up, for the icon.
  public init(kind: ConditionKind, description: String, isDay: Bool = true) {
    self.init(
      kind: kind, id: kind.openWeatherMapID, main: kind.group, description: description,
      icon: kind.iconBase.map { $0 + (isDay ? "d" : "n") })
  }

  /// The same condition with its day icon, as a day's condition is shown.
  var byDay: Condition {
    Condition(
      kind: kind, id: id, main: main, description: description,
      icon: icon.map { String($0.prefix(2)) + "d" })
  }

  /// Whether it matters less than `other`, to pick a day's one condition from its steps: by
  /// our kind's rank (`ConditionKind.severity`), and within one rank by the source's own
  /// finer order (OpenWeatherMap's ids; any other source's id is its kind's, so its kinds
  /// rank as WMO's codes always did).
  func mattersLess(than other: Condition) -> Bool {
    (kind.severity, id) < (other.kind.severity, other.id)
  }
}

extension Condition: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, id, main, description, icon
  }

  /// Reads a condition; one cached before conditions had a kind takes the kind of its id.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(Int.self, forKey: .id)
    self.init(
      kind: try container.decodeIfPresent(ConditionKind.self, forKey: .kind)
        ?? ConditionKind(openWeatherMapID: id),
      id: id, main: try container.decode(String.self, forKey: .main),
      description: try container.decode(String.self, forKey: .description),
      icon: try container.decodeIfPresent(String.self, forKey: .icon))
  }

  /// Writes the condition with its kind.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(id, forKey: .id)
    try container.encode(main, forKey: .main)
    try container.encode(description, forKey: .description)
    try container.encodeIfPresent(icon, forKey: .icon)
  }
}
