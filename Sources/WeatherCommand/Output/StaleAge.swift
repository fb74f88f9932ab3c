/// The age of a stale answer as people read it: `45s`, `12m`, `2h`, `3d`.
enum StaleAge {
  /// The units an age is written in, each from its length in seconds on.
  private static let units: [(seconds: Int, letter: String)] = [
    (1, "s"), (60, "m"), (3600, "h"), (86_400, "d"),
  ]

  /// `age` seconds in its largest whole unit.
  static func text(_ age: Double) -> String {
    let seconds = Int(bounded(age))
    let unit = unit(of: seconds)
    return "\(seconds / unit.seconds)\(unit.letter)"
  }

  /// How many seconds after `age` its text changes (`12m` becomes `13m`).
  static func untilChange(_ age: Double) -> Double {
    let age = bounded(age)
    let unit = unit(of: Int(age)).seconds
    return Double((Int(age) / unit + 1) * unit) - age
  }

  private static func bounded(_ age: Double) -> Double {
    max(0, age.isFinite ? min(age, 1e9) : 0)
  }

  private static func unit(of seconds: Int) -> (seconds: Int, letter: String) {
    units.last { seconds >= $0.seconds } ?? units[0]
  }
}
