import Foundation

/// strace, where it is installed (`apt-get install strace`): the suites that count a run's
/// system calls skip without it.
enum Strace {
  static let path = ["/usr/bin/strace", "/bin/strace"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
}
