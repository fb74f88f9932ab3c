import Foundation

/// The recorded API answers in `Fixtures/` (their sources are in `Fixtures/README.md`).
public enum Fixtures {
  /// The bytes of `Fixtures/<name>.json`.
  public static func data(_ name: String) throws -> Data {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: "json", subdirectory: "Fixtures")
    else { throw FixtureError.missing(name) }
    return try Data(contentsOf: url)
  }

  /// The text of `Fixtures/<name>.json`.
  public static func text(_ name: String) throws -> String {
    String(decoding: try data(name), as: UTF8.self)
  }

  /// Every fixture's name, for tests that run over all of them.
  public static func allNames() throws -> [String] {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      throw FixtureError.missing("Fixtures")
    }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
      .map { String($0.dropLast(5)) }
      .sorted()
  }
}

/// A fixture that is not in the bundle.
public enum FixtureError: Error {
  /// No fixture of this name.
  case missing(String)
}
