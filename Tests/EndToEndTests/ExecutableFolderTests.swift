import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("where the binary lives does not slow it down")
struct ExecutableFolderTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// strace, where it is installed.
  static let strace = Strace.path

  /// A folder holding the `weather` binary (a hard link to the built one, or a copy) and
  /// `others` empty files beside it.
  func folder(holding others: Int) throws -> URL {
    let folder = weather.home.appendingPathComponent("bin-\(others)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let binary = try WeatherProcess.binary()
    let copy = folder.appendingPathComponent("weather")
    do {
      try FileManager.default.linkItem(at: binary, to: copy)
    } catch {
      try FileManager.default.copyItem(at: binary, to: copy)
    }
    for index in 0..<others {
      let descriptor = open(
        folder.appendingPathComponent("file-\(index)").path, O_CREAT | O_WRONLY, 0o600)
      guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
      close(descriptor)
    }
    return folder
  }

  /// How many directory listings (getdents64 calls) a lookup makes, run from `folder`.
  func listings(runningFrom folder: URL, strace: String) async throws -> Int {
    let trace = weather.home.appendingPathComponent("trace-\(UUID().uuidString)")
    let result = try await WeatherProcess.launch(
      [
        "-f", "-e", "trace=getdents64", "-o", trace.path,
        folder.appendingPathComponent("weather").path, "--no-cache", "44.34,10.99",
      ], executable: strace, environment: weather.environment(), stdin: nil)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    return lines.filter { $0.contains("getdents64(") }.count
  }

  // The time it saves is measured by Scripts/benchmark.sh (a folder of 20,000 entries beside
  // one of 3); this test counts what costs that time: listing the folder, entry by entry.
  @Test(
    "a lookup from a folder of 20,000 entries lists no more than one from a folder of 3",
    .enabled(if: strace != nil, "strace is not installed (apt-get install strace)"),
    .disabled(if: Sanitizer.active, Sanitizer.ptrace))
  func folderSize() async throws {
    let strace = try #require(Self.strace)
    defer { try? FileManager.default.removeItem(at: weather.home) }
    let small = try await listings(runningFrom: folder(holding: 2), strace: strace)
    let large = try await listings(runningFrom: folder(holding: 19_999), strace: strace)
    #expect(
      large <= small, "\(large) getdents64 calls from the large folder, \(small) from the small")
  }
}
