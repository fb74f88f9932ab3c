/// Every source the tool knows, one descriptor each, in the order their alert feeds are
/// asked: the one place that names them. The command reads it for `--provider`, the config
/// file, completions, help, error wording and the forecast notes; the table of sources in
/// Documentation/sources.md is checked against it.
public struct SourceTable: Sendable {
  /// The descriptors, in order.
  public let descriptors: [SourceDescriptor]

  /// Creates a table.
  public init(_ descriptors: [SourceDescriptor]) {
    self.descriptors = descriptors
  }

  /// The sources `weather` ships with.
  public static let standard = SourceTable([.nws, .openWeatherMap, .openMeteo, .metNorway])

  /// The descriptor `text` names (its name or an alias, in any case), or `nil`.
  public func descriptor(named text: String) -> SourceDescriptor? {
    descriptors.first { $0.isNamed(text) }
  }

  /// The sources `--provider` may choose: those that answer the weather.
  public var weatherSources: [SourceDescriptor] {
    descriptors.filter(\.answersWeather)
  }

  /// The source used when none is chosen: the first default whose key need is met.
  /// - Parameter hasKey: Whether an API key is configured.
  /// - Returns: The source; `nil` when the table has no default.
  package func defaultSource(hasKey: Bool) -> SourceDescriptor? {
    weatherSources.first { $0.isDefault && $0.needsKey == hasKey }
      ?? weatherSources.first { $0.isDefault && !$0.needsKey }
  }

  /// The name `--provider` takes for `autoSources`.
  public static let autoName = "auto"

  /// The list `--provider auto` stands for: the weather sources with an `autoRank`, lowest
  /// first (a source for a region before one for the world), those that need a key only with
  /// one. Each answers only where it covers the place.
  /// - Parameter hasKey: Whether an API key is configured.
  /// - Returns: The sources, in failover order.
  public func autoSources(hasKey: Bool) -> [SourceDescriptor] {
    weatherSources.filter { $0.autoRank != nil && (hasKey || !$0.needsKey) }
      .sorted { ($0.autoRank ?? 0) < ($1.autoRank ?? 0) }
  }

  /// The same sources with `descriptor` first: how a program (or a test) adds its own source.
  package func adding(_ descriptor: SourceDescriptor) -> SourceTable {
    SourceTable([descriptor] + descriptors)
  }
}
