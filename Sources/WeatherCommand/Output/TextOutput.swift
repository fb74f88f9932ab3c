import Foundation

/// Writes whole lines to a file handle, one write each, so lines from a long run reach a
/// pipe or a log as soon as they are ready.
struct TextOutput: Sendable {
  let write: @Sendable (String) -> Void

  static let standardOutput = TextOutput { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }
  static let standardError = TextOutput { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

  func callAsFunction(_ line: String) {
    write(line)
  }
}
