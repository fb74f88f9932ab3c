import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("the static build loads libcurl on its first request, not at start-up")
struct LazyLibcurlTests {
  let weather: WeatherProcess

  init() throws {
    weather = try WeatherProcess()
    weather.server.route("/data/2.5/weather", try .fixture("owm-current-zocca"))
  }

  /// strace, where it is installed.
  static let strace = Strace.path

  /// Whether the binary under test is the static build: the dynamic one needs
  /// libFoundationNetworking.so, which loads libcurl itself at start-up.
  static let staticBuild: Bool = {
    guard let binary = try? WeatherProcess.binary(),
      let file = try? FileHandle(forReadingFrom: binary)
    else { return false }
    defer { try? file.close() }
    // The dynamic section's strings sit in the first megabytes, before the code.
    let head = (try? file.read(upToCount: 8 << 20)) ?? Data()
    return head.range(of: Data("libFoundationNetworking.so".utf8)) == nil
  }()

  /// The libraries `arguments` opened, as strace saw them (successful `openat` calls only).
  func openedLibraries(_ arguments: [String], strace: String) async throws -> [String] {
    let trace = weather.home.appendingPathComponent("trace-\(UUID().uuidString)")
    let result = try await WeatherProcess.launch(
      ["-f", "-e", "trace=openat", "-o", trace.path, try WeatherProcess.binary().path]
        + arguments, executable: strace, environment: weather.environment(), stdin: nil)
    #expect(result.status == 0, "\(result.stderr)")
    return try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
      .filter { $0.contains(".so") && !$0.contains("= -1") }.map(String.init)
  }

  @Test(
    "--version opens no libcurl; a lookup opens it, once, and answers",
    .enabled(if: strace != nil, "strace is not installed (apt-get install strace)"),
    .enabled(if: staticBuild, "the dynamic build's libFoundationNetworking.so needs libcurl"),
    .disabled(if: Sanitizer.active, Sanitizer.ptrace))
  func loadedOnFirstRequest() async throws {
    let strace = try #require(Self.strace)
    defer { try? FileManager.default.removeItem(at: weather.home) }
    let version = try await openedLibraries(["--version"], strace: strace)
    #expect(!version.contains { $0.contains("libcurl") }, "\(version)")
    #expect(!version.contains { $0.contains("libgnutls") || $0.contains("libkrb5") })
    let lookup = try await openedLibraries(["--no-cache", "44.34,10.99"], strace: strace)
    #expect(lookup.filter { $0.contains("libcurl.so") }.count == 1, "\(lookup)")
    #expect(weather.server.requestCount() == 1)
  }

  @Test(
    "a lookup the cache answers opens no libcurl",
    .enabled(if: strace != nil, "strace is not installed (apt-get install strace)"),
    .enabled(if: staticBuild, "the dynamic build's libFoundationNetworking.so needs libcurl"),
    .disabled(if: Sanitizer.active, Sanitizer.ptrace))
  func notLoadedForCachedAnswer() async throws {
    let strace = try #require(Self.strace)
    defer { try? FileManager.default.removeItem(at: weather.home) }
    let first = try await openedLibraries(["--max-age", "3600", "44.34,10.99"], strace: strace)
    #expect(first.contains { $0.contains("libcurl.so") }, "\(first)")
    let cached = try await openedLibraries(["--max-age", "3600", "44.34,10.99"], strace: strace)
    #expect(!cached.contains { $0.contains("libcurl") }, "\(cached)")
    #expect(weather.server.requestCount() == 1)
  }

  /// unshare(1), to hide libcurl from one run in a mount namespace of its own (root only).
  static let unshare = ["/usr/bin/unshare", "/bin/unshare"].first {
    FileManager.default.isExecutableFile(atPath: $0) && geteuid() == 0
  }

  @Test(
    "without a loadable libcurl a lookup ends in one line naming the package, exit 69",
    .enabled(if: unshare != nil, "needs root and unshare(1) to hide libcurl"),
    .enabled(if: staticBuild, "the dynamic build's libFoundationNetworking.so needs libcurl"))
  func libcurlMissing() async throws {
    let unshare = try #require(Self.unshare)
    defer { try? FileManager.default.removeItem(at: weather.home) }
    // /dev/null mounted over the library, in this run's own mount namespace only.
    let script = """
      library=$(readlink -f "$(/sbin/ldconfig -p | awk '/libcurl\\.so\\.4 /{print $NF; exit}')")
      mount --bind /dev/null "$library" && exec "$0" --no-cache 44.34,10.99
      """
    let result = try await WeatherProcess.launch(
      ["-m", "/bin/sh", "-c", script, try WeatherProcess.binary().path], executable: unshare,
      environment: weather.environment(), stdin: nil)
    #expect(result.status == 69, "\(result.stderr)")
    #expect(
      result.stderr
        == "weather: libcurl.so.4 could not be loaded; install libcurl (Debian, Ubuntu: "
        + "apt-get install libcurl4)\n")
    #expect(result.stdout.isEmpty)
    #expect(weather.server.requestCount() == 0)
  }
}
