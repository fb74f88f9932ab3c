/// The age of a stale answer as people read it: `45s`, `12m`, `2h`, `3d`.
enum StaleAge {
  /// `age` seconds in its largest whole unit.
  static func text(_ age: Double) -> String {
    let seconds = Int(max(0, age.isFinite ? min(age, 1e9) : 0))
    return switch seconds {
    case ..<60: "\(seconds)s"
    case ..<3600: "\(seconds / 60)m"
    case ..<86_400: "\(seconds / 3600)h"
    default: "\(seconds / 86_400)d"
    }
  }
}
