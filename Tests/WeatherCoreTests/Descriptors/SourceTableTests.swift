import Foundation
import Testing
import WeatherCore

/// The source table is the one place that names the sources: nothing else decides by a
/// source's name, and the documentation's table of sources says what the table says.
@Suite("The source table: no switch over a source's name elsewhere; the documentation agrees")
struct SourceTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift file under `Sources/`, as (path, text).
  static func sources() throws -> [(String, String)] {
    let folder = root.appendingPathComponent("Sources")
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
    return try (paths ?? []).filter { $0.hasSuffix(".swift") }.map {
      ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
    }
  }

  @Test("no switch, case, == or != over a source's name outside its descriptor and the table")
  func noSwitchOverNames() throws {
    let names = SourceTable.standard.descriptors.flatMap { [$0.name, $0.title] + $0.aliases }
    let alternatives = names.map { NSRegularExpression.escapedPattern(for: $0) }
      .joined(separator: "|")
    let patterns = try [
      #"(==|!=)\s*"(\#(alternatives))""#, #""(\#(alternatives))"\s*(==|!=)"#,
      #"case\s+[^\n:]*"(\#(alternatives))""#,
      #"(==|!=)\s*SourceDescriptor\.\w+"#, #"SourceDescriptor\.\w+\.(name|title)\s*(==|!=)"#,
      #"ProviderChoice"#,
    ].map { (pattern) throws in
      try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }
    let files = try Self.sources()
    #expect(files.count > 100)
    for (path, text) in files
    where !path.hasSuffix("+Descriptor.swift") && !path.hasPrefix("WeatherCore/Descriptors/") {
      let code = text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }.joined(separator: "\n")
      for pattern in patterns {
        let range = NSRange(code.startIndex..., in: code)
        let found = pattern.firstMatch(in: code, range: range).flatMap { Range($0.range, in: code) }
        #expect(found == nil, "\(path) decides by a source's name: \(found.map { code[$0] } ?? "")")
      }
    }
  }

  @Test("the test sees a switch when there is one")
  func detectorWorks() throws {
    let pattern = try NSRegularExpression(pattern: #"case\s+[^\n:]*"(owm|nws)""#)
    let code = #"switch name { case "owm": 1 }"#
    #expect(pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil)
  }

  /// The documentation's row for a source, as the table describes it.
  static func row(_ source: SourceDescriptor) -> String {
    let offers: [(SourceDescriptor.Offers, String)] = [
      (.current, "current"), (.hourly, "hourly"), (.daily, "daily"), (.air, "air"),
      (.alerts, "alerts"), (.geocoding, "geocoding"), (.past, "past"),
    ]
    let names = ([source.name] + source.aliases).map { "`\($0)`" }.joined(separator: ", ")
    return "| \(names) | "
      + offers.filter { source.offers.contains($0.0) }.map(\.1).joined(separator: ", ")
      + " | \(source.coverage) | \(source.needsKey ? "yes" : "no") | `\(source.addressVariable)` "
      + "(`\(source.defaultAddress)`) | \(source.coordinateDecimals) | "
      + "\(source.terms) | \(source.commercialUse ? "yes" : "no") | \(source.credit) |"
  }

  @Test("Documentation/sources.md's table of sources has one row per descriptor, made from it")
  func documentedTable() throws {
    let sources = try String(
      contentsOf: Self.root.appendingPathComponent("Documentation/sources.md"), encoding: .utf8)
    for source in SourceTable.standard.descriptors {
      #expect(sources.contains(Self.row(source) + "\n"), "sources.md lacks: \(Self.row(source))")
    }
  }
}
