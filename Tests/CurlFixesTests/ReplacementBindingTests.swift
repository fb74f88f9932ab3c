import CurlFixes
import Foundation
import TestSupport
import Testing
import WeatherCore

/// The fixes replace four of libcurl's functions for FoundationNetworking's calls only. Were
/// the replacements exported (as they were in the static build, which links libcurl.so
/// directly), libcurl's own calls to those functions would reach them too, and the URL-handle
/// fix's per-thread pointer would see handles it has no business with.
@Suite("Only FoundationNetworking's calls reach the libcurl fixes")
struct ReplacementBindingTests {
  @Test("requests reach the replacements, and none of libcurl's own calls do")
  func noCallsFromLibcurl() async throws {
    let server = try TestHTTPServer()
    server.route("/data/2.5/weather", try .fixture("owm-current-london-drizzle"))
    let transport = URLSessionTransport(maximumBodySize: 64 * 1024, requestTimeout: 5)
    let before = weather_curl_fixed_calls()
    for index in 0..<20 {
      let url = try #require(URL(string: "\(server.baseURL)/data/2.5/weather?q=\(index)"))
      _ = try await transport.get(url)
    }
    #expect(weather_curl_fixed_calls() - before >= 20)
    #expect(weather_curl_fixed_calls_from_libcurl() == 0)
  }

  /// A hidden definition becomes a local symbol when linked, which the dynamic linker never
  /// offers to another object: the property that keeps libcurl's calls in libcurl, checked on
  /// this test binary, which holds the same objects as `weather`.
  @Test(
    "the replacements are local to the binary, out of its dynamic symbol table",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/nm")))
  func replacementsAreLocal() throws {
    let binary = try #require(Bundle.main.executablePath)
    let symbols = try Self.nm([binary])
    for name in ["curl_multi_setopt", "curl_url", "curl_url_cleanup", "curl_free"] {
      let kinds = symbols.filter { $0.name == name }.map(\.kind)
      #expect(kinds == ["t"], "\(name) is \(kinds) in \(binary): 't' is a local definition")
    }
    let exported = try Self.nm(["-D", "--defined-only", binary]).filter {
      $0.name.hasPrefix("curl_")
    }
    #expect(exported.isEmpty, "exported: \(exported.map(\.name))")
  }

  /// The symbols `nm` lists with `arguments`: each one's kind letter and name.
  private static func nm(_ arguments: [String]) throws -> [(kind: String, name: String)] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return listing.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count >= 2 else { return nil }
      return (String(fields[fields.count - 2]), String(fields[fields.count - 1]))
    }
  }
}
