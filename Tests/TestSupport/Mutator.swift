import Foundation

/// Mutates bytes the way broken servers and proxies do: flipped bits, cut-off bodies,
/// dropped or repeated spans, and JSON tokens put where they do not belong.
public struct Mutator {
  private static let tokens: [String] = [
    "null", "true", "[]", "{}", "\"\"", "-1", "1e999", "-0", "NaN", "\"x\"", "0.1", "[", "{", ",",
    ":", "\"", "\\", "\u{0}", "\"\u{FFFF}\"", "18446744073709551616", "\"200\"", "\"cod\":",
  ]

  /// A mutated copy of `data`: one to four mutations in a row.
  public static func mutate(_ data: Data, using generator: inout SeededGenerator) -> Data {
    var bytes = [UInt8](data)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      mutateOnce(&bytes, using: &generator)
    }
    return Data(bytes)
  }

  private static func mutateOnce(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
    guard !bytes.isEmpty else {
      bytes = Array((tokens.randomElement(using: &generator) ?? "").utf8)
      return
    }
    let index = Int.random(in: 0..<bytes.count, using: &generator)
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      bytes[index] ^= UInt8(1 << Int.random(in: 0..<8, using: &generator))
    case 1:
      bytes.removeSubrange(index...)
    case 2:
      let end = min(bytes.count, index + Int.random(in: 1...32, using: &generator))
      bytes.removeSubrange(index..<end)
    case 3:
      let end = min(bytes.count, index + Int.random(in: 1...64, using: &generator))
      bytes.insert(contentsOf: bytes[index..<end], at: index)
    case 4:
      bytes.insert(
        contentsOf: Array((tokens.randomElement(using: &generator) ?? "").utf8), at: index)
    default:
      bytes[index] = UInt8.random(in: 0...255, using: &generator)
    }
  }
}
