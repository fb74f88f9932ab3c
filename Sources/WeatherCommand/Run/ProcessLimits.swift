import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The resource limits a run cannot work under, checked before any thread starts: the
/// concurrency runtime and URLSession need descriptors and address space of their own, and
/// without them they crash or hang instead of failing.
enum ProcessLimits {
  /// Descriptors a run opens beyond stdin, stdout and stderr: the runtime's epoll, eventfds
  /// and timer (4), URLSession's (2), a socket and a cache file or two for each lookup. Six is
  /// the least that works for one lookup; the rest leave room for a few at once.
  static let descriptorsNeeded = 12

  /// Address space, in KiB (`ulimit -v`), below which the runtime's threads may fail to
  /// start: each reserves a stack and a malloc arena. 1 GiB; measured, runs fail or hang
  /// between 100 and 400 MiB.
  static let addressSpaceNeeded: UInt = 1 << 20

  /// One line saying which limit is too low and what to raise it to; `nil` when a run fits.
  static func problem() -> String? {
    var descriptors = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &descriptors)
    // What counts is how many can still be opened: inherited descriptors use the limit too.
    let free = freeDescriptors(upTo: descriptorsNeeded)
    if free < descriptorsNeeded {
      let raised = UInt(descriptors.rlim_cur) + UInt(descriptorsNeeded - free)
      return "too few file descriptors (ulimit -n \(descriptors.rlim_cur), \(free) free); "
        + "weather needs \(descriptorsNeeded) free: run ulimit -n \(raised)"
    }
    var space = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &space)
    // RLIM_INFINITY is all ones, a macro Swift does not import.
    if space.rlim_cur != rlim_t.max, UInt(space.rlim_cur) / 1024 < addressSpaceNeeded {
      return "too little address space (ulimit -v \(UInt(space.rlim_cur) / 1024)); "
        + "weather needs 1 GiB: run ulimit -v \(addressSpaceNeeded)"
    }
    return nil
  }

  /// How many descriptors can be opened now, counted up to `limit` by opening `/dev/null`
  /// and closing each again.
  private static func freeDescriptors(upTo limit: Int) -> Int {
    var opened: [Int32] = []
    opened.reserveCapacity(limit)
    defer { opened.forEach { close($0) } }
    while opened.count < limit {
      let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { break }
      opened.append(descriptor)
    }
    return opened.count
  }
}
