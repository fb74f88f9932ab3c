import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reading a file that anyone may have put in place (a cache entry, a config file) without
/// trusting its kind or its size: the path is opened without blocking (a FIFO planted there
/// cannot hold the run), anything but a regular file is refused before a byte is read, memory
/// grows with the bytes actually read, and at most one byte past the limit is ever read.
package enum BoundedRead {
  /// Why a file was not read.
  package enum Failure: Error, Equatable {
    /// Nothing is at the path.
    case missing
    /// The path is a directory, a FIFO, a socket or a device; the words name which.
    case notRegularFile(String)
    /// The file holds more than the limit.
    case tooLarge
    /// The file cannot be opened or read; the words say why (`strerror`).
    case unreadable(String)
  }

  /// A file's bytes, and its permission bits as the opened file has them.
  package struct Contents: Sendable {
    /// The bytes, at most the limit.
    package let data: Data
    /// `st_mode` of the file read, so a check of its permissions is a check of what was read.
    package let mode: UInt32
  }

  /// Reads the regular file at `path`.
  /// - Parameters:
  ///   - path: The file.
  ///   - limit: The most bytes the file may hold.
  ///   - followingLinks: Whether a symbolic link at `path` is followed; when `false`, a link is
  ///     unreadable (`O_NOFOLLOW`), for files only the tool itself writes.
  /// - Returns: The bytes and the mode.
  /// - Throws: `Failure`, saying why nothing was read.
  package static func contents(ofFile path: String, limit: Int, followingLinks: Bool = true)
    throws(Failure) -> Contents
  {
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = open(path, flags)
    guard descriptor >= 0 else {
      throw errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile(kind(status.st_mode)) }
    guard status.st_size <= limit else { throw .tooLarge }
    // The size is a hint, not a promise (the file may grow, and /proc files say 0): the
    // buffer starts one byte past it (4 KB for a file that says 0), so that a file of the
    // size it says is read whole, and doubles, never past one byte over the limit.
    let hint = status.st_size > 0 ? Int(status.st_size) : 4096
    var data = Data(count: min(hint, limit) + 1)
    var total = 0
    while total <= limit {
      if total == data.count { data.count = min(data.count * 2, limit + 1) }
      let count = data.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + total }, buffer.count - total)
      }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
      guard count > 0 else { break }
      total += count
    }
    guard total <= limit else { throw .tooLarge }
    return Contents(data: data.prefix(total), mode: UInt32(status.st_mode))
  }

  /// `a directory`, `a FIFO`, ...: what a file that is not a regular file is.
  private static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFCHR, S_IFBLK: "a device"
    default: "not a regular file"
    }
  }
}
