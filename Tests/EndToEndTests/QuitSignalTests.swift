import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-\ (SIGQUIT) quits at once: exit 131 and no crash report, never a run that goes on.
@Suite("SIGQUIT, end to end")
struct QuitSignalTests {
  @Test("SIGQUIT during a lookup quits at once with 131 and no backtrace")
  func quitsAtOnce() async throws {
    let weather = try WeatherProcess()
    // A run that went on would take the answer's 60 s.
    let answer = try TestResponse.fixture("owm-current-zocca", delay: .seconds(60))
    weather.server.route("/data/2.5/weather", answer)
    let server = weather.server
    let result = try await WeatherProcess.launch(
      ["--timeout", "90", "44.34,10.99"], environment: weather.environment(), stdin: nil
    ) { pid in
      // Once the request is on the wire the process is past its start-up.
      Thread.detachNewThread {
        for _ in 0..<200 where server.requestCount() == 0 { usleep(50_000) }
        kill(pid, SIGQUIT)
      }
    }
    #expect(result.status == 131)
    #expect(result.duration < .seconds(40))
    #expect(!result.stderr.contains("crashed"))
    #expect(result.stdout.isEmpty)
  }
}
