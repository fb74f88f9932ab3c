/// A command line that cannot be run; `message` says what is wrong.
struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, such as `unknown option --bogus`.
  let message: String

  /// Creates a usage error.
  init(_ message: String) {
    self.message = message
  }

  /// The message.
  var description: String { message }
}
