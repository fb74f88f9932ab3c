import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reading a file that anyone may have put in place (a cache entry, a config file) without
/// trusting its size: at most one byte past the limit is ever read.
package enum BoundedRead {
  /// The file's bytes, or `nil` when it is missing, unreadable or larger than `limit`.
  package static func contents(ofFile path: String, limit: Int) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var data = Data(count: limit + 1)
    var total = 0
    while total <= limit {
      let count = data.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress.map { $0 + total }, limit + 1 - total)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      total += count
    }
    guard total <= limit else { return nil }
    return data.prefix(total)
  }
}
