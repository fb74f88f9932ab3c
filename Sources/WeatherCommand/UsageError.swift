/// A command line that cannot be run; `message` says what is wrong.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, such as `unknown option --bogus`.
  public let message: String

  /// Creates a usage error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
