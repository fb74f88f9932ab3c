/// A line a text format (CSV, the Prometheus exposition format) does not allow.
public struct TextFormatError: Error, Equatable, CustomStringConvertible {
  /// 1-based line number.
  public let line: Int
  /// What is wrong.
  public let reason: String

  /// Creates a value.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// The line number and the reason.
  public var description: String { "line \(line): \(reason)" }
}
