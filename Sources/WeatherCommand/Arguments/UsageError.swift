/// A command line that cannot be run; `message` says what is wrong.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, such as `unknown option --bogus`.
  package let message: String

  /// Creates a usage error.
  package init(_ message: String) {
    self.message = message
  }

  /// The message.
  package var description: String { message }
}
