import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One finished run of a command: wall time, CPU time (user and system) and the peak
/// resident memory of it and its children, read from wait4.
struct Measurement {
  let status: Int32
  let wall: Duration
  let cpu: Duration
  let peakKiB: Int
}

/// Runs a command with posix_spawn (stdout to /dev/null, stdin from a file if given) and
/// measures it. Peak memory is read through `/usr/bin/time` when it is there: glibc's
/// posix_spawn starts the child in the parent's memory, so wait4's figure would count this
/// process too.
func measure(_ arguments: [String], environment: [String: String], stdin: String? = nil) throws
  -> Measurement
{
  let report = FileManager.default.temporaryDirectory.appendingPathComponent(
    "weather-bench-time-\(getpid())")
  let timed = FileManager.default.isExecutableFile(atPath: "/usr/bin/time")
  let arguments =
    timed ? ["/usr/bin/time", "-f", "%M", "-o", report.path] + arguments : arguments
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { (argv + envp).forEach { free($0) } }
  var pid: pid_t = 0
  let start = ContinuousClock.now
  let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
  guard spawned == 0 else { throw BenchmarkError.spawn(arguments[0], spawned) }
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  let wall = ContinuousClock.now - start
  let cpu =
    Duration.seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
    + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
  let reported =
    timed
    ? (try? String(contentsOf: report, encoding: .utf8)).flatMap {
      Int($0.split(separator: "\n").last.map(String.init) ?? "")
    } : nil
  return Measurement(
    status: (status >> 8) & 0xFF, wall: wall, cpu: cpu, peakKiB: reported ?? usage.ru_maxrss)
}

enum BenchmarkError: Error {
  case spawn(String, Int32)
  case failed(String, Int32)
}
