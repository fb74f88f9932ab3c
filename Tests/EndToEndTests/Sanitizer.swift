import Foundation
import Testing

/// The sanitizer the suite runs under, as `Scripts/sanitize.sh` names it in
/// `WEATHER_SANITIZER` (`address` or `thread`), or `nil` for a plain run. Tests whose limits a
/// sanitizer's overhead breaks are skipped under one, each listed in
/// Documentation/development.md (`SanitizerTableTests`).
enum Sanitizer {
  static let name = ProcessInfo.processInfo.environment["WEATHER_SANITIZER"]

  /// Whether a sanitizer is on.
  static var active: Bool { name != nil }

  /// Why a test of peak memory is skipped: a sanitizer keeps freed memory back (to catch a
  /// use after free) and shadows all of it, several times what the test allows.
  static let memory: Comment = "a sanitizer's shadow and quarantine outgrow the memory limit"

  /// Why a test of elapsed time is skipped: a sanitizer slows the run, and its check at exit
  /// alone can take the second the test allows.
  static let time: Comment = "a sanitizer's overhead outgrows the time limit"

  /// Why a test that runs weather under strace is skipped: LeakSanitizer stops with a fatal
  /// error under ptrace.
  static let ptrace: Comment = "LeakSanitizer cannot run under ptrace (strace)"
}
