import Foundation
import LibFuzzer

/// `WEATHER_FUZZ_TARGET=NAME weather-fuzz [libFuzzer options] [corpus folders or inputs]`:
/// runs libFuzzer over one target. The target is named in the environment, so the processes
/// libFuzzer starts itself (`-fork`, `-merge`) fuzz the same one.
@main
enum WeatherFuzz {
  static func main() {
    guard target != nil else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: " ")
      FileHandle.standardError.write(
        Data("weather-fuzz: set WEATHER_FUZZ_TARGET to one of: \(names)\n".utf8))
      exit(64)
    }
    var count = CommandLine.argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&count, &arguments, LLVMFuzzerTestOneInput))
  }
}

/// The target named by `WEATHER_FUZZ_TARGET`.
let target = ProcessInfo.processInfo.environment["WEATHER_FUZZ_TARGET"].flatMap(FuzzTarget.init)

/// libFuzzer's callback: one input. A property that does not hold stops the run as a crash
/// does, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
func LLVMFuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  do throws(Violation) {
    try target?.check(input)
  } catch {
    fatalError("weather-fuzz: \(error)")
  }
  return 0
}
