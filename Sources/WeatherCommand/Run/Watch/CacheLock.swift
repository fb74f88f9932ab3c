import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The lock watchers of one user share beside the cache (`watch.lock`): one round of
/// lookups at a time, so that when several watch one place, the first asks and the others
/// find its answer in the cache.
struct CacheLock: Sendable {
  /// The lock file.
  let path: String

  /// The lock of the cache in `directory`.
  init(directory: URL) {
    path = directory.appendingPathComponent("watch.lock").path
  }

  /// Runs `body` holding the lock; without it when the file cannot be opened or locked
  /// (a read-only cache), as the watch then asks on its own.
  func holding<T: Sendable>(_ body: () async -> T) async -> T {
    let descriptor = await Self.locked(path)
    defer {
      if descriptor >= 0 { close(descriptor) }
    }
    return await body()
  }

  /// Opens and locks the file at `path`, waiting for another watcher on a thread of its
  /// own; -1 when it cannot.
  private static func locked(_ path: String) async -> Int32 {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return continuation.resume(returning: -1) }
        while flock(descriptor, LOCK_EX) != 0 {
          guard errno == EINTR else {
            close(descriptor)
            return continuation.resume(returning: -1)
          }
        }
        continuation.resume(returning: descriptor)
      }
    }
  }
}
