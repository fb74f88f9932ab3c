import Foundation

/// A small, fast, seeded random number generator (SplitMix64), so a fuzz run can be repeated.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  public let seed: UInt64
  private var state: UInt64

  /// The seed fuzz tests use unless `WEATHER_FUZZ_SEED` names another: a fixed one, so every
  /// run of the suite is the same run.
  public static let defaultSeed: UInt64 = 0x5EED_2026_1122

  /// Starts from `WEATHER_FUZZ_SEED` when set (a new seed explores new inputs), else from
  /// `defaultSeed`; prints the seed so a failing run can be repeated.
  /// - Parameter name: Which fuzz test this is, printed with the seed.
  public init(announcing name: String) {
    let fromEnvironment = ProcessInfo.processInfo.environment["WEATHER_FUZZ_SEED"].flatMap(
      UInt64.init)
    self.init(seed: fromEnvironment ?? Self.defaultSeed)
    print("fuzz \(name): seed \(seed) (repeat with WEATHER_FUZZ_SEED=\(seed))")
  }

  /// Starts from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
