import Foundation
import Testing

/// Documentation/development.md's table of the tests skipped under a sanitizer names exactly
/// the tests that are: each `@Test` with `.disabled(if: Sanitizer.active, …)`.
@Suite("The table of tests skipped under a sanitizer is current")
struct SanitizerTableTests {
  /// The package root, two folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The display names of the tests in `code` that a sanitizer skips: the first string of the
  /// `@Test(` before each `.disabled(if: Sanitizer.active`.
  static func skipped(in code: String) -> [String] {
    var names: [String] = []
    var rest = code[...]
    while let skip = rest.firstRange(of: ".disabled(if: Sanitizer.active") {
      let before = rest[..<skip.lowerBound]
      if let test = before.ranges(of: "@Test(").last,
        let open = before[test.upperBound...].firstIndex(of: "\"")
      {
        let name = before[before.index(after: open)...].prefix { $0 != "\"" }
        names.append(String(name))
      }
      rest = rest[skip.upperBound...]
    }
    return names
  }

  /// The names in the table's first column, `| "name" | limit |`.
  static func listed(in guide: String) -> [String] {
    guide.split(separator: "\n").filter { $0.hasPrefix("| \"") }.compactMap { row in
      row.dropFirst(3).split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
  }

  @Test("every test skipped under a sanitizer is in the table, and only those")
  func tableIsCurrent() throws {
    let tests = Self.root.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "SanitizerTableTests.swift" }
      ?? []
    let skipped = try files.flatMap {
      Self.skipped(in: try String(contentsOf: $0, encoding: .utf8))
    }
    let guide = try String(
      contentsOf: Self.root.appendingPathComponent("Documentation/development.md"), encoding: .utf8)
    #expect(!skipped.isEmpty)
    #expect(Set(Self.listed(in: guide)) == Set(skipped))
  }

  @Test("the scan finds a skipped test's name")
  func scan() {
    let code = """
      @Test("fast", .enabled(if: x)) func a() {}
      @Test(
        "a slow one",
        .disabled(if: Sanitizer.active, Sanitizer.time))
      func b() {}
      """
    #expect(Self.skipped(in: code) == ["a slow one"])
    #expect(Self.listed(in: "| test | limit |\n| \"a slow one\" | 1 s |\n") == ["a slow one"])
  }
}
