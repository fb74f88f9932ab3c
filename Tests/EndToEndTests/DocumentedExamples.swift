import Foundation

/// The `$ weather …` examples of README.md and Documentation/, read as the development guide's
/// convention says: a fenced block whose info string is `console` holds commands (lines that
/// start with `$ `, continued by a trailing `\`), each followed by the output it shows
/// (standard output, then standard error) up to the next command or the fence. A block after
/// a line `<!-- not run: REASON -->` is not run, and says why.
struct DocumentedExample: Sendable, CustomStringConvertible {
  /// The file, relative to the package root, and the line of the command.
  let file: String
  let line: Int
  /// The command as typed, without `$ `, continuation lines joined.
  let command: String
  /// The output shown under it.
  let shown: [String]

  var description: String { "\(file):\(line): \(command)" }
}

/// A block of examples that is not run, and why.
struct NotRunBlock: Sendable {
  let file: String
  let line: Int
  let reason: String
}

/// The examples of the package's documentation.
enum DocumentedExamples {
  /// The package root, two folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every Markdown file of Documentation/, relative to the root.
  static var files: [String] {
    let folder = root.appendingPathComponent("Documentation")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return ["README.md"]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
  }

  /// Every example that is run.
  static var all: [DocumentedExample] { files.flatMap { read($0).run } }

  /// Every block that is not run.
  static var notRun: [NotRunBlock] { files.flatMap { read($0).notRun } }

  /// The lines that start with `$ weather` outside a `console` block: examples that would
  /// escape the test.
  static var strays: [String] { files.flatMap { read($0).strays } }

  /// The examples of one file.
  static func read(_ file: String) -> (
    run: [DocumentedExample], notRun: [NotRunBlock], strays: [String]
  ) {
    let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
    return parse(text, file: file)
  }

  /// The examples of `text`, as the convention above reads them.
  static func parse(_ text: String, file: String) -> (
    run: [DocumentedExample], notRun: [NotRunBlock], strays: [String]
  ) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var run: [DocumentedExample] = []
    var notRun: [NotRunBlock] = []
    var strays: [String] = []
    var index = 0
    var before = ""  // the last line that is not blank, outside a block
    while index < lines.count {
      let line = lines[index]
      let fence = line.trimmingCharacters(in: .whitespaces)
      guard fence.hasPrefix("```") else {
        if !line.trimmingCharacters(in: .whitespaces).isEmpty { before = line }
        index += 1
        continue
      }
      let isConsole = fence == "```console"
      let opened = index
      index += 1
      var block: [(line: Int, text: String)] = []
      while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```")
      {
        block.append((index + 1, lines[index]))
        index += 1
      }
      index += 1
      let reason = notRunReason(before)
      before = ""
      if !isConsole {
        strays += block.filter { $0.text.hasPrefix("$ weather") }.map { "\(file):\($0.line)" }
      } else if let reason {
        notRun.append(NotRunBlock(file: file, line: opened + 1, reason: reason))
      } else {
        run += examples(in: block, file: file)
      }
    }
    return (run, notRun, strays)
  }

  /// The reason in `<!-- not run: REASON -->`, if `line` is one.
  private static func notRunReason(_ line: String) -> String? {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("<!-- not run:"), text.hasSuffix("-->") else { return nil }
    return text.dropFirst("<!-- not run:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
  }

  /// The commands of a console block, each with the lines under it.
  private static func examples(
    in block: [(line: Int, text: String)], file: String
  ) -> [DocumentedExample] {
    var result: [DocumentedExample] = []
    var index = 0
    while index < block.count {
      guard block[index].text.hasPrefix("$ ") else {
        index += 1
        continue
      }
      let start = block[index].line
      var command = String(block[index].text.dropFirst(2))
      while command.hasSuffix("\\"), index + 1 < block.count {
        index += 1
        command =
          String(command.dropLast()) + block[index].text.trimmingCharacters(in: .whitespaces)
      }
      index += 1
      var shown: [String] = []
      while index < block.count, !block[index].text.hasPrefix("$ ") {
        shown.append(block[index].text)
        index += 1
      }
      result.append(DocumentedExample(file: file, line: start, command: command, shown: shown))
    }
    return result
  }
}
