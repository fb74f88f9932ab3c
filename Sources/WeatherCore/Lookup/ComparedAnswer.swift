/// One source's answer in a comparison (`WeatherLookup.comparison(for:)`): its report, or why
/// it failed.
public struct ComparedAnswer: Sendable {
  /// The source's name, such as `open-meteo`.
  public let source: String
  /// Its report, or its failure.
  public let result: Result<Report, WeatherError>

  /// Creates an answer.
  public init(source: String, result: Result<Report, WeatherError>) {
    self.source = source
    self.result = result
  }
}
