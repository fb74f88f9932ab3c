import Foundation

/// Compressed data that inflates far beyond its size, as an attacker's server would send:
/// a gzip stream of zeros in one deflate block of fixed Huffman codes, each 13-bit code
/// standing for 258 zeros (about 160 times smaller).
public enum GzipBomb {
  /// A gzip stream of about `compressedSize` bytes that inflates to about 159 times as many
  /// zeros. Its trailer's checksum is not computed: a client that reads to the end and checks
  /// it refuses the answer, and one that stops at its cap never gets there.
  public static func stream(compressedSize: Int) -> Data {
    var bits = BitWriter()
    bits.write(1, count: 1)  // the final block
    bits.write(1, count: 2)  // fixed Huffman codes
    bits.writeCode(0b0011_0000, count: 8)  // the literal 0
    let matches = max(compressedSize * 8 / 13, 1)
    for _ in 0..<matches {
      bits.writeCode(0b1100_0101, count: 8)  // length 258
      bits.writeCode(0, count: 5)  // distance 1
    }
    bits.writeCode(0, count: 7)  // end of block
    let inflated = UInt32(truncatingIfNeeded: 1 + matches * 258)
    let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
    let trailer: [UInt8] = [0, 0, 0, 0] + withUnsafeBytes(of: inflated.littleEndian, Array.init)
    return Data(header) + bits.finished + Data(trailer)
  }

  /// A whole HTTP answer: status, `Content-Encoding: gzip`, the length, and the stream.
  public static func response(compressedSize: Int) -> Data {
    let body = stream(compressedSize: compressedSize)
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
      + "Content-Length: \(body.count)\r\n\r\n"
    return Data(head.utf8) + body
  }
}

/// Packs bits least significant first, as deflate stores them.
private struct BitWriter {
  private var bytes = Data()
  private var current: UInt8 = 0
  private var used = 0

  /// The bytes written, the last one padded with zero bits.
  var finished: Data {
    used == 0 ? bytes : bytes + [current]
  }

  /// Writes a value's low `count` bits, least significant first (headers, extra bits).
  mutating func write(_ value: Int, count: Int) {
    for index in 0..<count { push((value >> index) & 1) }
  }

  /// Writes a Huffman code's `count` bits, most significant first.
  mutating func writeCode(_ code: Int, count: Int) {
    for index in stride(from: count - 1, through: 0, by: -1) { push((code >> index) & 1) }
  }

  private mutating func push(_ bit: Int) {
    current |= UInt8(bit) << used
    used += 1
    if used == 8 {
      bytes.append(current)
      current = 0
      used = 0
    }
  }
}
