import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reading and writing one cache file: bounded reads, and writes that are atomic (a temporary
/// file renamed into place) without an fsync, which a cache does not need.
enum CacheFile {
  /// The ending of temporary files: one left by a run that was killed mid-write is removed
  /// by a later run once it is stale.
  static let temporaryEnding = ".tmp"
  /// How old a temporary file must be before another run removes it.
  static let staleAge: TimeInterval = 600

  private static let swept = Locked<Set<String>>([])

  /// Writes `data` to `url` atomically, through a temporary file in the `tmp` folder beside
  /// `url`'s folder; makes folders (mode 0700) only when a write finds one missing. Failures
  /// are silent: a cache that cannot be written is no cache.
  static func write(_ data: Data, to url: URL) {
    let folder = url.deletingLastPathComponent()
    let temporaries = folder.deletingLastPathComponent().appendingPathComponent("tmp")
    sweep(temporaries)
    let temporary = temporaries.appendingPathComponent(
      url.lastPathComponent + "." + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        + temporaryEnding)
    guard retryingInMissingFolder(temporaries, { create(temporary, data) }) else { return }
    if !retryingInMissingFolder(folder, { rename(temporary.path, url.path) == 0 }) {
      unlink(temporary.path)
    }
  }

  /// `step`, done again once `folder` is made when it failed for want of the folder.
  private static func retryingInMissingFolder(_ folder: URL, _ step: () -> Bool) -> Bool {
    if step() { return true }
    guard errno == ENOENT else { return false }
    try? FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return step()
  }

  /// Creates `url` holding `data`, readable by its owner only.
  private static func create(_ url: URL, _ data: Data) -> Bool {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let complete = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = Glibc.write(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    if !complete { unlink(url.path) }
    return complete
  }

  /// Removes stale temporary files from `folder`, once a run; the folder holds nothing else,
  /// so listing it costs next to nothing.
  private static func sweep(_ folder: URL) {
    guard swept.withLock({ $0.insert(folder.path).inserted }) else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let now = Date()
    for name in names where name.hasSuffix(temporaryEnding) {
      let path = folder.appendingPathComponent(name).path
      let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate]
      if let modified = modified as? Date, now.timeIntervalSince(modified) > staleAge {
        unlink(path)
      }
    }
  }
}
