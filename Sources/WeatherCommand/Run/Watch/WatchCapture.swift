import WeatherCore

/// What one round of a watch printed, held back: the watch writes stdout's lines only when
/// they changed, and stderr's only when they say something new.
final class WatchCapture: Sendable {
  private let lines = Locked<(output: [String], errors: [String])>(([], []))

  /// The printer's standard output.
  var output: TextOutput {
    TextOutput { [lines] line in
      lines.withLock { $0.output.append(line) }
      return nil
    }
  }

  /// The printer's standard error.
  var errors: TextOutput {
    TextOutput { [lines] line in
      lines.withLock { $0.errors.append(line) }
      return nil
    }
  }

  /// The lines held since the last call.
  func take() -> (output: [String], errors: [String]) {
    lines.withLock { held in
      defer { held = ([], []) }
      return held
    }
  }
}
