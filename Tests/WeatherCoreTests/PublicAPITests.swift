import Foundation
import Testing

/// The library's public surface, read from its sources: every `public` declaration has a `///`
/// comment, and the development guide's library section gives their count.
@Suite("The public API: documented, and counted in the development guide")
struct PublicAPITests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The library products' folders: what a program that depends on `weather` can import.
  static let libraries = ["Sources/WeatherCore", "Sources/WeatherPlaces"]

  /// A public declaration: where, whether it is an enum's case (public without the word), and
  /// whether a `///` comment comes before it.
  struct Declaration {
    let place: String
    let isCase: Bool
    let documented: Bool
  }

  /// The public declarations of one file's text, `path` naming it in messages: each line
  /// marked `public` (after any attributes, as in `@inlinable public func`), and each `case` of
  /// a public enum. A comment of the right kind may be separated from its declaration by
  /// attribute lines only.
  static func declarations(in text: String, path: String) -> [Declaration] {
    let publicLine = /^\s*(@\w+(\([^)]*\))?\s+)*public\s/
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var found: [Declaration] = []
    var depth = 0
    var publicEnumDepth: Int?
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let isPublic = line.firstMatch(of: publicLine) != nil
      if isPublic || (depth == publicEnumDepth && trimmed.hasPrefix("case ")) {
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
          above -= 1
        }
        let documented =
          above >= 0 && lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///")
        found.append(
          Declaration(place: "\(path):\(index + 1)", isCase: !isPublic, documented: documented))
      }
      if publicEnumDepth == nil, isPublic, trimmed.contains("enum ") { publicEnumDepth = depth + 1 }
      let code = trimmed.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
      depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
      if let enumDepth = publicEnumDepth, depth < enumDepth { publicEnumDepth = nil }
    }
    return found
  }

  /// Every public declaration of the library products, with how many files hold one.
  static func surface() throws -> (declarations: [Declaration], files: Int) {
    var found: [Declaration] = []
    var files = 0
    for library in libraries {
      let folder = root.appendingPathComponent(library)
      let paths = FileManager.default.enumerator(atPath: folder.path)?
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      for path in paths ?? [] {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        let declarations = declarations(in: text, path: "\(library)/\(path)")
        found += declarations
        files += declarations.contains { !$0.isCase } ? 1 : 0
      }
    }
    return (found, files)
  }

  @Test("every public declaration of WeatherCore and WeatherPlaces, enum cases too, has ///")
  func everyPublicDeclarationIsDocumented() throws {
    let surface = try Self.surface()
    #expect(surface.declarations.count > 100)
    let undocumented = surface.declarations.filter { !$0.documented }.map(\.place)
    #expect(undocumented.isEmpty, "public without a /// comment: \(undocumented)")
  }

  @Test("the scan finds public declarations and cases without a comment, through attributes")
  func scanSeesUndocumented() {
    let text = """
      /// Documented.
      public enum E {
        /// Documented.
        case a
        case b
        func f() {
          switch self {
          case .a: break
          }
        }
      }
      /// Documented.
      public struct A {
        // A plain comment is no documentation.
        public let b: Int
        /// Documented, through an attribute.
        @inlinable
        public func c() {}
        @discardableResult public func d() -> Int { 1 }
        package func e() {}
        let publicName = 1
      }
      """
    let found = Self.declarations(in: text, path: "A.swift")
    #expect(
      found.map(\.place) == [
        "A.swift:2", "A.swift:4", "A.swift:5", "A.swift:13", "A.swift:15", "A.swift:18",
        "A.swift:19",
      ])
    #expect(found.map(\.documented) == [true, true, false, true, false, true, false])
  }

  @Test("Documentation/development.md gives the count of public declarations as it is")
  func documentedCountIsCurrent() throws {
    let guide = try String(
      contentsOf: Self.root.appendingPathComponent("Documentation/development.md"), encoding: .utf8
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let surface = try Self.surface()
    let marked = surface.declarations.filter { !$0.isCase }.count
    let sentence = "\(marked) `public` declarations in \(surface.files) files"
    let current = guide.contains("Today: \(sentence)")
    #expect(
      current, "Documentation/development.md's library section should say: Today: \(sentence)")
  }
}
