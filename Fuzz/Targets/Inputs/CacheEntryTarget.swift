import Foundation

@testable import WeatherCore

/// A cache file, read as each kind of entry the cache keeps: `CacheEntryDecoder` never reads
/// more than `JSONDecoder` would, nor differently; whatever it reads, `JSONDecoder` reads the
/// same value from the same bytes.
enum CacheEntryTarget {
  static func check(_ bytes: Data) throws(Violation) {
    try agrees(LookupCache.Entry<Weather>.self, bytes)
    try agrees(LookupCache.Entry<[Place]>.self, bytes)
    try agrees(LookupCache.Entry<Report>.self, bytes)
    try agrees(LookupCache.Entry<KeptAnswer>.self, bytes)
    try agrees(LookupCache.Entry<AirQuality>.self, bytes)
    try agrees(LookupCache.Entry<[Alert]>.self, bytes)
    try agrees(LookupCache.Entry<ClimateNormals>.self, bytes)
    try agrees(LookupCache.Entry<NWSGrid>.self, bytes)
  }

  private static func agrees<Value: Codable & Equatable>(
    _ type: LookupCache.Entry<Value>.Type, _ bytes: Data
  ) throws(Violation) {
    guard let decoded = try? CacheEntryDecoder.decode(type, from: bytes) else { return }
    let expected: LookupCache.Entry<Value>
    do {
      expected = try JSONDecoder().decode(type, from: bytes)
    } catch {
      throw Violation(description: "read as \(Value.self), which JSONDecoder refuses: \(error)")
    }
    try Violation.check(
      decoded == expected, "read as \(Value.self) otherwise than JSONDecoder reads it")
  }
}
