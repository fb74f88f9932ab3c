/// A property a fuzz target checks that did not hold: a finding, as much as a crash is.
struct Violation: Error, CustomStringConvertible {
  let description: String

  /// Fails with `message` unless `condition` holds.
  static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(Violation) {
    guard condition else { throw Violation(description: message()) }
  }

  /// Fails unless `text` can go to a terminal as one line: no control character (C0, DEL, C1),
  /// no line or paragraph separator and no bidirectional control, which is what `SafeText`
  /// promises for every outside text it passes. `allowing` lists scalars the form may hold
  /// (the tab of a person's own `--format` template).
  static func terminalSafe(
    _ text: String, _ what: @autoclosure () -> String, allowing: Set<Unicode.Scalar> = []
  ) throws(Violation) {
    let unsafe = text.unicodeScalars.first { !allowing.contains($0) && isUnsafe($0) }
    try check(
      unsafe == nil,
      "\(what()) holds U+\(String(unsafe?.value ?? 0, radix: 16, uppercase: true)): \(text.debugDescription)"
    )
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
