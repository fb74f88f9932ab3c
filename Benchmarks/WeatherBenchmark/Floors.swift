import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A folder of `entries` entries, one of them `binary` (a hard link, or a copy): the path of
/// the binary in it.
func folder(_ folder: URL, entries: Int, holding binary: String) throws -> String {
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let linked = folder.appendingPathComponent("weather")
  do {
    try FileManager.default.linkItem(atPath: binary, toPath: linked.path)
  } catch {
    try FileManager.default.copyItem(atPath: binary, toPath: linked.path)
  }
  for index in 1..<entries {
    let descriptor = open(
      folder.appendingPathComponent("file-\(index)").path, O_CREAT | O_WRONLY, 0o600)
    guard descriptor >= 0 else { throw BenchmarkError.spawn(folder.path, errno) }
    close(descriptor)
  }
  return linked.path
}

/// The floor of a fully cached batch: every file of `cache` opened, read and closed once, in
/// this process (the page cache warm, as for the run it is compared with), median of 3.
func cacheReads(in cache: URL, latency: Int) -> Row {
  let files = (FileManager.default.enumerator(atPath: cache.path)?.allObjects as? [String] ?? [])
    .filter { $0.hasSuffix(".json") }.map { cache.appendingPathComponent($0).path }
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  var walls: [Duration] = []
  var cpus: [Duration] = []
  for _ in 0..<3 {
    let start = ContinuousClock.now
    let cpuStart = clock()
    for file in files {
      let descriptor = open(file, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      while read(descriptor, &buffer, buffer.count) > 0 {}
      close(descriptor)
    }
    walls.append(ContinuousClock.now - start)
    cpus.append(.microseconds(Int64(clock() - cpuStart)))
  }
  return Row(
    scenario: "reading the cache's files, 2 a name", binary: "floor", latency: latency,
    wall: median(walls), cpu: median(cpus), requests: 0, peakKiB: 0)
}
