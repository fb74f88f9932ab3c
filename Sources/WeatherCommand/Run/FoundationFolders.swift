import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Keeps Foundation from making folders in the home directory for caches and cookies the
/// command never uses: process-wide settings, so the command's to make at its start, never the
/// library's.
enum FoundationFolders {
  /// Foundation's shared cookie store makes a folder in the home directory when it is first
  /// made (`~/.local/share/<the executable's folder>`): it is made here while `XDG_DATA_HOME`
  /// names `/dev/null`, under which no folder can be made. Its shared URL cache makes one when
  /// a session configuration is first made (`~/.cache/org.swift.foundation.URLCache/…`): it is
  /// given a folder that exists (`/`, never written: its capacity is 0).
  ///
  /// Call it while the process has one thread, before any session exists: it changes the
  /// environment, which is safe only while no other thread reads it (a test process that
  /// starts programs on other threads crashed in `Process.run` when this ran beside it).
  static func keepOutOfHome() {
    let previous = ProcessInfo.processInfo.environment["XDG_DATA_HOME"]
    setenv("XDG_DATA_HOME", "/dev/null", 1)
    _ = HTTPCookieStorage.shared
    if let previous { setenv("XDG_DATA_HOME", previous, 1) } else { unsetenv("XDG_DATA_HOME") }
    URLCache.shared = URLCache(memoryCapacity: 0, diskCapacity: 0, diskPath: "/")
  }
}
